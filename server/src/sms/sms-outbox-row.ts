/** One row of `sms_outbox` (migration 20261128300000). */
export interface SmsOutboxRow {
  id: string;
  kind: string;
  /** The booking it reports; null for a waitlist offer (migration 20261129200300). */
  booking_id: string | null;
  /** The waitlist wish a 'waitlist-offer' text offers a time to. */
  waitlist_entry_id?: string | null;
  dedupe_key: string;
  to_number: string | null;
  message: string | null;
  status: SmsStatus;
  attempts: number;
  next_attempt_at: Date | string;
  locked_until: Date | string | null;
  sending_since: Date | string | null;
  last_error: string | null;
  provider: string | null;
  provider_message_id: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
}

export type SmsStatus = 'queued' | 'held' | 'sent' | 'failed' | 'skipped';
