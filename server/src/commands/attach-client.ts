import type { Knex } from 'knex';

/**
 * The client a new booking or consultation belongs to, found or created in the statement that writes
 * it (the database's `attach_client`, migration 20261127100200: e-mail first, then phone; race-safe).
 * It reads the write's own `:customerName`, `:email` and `:phone` bindings; the row's select runs it
 * only once the capacity check has passed.
 */
export const ATTACH_CLIENT_SQL = 'attach_client(:customerName, :email, :phone)';

/** The same, for a write of its own inside a transaction (a package given to another person). */
export async function attachClient(
  trx: Knex,
  person: { name: string; email: string; phone: string },
): Promise<string> {
  const { rows } = await trx.raw<{ rows: Array<{ id: string }> }>('select attach_client(?, ?, ?) as id', [
    person.name,
    person.email,
    person.phone,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error('attach_client answered no client');
  return id;
}
