import type { Knex } from 'knex';
import { inQuietHours, smsSendableAt } from '../../../domain/sms/quiet-hours';
import { smsNumber } from '../../../domain/sms/sms-number';
import type { BookingRow } from '../db/rows';
import type { Logger } from '../logger';
import { shortManageUrl } from '../manage/short-link';
import { createOutboxRunner, type OutboxRunner } from '../outbox-runner';
import { smsReminderKey } from './enqueue-sms';
import { isSmsKind } from './sms-kinds';
import { renderSms } from './sms-messages';
import type { SmsOutboxRow } from './sms-outbox-row';
import { SmsRejected, type SmsSender } from './sms-sender';
import { waitlistText } from './waitlist-text';

export const SMS_MAX_ATTEMPTS = 8;
const BATCH_SIZE = 10;
/** How long a claimed text stays with one worker before another may take it (a crash mid-send). */
const LEASE_SECONDS = 120;

/** 30 s, 1 min, 2 min ... capped at an hour, for the attempt that just failed (1-based). */
export const smsRetryDelaySeconds = (attempt: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));

export type SmsWorker = OutboxRunner;

interface SmsWorkerDeps {
  db: Knex;
  sender: SmsSender;
  logger: Logger;
  publicUrl: string;
  /** Signs the short manage link (secrets.manageLinkSecret). */
  manageKey: string;
  /** The worker's clock: quiet hours, leases and backoff all read it (tests give a fixed one). */
  now?: () => Date;
}

type Outcome = 'sent' | 'failed' | 'retry' | 'held' | 'skipped';

/**
 * Sends the queued texts. Like the e-mail outbox it leases due rows with FOR UPDATE SKIP LOCKED
 * (instances share the work) and calls the gateway outside any transaction. Before the call it
 * commits `sending_since`; a row leased with it still set was cut off mid-send, so the worker first
 * asks the gateway whether the text went (`findSent`) and records it sent rather than sending twice.
 * Between 21:00 and 08:00 Manila nothing goes: a due row is marked held until 08:00.
 */
