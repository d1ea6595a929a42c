import type { Knex } from 'knex';
import type { ClientScope } from './client-scope';

/**
 * What erasing one client does to each table that holds something of theirs (issue 27 item 6), one
 * eraser a table, run in this order in the approving admin's transaction. The rule for every table:
 * the person goes (name, e-mail, phone, address, notes, health and consent data, images), the money
 * stays (amounts, payments, packages, dates, references), under `anonymousName`, so the clinic's
 * accounts add up the same afterwards. A table added later that holds a client's data adds its eraser
 * here (the health form's and the consents' go in before `clients`); nothing else has to change.
 */
export interface ErasureContext {
  scope: ClientScope;
  anonymousName: string;
  now: Date;
}

export interface Eraser {
  table: string;
  erase(trx: Knex.Transaction, context: ErasureContext): Promise<unknown>;
}

const idsOf = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

/** `text` with every personal string the client gave replaced (case aside), for history lines. */
export function scrubbed(text: string, personal: string[]): string {
  let result = text;
  for (const value of personal) {
    result = result.replace(new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '[erased]');
  }
  return result;
}

/** Rewrites the given text columns of rows whose text holds something personal. */
async function scrubColumns(
  trx: Knex.Transaction,
  table: string,
  key: string,
  columns: string[],
  rows: Array<Record<string, unknown>>,
  personal: string[],
): Promise<void> {
  for (const row of rows) {
    const update: Record<string, string> = {};
    for (const column of columns) {
      const value = row[column];
      if (typeof value !== 'string') continue;
      const clean = scrubbed(value, personal);
      if (clean !== value) update[column] = clean;
    }
    if (Object.keys(update).length === 0) continue;
    await trx(table)
      .where(key, row[key] as string)
      .update(update);
  }
}

