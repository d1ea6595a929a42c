/**
 * What the desk hears when it decides a client's request to move an online consultation (the
 * booking version's wording, for a consultation). Read by the server's answers and the staff screen.
 */
export const CONSULTATION_REQUEST_MESSAGES = {
  noPendingRequest: 'There is no pending time request for this consultation.',
  requestedTimePassed: 'The requested time has already passed. Decline the request instead.',
  closed: 'This consultation is closed (cancelled, done or a no-show): its time can no longer change.',
  changedMeanwhile:
    'The client has changed their request since you opened it. Close this window and open the consultation again to read the new one.',
  accepted: 'The consultation is moved to the new time and the client is e-mailed.',
  declined: 'The request is declined and the client is e-mailed; the consultation keeps its time.',
} as const;

/** The desk's lines in a consultation's history (`consultation_events.kind`). */
export const CONSULTATION_REQUEST_EVENTS = {
  accepted: 'request_accepted',
  declined: 'request_declined',
} as const;
