export const OUTBOX_SYNC_TAG = 'tbl-outbox';