export const ERASERS: Eraser[] = [
  {
    table: 'bookings',
    erase: (trx, { scope, anonymousName, now }) =>
      trx('bookings').whereIn('id', idsOf(scope.bookings)).update({
        customer_name: anonymousName,
        email: '',
        phone: '',
        address: '',
        landmark: '',
        notes: '',
        note_admin: null,
        // The health review's reasons and the desk's note are health data; when it was reviewed stays.
        review_reasons: null,
        review_note: null,
        age: 0,
        updated_at: now,
      }),
  },
  {
    table: 'online_consultations',
    erase: (trx, { scope, anonymousName }) =>
      trx('online_consultations')
        .whereIn('id', idsOf(scope.consultations))
        .update({ customer_name: anonymousName, email: '', phone: '', notes: '', age: 0, video_link: null }),
  },
  {
    table: 'client_packages',
    erase: (trx, { scope }) =>
      trx('client_packages')
        .whereIn('id', idsOf(scope.packages))
        .update({ owner_email: '', owner_phone: '' }),
  },
  {
    // The screenshot may show the client's name and number; what it proved (reference, size, when) stays.
    table: 'payment_proofs',
    erase: (trx, { scope }) =>
      trx('payment_proofs')
        .whereIn('booking_id', idsOf(scope.bookings))
        .orWhereIn('consultation_id', idsOf(scope.consultations))
        .update({ content: null }),
  },
  {
    table: 'booking_change_requests',
    erase: (trx, { scope }) =>
      trx('booking_change_requests')
        .whereIn('booking_id', idsOf(scope.bookings))
        .update({ message: null, reply: null }),
  },
  {
    table: 'consultation_change_requests',
    erase: (trx, { scope }) =>
      trx('consultation_change_requests')
        .whereIn('consultation_id', idsOf(scope.consultations))
        .update({ message: null, reply: null }),
  },
  {
    table: 'booking_events',
    erase: async (trx, { scope }) =>
      scrubColumns(
        trx,
        'booking_events',
        'id',
        ['summary', 'actor'],
        await trx('booking_events').whereIn('booking_id', idsOf(scope.bookings)),
        scope.personal,
      ),
  },
  {
    table: 'consultation_events',
    erase: async (trx, { scope }) =>
      scrubColumns(
        trx,
        'consultation_events',
        'id',
        ['from_value', 'to_value', 'actor'],
        await trx('consultation_events').whereIn('consultation_id', idsOf(scope.consultations)),
        scope.personal,
      ),
  },
  {
    table: 'package_events',
    erase: async (trx, { scope }) =>
      scrubColumns(
        trx,
        'package_events',
        'id',
        ['summary', 'actor'],
        await trx('package_events').whereIn('package_id', idsOf(scope.packages)),
        scope.personal,
      ),
  },
  {
    // E-mails already sent keep their date and kind; their address and subject go, and any not sent is not.
    table: 'email_outbox',
    erase: async (trx, { scope }) => {
      const rows = await trx('email_outbox')
        .whereIn('booking_id', idsOf(scope.bookings))
        .orWhereIn('consultation_id', idsOf(scope.consultations))
        .orWhereIn(
          trx.raw('lower(to_address)') as unknown as string,
          scope.emails.length ? scope.emails : [''],
        )
        .select('id', 'subject', 'status');
      for (const row of rows) {
        await trx('email_outbox')
          .where({ id: row.id })
          .update({
            to_address: '',
            subject: scrubbed(row.subject, scope.personal),
            detail: null,
            ...(row.status === 'pending' ? { status: 'skipped', last_error: 'The client was erased' } : {}),
          });
      }
    },
  },
  {
    // Texts keep their kind, status and dates; the number and the words go, and any not yet sent is not.
    table: 'sms_outbox',
    erase: (trx, { scope }) =>
      trx('sms_outbox')
        .whereIn('booking_id', idsOf(scope.bookings))
        .update({
          to_number: null,
          message: null,
          status: trx.raw("case when status in ('queued', 'held') then 'skipped' else status end"),
          last_error: trx.raw(
            "case when status in ('queued', 'held') then 'The client was erased' else last_error end",
          ),
        }),
  },
  {
    // A stored answer to a retried write repeats the booking as it was, contact and all.
    table: 'idempotency_keys',
    erase: (trx, { scope }) => {
      const needles = [...idsOf(scope.bookings), ...idsOf(scope.consultations), ...scope.emails];
      if (needles.length === 0) return Promise.resolve();
      return trx('idempotency_keys')
        .where((query) => {
          for (const needle of needles) {
            query.orWhereRaw('position(? in lower(response_body::text)) > 0', [needle.toLowerCase()]);
          }
        })
        .delete();
    },
  },
  {
    table: 'public_writes',
    erase: (trx, { scope }) => {
      if (scope.emails.length === 0) return Promise.resolve();
      return trx('public_writes')
        .where((query) => {
          for (const email of scope.emails) query.orWhereRaw('position(? in lower(subject)) > 0', [email]);
        })
        .delete();
    },
  },
  {
    // The health form (issue 27 item 2), sealed answers and all.
    table: 'client_intake',
    erase: (trx, { scope }) => trx('client_intake').whereIn('client_id', scope.recordIds).delete(),
  },
  {
    // Consents (item 4): the typed name and the drawn signature go; what was signed, which version
    // and when stay, so the clinic can still show a treatment was consented to. The one change the
    // database lets through on this table (migration 20261129500100).
    table: 'client_consents',
    erase: (trx, { scope, now }) =>
      trx('client_consents')
        .whereIn('client_id', scope.recordIds)
        .whereNull('erased_at')
        .update({ signed_name: '', signature: null, erased_at: now }),
  },
  {
    table: 'client_keys',
    erase: (trx, { scope }) => trx('client_keys').whereIn('client_id', scope.recordIds).delete(),
  },
  {
    table: 'clients',
    erase: (trx, { scope, anonymousName, now }) =>
      trx('clients')
        .whereIn('id', scope.recordIds)
        .update({ name: anonymousName, email: '', phone: '', updated_at: now }),
  },
];
