import type { Knex } from 'knex';
import type { BookingRow, ClientPackageRow, ConsultationRow } from '../db/rows';
import type { ClientRow } from '../queries/clients';

/**
 * Everything that is one client's (issue 27 item 6): the record, the records merged into it, and
 * every booking (deleted ones too), consultation and package that belongs to it, by its id or, for a
 * row written before it had one, by one of its e-mails. The export reads it; erasure erases it.
 */
export interface ClientScope {
  client: ClientRow;
  /** The client and every record merged into it (they still hold the name and contact they had). */
  recordIds: string[];
  emails: string[];
  phones: string[];
  bookings: BookingRow[];
  consultations: ConsultationRow[];
  packages: ClientPackageRow[];
  /** Every name, e-mail, phone, address and landmark the client gave, to scrub from free text. */
  personal: string[];
}

/** The live client an e-mail (trimmed, case-folded) belongs to, or undefined. */
export async function clientIdOfEmail(db: Knex, email: string): Promise<string | undefined> {
  const row = await db('client_keys as k')
    .join('clients as c', 'c.id', 'k.client_id')
    .where({ 'k.kind': 'email', 'k.value': email.trim().toLowerCase() })
    .first<{ id: string; merged_into: string | null } | undefined>('c.id', 'c.merged_into');
  return row ? (row.merged_into ?? row.id) : undefined;
}

export async function clientScope(db: Knex, clientId: string): Promise<ClientScope | undefined> {
  const client = await db<ClientRow>('clients')
    .where({ id: clientId })
    .first('id', 'name', 'email', 'phone', 'created_at', 'merged_into');
  if (!client) return undefined;
  const records = await db<ClientRow>('clients')
    .where({ id: clientId })
    .orWhere({ merged_into: clientId })
    .select('id', 'name', 'email', 'phone');
  const recordIds = records.map((row) => row.id);
  const keys = await db<{ kind: string; value: string }>('client_keys')
    .whereIn('client_id', recordIds)
    .orderBy(['kind', 'created_at', 'value'])
    .select('kind', 'value');
  const emails = keys.filter((key) => key.kind === 'email').map((key) => key.value);
  const phones = keys.filter((key) => key.kind === 'phone').map((key) => key.value);
  const ours = (table: string, emailColumn: string) => (query: Knex.QueryBuilder) =>
    query.whereIn(`${table}.client_id`, recordIds).orWhere((unattached) => {
      unattached
        .whereNull(`${table}.client_id`)
        .whereIn(
          db.raw(`lower(trim(${table}.${emailColumn}))`) as unknown as string,
          emails.length ? emails : [''],
        );
    });
  const [bookings, consultations, packages] = await Promise.all([
    db<BookingRow>('bookings')
      .where(ours('bookings', 'email'))
      .orderBy([
        { column: 'service_date', order: 'desc' },
        { column: 'service_time', order: 'desc' },
      ]),
    db<ConsultationRow>('online_consultations')
      .where(ours('online_consultations', 'email'))
      .orderBy([
        { column: 'consultation_date', order: 'desc' },
        { column: 'consultation_time', order: 'desc' },
      ]),
    db<ClientPackageRow>('client_packages')
      .where(ours('client_packages', 'owner_email'))
      .orderBy('created_at', 'desc'),
  ]);
  const personal = [
    ...records.flatMap((row) => [row.name, row.email, row.phone]),
    ...emails,
    ...phones,
    ...bookings.flatMap((row) => [row.customer_name, row.email, row.phone, row.address, row.landmark]),
    ...consultations.flatMap((row) => [row.customer_name, row.email, row.phone]),
    ...packages.flatMap((row) => [row.owner_email, row.owner_phone]),
  ];
  return {
    client,
    recordIds,
    emails,
    phones,
    bookings,
    consultations,
    packages,
    // Longest first, so a name is not half-scrubbed by a shorter string inside it.
    personal: [...new Set(personal.map((value) => value.trim()).filter((value) => value.length >= 3))].sort(
      (a, b) => b.length - a.length,
    ),
  };
}
