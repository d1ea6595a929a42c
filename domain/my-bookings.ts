/** Said to every "e-mail me my bookings" request, known address or not, so the answer tells nobody who books here. */
export const MY_BOOKINGS_ANSWER =
  'If we have bookings under that e-mail address, a link to them is on its way. Check your inbox in a few minutes.';

/** Requests allowed per e-mail address, and per client network address, in the window. */
export const MY_BOOKINGS_LIMITS = { perEmail: 3, perAddress: 10, windowMinutes: 60 } as const;
