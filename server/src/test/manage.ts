import { manilaDate } from '../../../domain/manila-date';
import { manageToken } from '../manage/manage-token';
import { manageKeyOf } from '../secrets';
import { TEST_SECRETS } from './test-server';

/** The manage-link token the test server's e-mails carry for a booking. */
export const tokenFor = (bookingId: string) => manageToken(manageKeyOf(TEST_SECRETS), bookingId);

const MINUTE = 60_000;

/**
 * The Manila date and `HH:MM` of an appointment about `ms` from now: rounded up to the next whole
 * minute when `round` is 'up' (so it is at least that far away), down otherwise (so it is less).
 */
export function appointmentIn(ms: number, round: 'up' | 'down'): { date: string; time: string } {
  const exact = Date.now() + ms;
  const at = new Date((round === 'up' ? Math.ceil(exact / MINUTE) : Math.floor(exact / MINUTE)) * MINUTE);
  const manila = new Date(at.getTime() + 8 * 3600_000).toISOString();
  return { date: manilaDate(at), time: manila.slice(11, 16) };
}

/** The manage-link token a consultation's e-mail carries on the test server. */
export const consultationTokenFor = (consultationId: string) =>
  manageToken(manageKeyOf(TEST_SECRETS), consultationId, 'consultation');