export function createSmsWorker({
  db,
  sender,
  logger,
  publicUrl,
  manageKey,
  now = () => new Date(),
}: SmsWorkerDeps): SmsWorker {
  async function claimDue(at: Date): Promise<SmsOutboxRow[]> {
    const result = await db.raw<{ rows: SmsOutboxRow[] }>(
      `update sms_outbox
          set locked_until = :at::timestamptz + make_interval(secs => :lease), attempts = attempts + 1
        where id in (
          select id from sms_outbox
           where status in ('queued', 'held') and next_attempt_at <= :at::timestamptz
             and (locked_until is null or locked_until < :at::timestamptz)
           order by next_attempt_at
           limit :batch
           for update skip locked)
        returning *`,
      { at: at.toISOString(), lease: LEASE_SECONDS, batch: BATCH_SIZE },
    );
    return result.rows;
  }

  /**
   * Records what happened, only while this worker still holds the lease it claimed the row with: a
   * worker that stalled past its lease (another has taken the row since) records nothing.
   */
  const update = async (row: SmsOutboxRow, fields: Record<string, unknown>, release = true) =>
    (await db('sms_outbox')
      .where({ id: row.id, locked_until: row.locked_until })
      .update({ ...(release ? { locked_until: null } : {}), ...fields })) > 0;

  /** Why this text is not to go at all, or undefined. */
  function notToSend(row: SmsOutboxRow, booking: BookingRow | undefined): string | undefined {
    if (!booking || booking.deleted_at !== null) return 'the booking was deleted';
    if (!isSmsKind(row.kind)) return `unknown kind ${row.kind}`;
    if (booking.sms_opt_in === false) return 'the client asked for no texts';
    if (!smsNumber(booking.phone)) return `no mobile number to text (${booking.phone || 'none given'})`;
    if (
      row.kind === 'booking-reminder' &&
      !(booking.status === 'confirmed' && row.dedupe_key === smsReminderKey(booking.id, booking.service_date))
    )
      return 'the booking is no longer confirmed for that day';
    return undefined;
  }

  async function deliver(row: SmsOutboxRow, at: Date): Promise<Outcome> {
    if (inQuietHours(at)) {
      // Not an attempt: it waits for the morning.
      await update(row, { status: 'held', attempts: row.attempts - 1, next_attempt_at: smsSendableAt(at) });
      return 'held';
    }
    const wish = row.waitlist_entry_id ? await waitlistText(db, row, publicUrl) : undefined;
    const booking = wish
      ? undefined
      : await db<BookingRow>('bookings')
          .where({ id: row.booking_id ?? '' })
          .first();
    const reason = wish ? wish.reason : notToSend(row, booking);
    const renderedBefore = row.message !== null;
    if (row.message === null) {
      if (reason || !(booking || wish) || !isSmsKind(row.kind)) {
        await update(row, { status: 'skipped', last_error: reason ?? 'not to send', sending_since: null });
        logger.info('text not sent', { id: row.id, kind: row.kind, reason });
        return 'skipped';
      }
      if (wish) {
        row.to_number = wish.number;
        row.message = wish.message;
      } else if (booking) {
        row.to_number = smsNumber(booking.phone) ?? null;
        row.message = renderSms(
          row.kind,
          booking,
          shortManageUrl(publicUrl, manageKey, booking.booking_number),
        );
      }
    }
    const sms = { id: row.id, number: row.to_number ?? '', message: row.message ?? '' };
    try {
      if (row.sending_since) {
        const found = await sender.findSent(sms, new Date(row.sending_since));
        if (found) {
          await markSent(row, found, at);
          logger.info('text found already sent after an interrupted attempt', {
            id: row.id,
            providerId: found,
          });
          return 'sent';
        }
      }
      // A retry (the gateway did not have it): still to go? The booking may have been deleted, the
      // client opted out or the reminder's visit cancelled or moved since the first attempt.
      if (renderedBefore && reason) {
        await update(row, { status: 'skipped', last_error: reason, sending_since: null });
        logger.info('text not sent', { id: row.id, kind: row.kind, reason });
        return 'skipped';
      }
      // Committed before the call: if this process dies during it, the next lease knows to look first.
      const stillOurs = await update(
        row,
        {
          to_number: sms.number,
          message: sms.message,
          provider: sender.name,
          sending_since: row.sending_since ?? at,
        },
        false,
      );
      if (!stillOurs) return 'retry';
      const { providerId } = await sender.send(sms);
      await markSent(row, providerId, at);
      return 'sent';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof SmsRejected) {
        await update(row, { status: 'failed', last_error: message.slice(0, 1000), sending_since: null });
        logger.error('text refused by the gateway', { id: row.id, error: message });
        return 'failed';
      }
      const finalAttempt = row.attempts >= SMS_MAX_ATTEMPTS;
      // `sending_since` stays: the gateway may have taken it before the failure, so the next attempt looks first.
      await update(row, {
        status: finalAttempt ? 'failed' : 'queued',
        last_error: message.slice(0, 1000),
        next_attempt_at: new Date(at.getTime() + smsRetryDelaySeconds(row.attempts) * 1000),
      });
      logger.error('text not sent', { id: row.id, attempt: row.attempts, finalAttempt, error: message });
      return finalAttempt ? 'failed' : 'retry';
    }
  }

  async function markSent(row: SmsOutboxRow, providerId: string, at: Date): Promise<void> {
    await update(row, {
      status: 'sent',
      sent_at: at,
      provider: sender.name,
      provider_message_id: providerId.slice(0, 100),
      sending_since: null,
      last_error: null,
    });
  }

  async function pass(): Promise<{ sent: number; failed: number }> {
    const totals = { sent: 0, failed: 0 };
    for (;;) {
      const at = now();
      const rows = await claimDue(at);
      for (const row of rows) {
        const outcome = await deliver(row, at);
        if (outcome === 'sent') totals.sent += 1;
        else if (outcome === 'failed' || outcome === 'retry') totals.failed += 1;
      }
      if (rows.length < BATCH_SIZE) return totals;
    }
  }

  return createOutboxRunner(pass, logger, 'SMS outbox');
}
