/** One row of `sms_outbox` (migration 20261128300000). */
export interface SmsOutboxRow {
  id: string;
  kind: string;
  booking_id: string;
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
