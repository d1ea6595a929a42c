import type { Knex } from 'knex';
import { EVENT_ACTORS } from '../../../domain/manage-booking';
import type { CurrentCatalogue } from '../catalogue/current-catalogue';
import type { Config } from '../config';
import type { OutboxRow } from '../db/rows';
import { recordEvent, summaries } from '../events/booking-events';
import type { Logger } from '../logger';
import { createOutboxRunner, type OutboxRunner } from '../outbox-runner';
import { renderOutboxRow } from './render-outbox';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 10;
/** How long a claimed e-mail stays with one worker before another may take it (a crash mid-send). */
const LEASE_SECONDS = 120;

/** 30 s, 1 min, 2 min ... capped at an hour, for the attempt that just failed (1-based). */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

/**
 * The Message-ID is fixed by the outbox row, not made afresh per attempt. A crash after the mail
 * server accepted a message but before the row was marked sent makes the next attempt send it again
 * (SMTP gives no way to ask "did you get this?"); with the same Message-ID the two are one message,
 * which mail clients and mailbox providers collapse, so the customer sees one confirmation.
 */
export function outboxMessageId(rowId: string | number, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'tbl-clinic.ph';
  return `<outbox-${rowId}@${domain}>`;
}

export type OutboxWorker = OutboxRunner;

interface WorkerDeps {
  db: Knex;
  config: Pick<Config, 'mailFrom' | 'publicUrl'>;
  logger: Logger;
  transport: MailTransport;
  /** Signs the manage links in the e-mails (secrets.manageLinkSecret). */
  manageKey: string;
  /** The catalogue whose current version names the clinics in the e-mails (not the compiled one). */
  catalogue: Pick<CurrentCatalogue, 'rules'>;
}

/**
 * Claims due rows in one statement (FOR UPDATE SKIP LOCKED, so several instances share the work),
 * then sends outside any transaction so a slow mail server never holds the database.
 */
async function claimDue(db: Knex): Promise<OutboxRow[]> {
  const result = await db.raw<{ rows: OutboxRow[] }>(
    `update email_outbox
        set locked_until = now() + make_interval(secs => :lease), attempts = attempts + 1
      where id in (
        select id from email_outbox
         where status = 'pending' and next_attempt_at <= now()
           and (locked_until is null or locked_until < now())
         order by next_attempt_at
         limit :batch
         for update skip locked)
      returning *`,
    { lease: LEASE_SECONDS, batch: BATCH_SIZE },
  );
  return result.rows;
}

/** Marks the row sent; a reminder also goes into its booking's history, in the same transaction. */
async function markSent(db: Knex, row: OutboxRow, messageId: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('email_outbox').where({ id: row.id }).update({
      status: 'sent',
      sent_at: trx.fn.now(),
      message_id: messageId,
      locked_until: null,
      last_error: null,
    });
    if (row.kind === 'booking-reminder' && row.booking_id) {
      await recordEvent(trx, row.booking_id, 'reminder_sent', EVENT_ACTORS.system, summaries.reminderSent);
    }
  });
}

export function createOutboxWorker({
  db,
  config,
  logger,
  transport,
  manageKey,
  catalogue,
}: WorkerDeps): OutboxWorker {
  /** Sends one row: true when sent, false when it failed, undefined when it was no longer needed. */
  async function deliver(row: OutboxRow): Promise<boolean | undefined> {
    try {
      const rules = await catalogue.rules();
      const email = await renderOutboxRow(db, row, { siteUrl: config.publicUrl, manageKey, rules });
      if (email === 'skip') {
        await db('email_outbox').where({ id: row.id }).update({ status: 'skipped', locked_until: null });
        return undefined;
      }
      const { messageId } = await transport.send({
        messageId: outboxMessageId(row.id, config.mailFrom),
        from: config.mailFrom,
        to: row.to_address,
        ...(row.bcc_address ? { bcc: row.bcc_address } : {}),
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.ics
          ? { icalEvent: { method: 'PUBLISH', filename: 'appointment.ics', content: email.ics } }
          : {}),
      });
      await markSent(db, row, messageId);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const finalAttempt = row.attempts >= MAX_ATTEMPTS;
      await db('email_outbox')
        .where({ id: row.id })
        .update({
          status: finalAttempt ? 'failed' : 'pending',
          locked_until: null,
          last_error: message.slice(0, 1000),
          next_attempt_at: db.raw('now() + make_interval(secs => ?)', [retryDelaySeconds(row.attempts)]),
        });
      logger.error('e-mail not sent', { id: row.id, attempt: row.attempts, finalAttempt, error: message });
      return false;
    }
  }

  async function pass(): Promise<{ sent: number; failed: number }> {
    const totals = { sent: 0, failed: 0 };
    for (;;) {
      const rows = await claimDue(db);
      for (const row of rows) {
        const outcome = await deliver(row);
        if (outcome === true) totals.sent += 1;
        else if (outcome === false) totals.failed += 1;
      }
      if (rows.length < BATCH_SIZE) return totals;
    }
  }

  return createOutboxRunner(pass, logger, 'e-mail outbox');
}
