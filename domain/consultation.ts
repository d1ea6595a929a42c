/** An online video consultation always costs this much; the server sets it whatever is sent. */
export const CONSULTATION_PRICE = 700;
export const MIN_CONSULTATION_AGE = 18;
/**
 * SPEC holds two lengths for the call (30 minutes on the home page, 45 on the form side); we say 30,
 * as the home page's promotion does, so the visitor reads one figure everywhere.
 */
export const CONSULTATION_MINUTES = 30;
export const CONSULTATION_UNDER_AGE_MESSAGE = 'You must be at least 18 years old to book a consultation';
