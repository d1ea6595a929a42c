/**
 * The statement of account the counter prints or e-mails (issue 29 item 2): what the visit costs, what
 * was received and what is left. Worded the same on paper and in the e-mail; never a receipt, since
 * the official receipt (BIR invoice) comes from the clinic's own system.
 */
export const STATEMENT_HEADING = 'Statement of account';
export const STATEMENT_NOT_RECEIPT = 'This is a statement of account, not an official receipt';
export const NO_CLIENT_EMAIL_MESSAGE =
  'This booking has no e-mail address for the client: add one to the booking, or print the statement';
export const STATEMENT_ALREADY_SENT_MESSAGE =
  'This statement was already sent; it can be sent again after the next payment';
