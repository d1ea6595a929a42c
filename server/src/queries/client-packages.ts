import type { Knex } from 'knex';
import { emailKey, phoneKey } from '../../../domain/packages';
import type { ClientPackageRow, PackageEventRow } from '../db/rows';

/**
 * A client's packages: those owned by their e-mail, and those owned by their phone alone (opened by
 * a booking without an e-mail). Newest first.
 */
export async function packagesOfClient(
  db: Knex,
  client: { email: string; phone: string },
): Promise<ClientPackageRow[]> {
  const email = emailKey(client.email);
  const phone = phoneKey(client.phone);
  if (!email && !phone) return [];
  return db<ClientPackageRow>('client_packages')
    .where((where) => {
      if (email) where.orWhere({ owner_email: email });
      if (phone) where.orWhere({ owner_email: '', owner_phone: phone });
    })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'asc' },
    ]);
}

export async function findPackage(db: Knex, id: string): Promise<ClientPackageRow | undefined> {
  return db<ClientPackageRow>('client_packages').where({ id }).first();
}

export async function packageHistory(db: Knex, id: string): Promise<PackageEventRow[]> {
  return db<PackageEventRow>('package_events')
    .where({ package_id: id })
    .orderBy([
      { column: 'at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}
