import { CLINIC_PHONE } from './brand';

/**
 * The client moves their own booking to a free start, under the desk's rules: the same capacity
 * check and hours, and like cancelling online only while the visit is at least 24 hours away
 * (canCancelOnline). What the manage page and the API say about it, once for both.
 */
export const MOVE_MESSAGES = {
  moved: 'Your booking is moved. We have sent you an e-mail with the new date and time.',
  tooLate: `Your appointment is less than 24 hours away, so it can no longer be moved online. Please call us at ${CLINIC_PHONE}.`,
} as const;
