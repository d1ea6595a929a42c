/** An online video consultation always costs this much; the server sets it whatever is sent. */
export const CONSULTATION_PRICE = 700;
export const MIN_CONSULTATION_AGE = 18;
export const CONSULTATION_UNDER_AGE_MESSAGE = 'You must be at least 18 years old to book a consultation';
