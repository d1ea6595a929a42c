import type { Knex } from 'knex';
import type { CatalogueBranch } from '../../../domain/catalogue/catalogue-shapes';
import { manilaDate } from '../../../domain/manila-date';
import type { BranchPatch } from '../../../domain/schemas/catalogue';
import { type BranchRow, branchOfRow, branchWrite } from '../catalogue/catalogue-rows';
import { notFound } from '../errors';
import { bumpCatalogueVersion, recordCatalogueChange } from './catalogue-edit';
import { definedOnly } from './update-catalogue-service';

async function closedDatesOf(trx: Knex, place: string, today: string) {
  const rows: Array<{ closed_date: string; reason: string }> = await trx('closed_dates')
    .select('closed_date', 'reason')
    .where({ place })
    .andWhere('closed_date', '>=', today)
    .orderBy('closed_date');
  return rows.map((row) => ({ date: row.closed_date, reason: row.reason }));
}

/**
 * An admin's change to a place: names, address, map link, hours per weekday (only the days sent)
 * and its closed dates from today on (replaced when sent; past ones are history). Closed dates live
 * in `closed_dates`, which the capacity check reads, so a closed day refuses bookings at once.
 */
export async function updateBranch(
  db: Knex,
  id: string,
  patch: BranchPatch,
  actor: string,
  now = new Date(),
): Promise<CatalogueBranch> {
  const today = manilaDate(now);
  return db.transaction(async (trx) => {
    const version = await bumpCatalogueVersion(trx);
    const row = await trx('branches').where({ id }).forUpdate().first<BranchRow | undefined>();
    if (!row) throw notFound('No such branch');
    const before = branchOfRow(row, await closedDatesOf(trx, id, today));
    const { hours, closedDates, ...fields } = patch;
    const after: CatalogueBranch = {
      ...before,
      ...definedOnly(fields),
      hours: { ...before.hours, ...definedOnly(hours ?? {}) },
    };
    await trx('branches')
      .where({ id })
      .update({ ...branchWrite(after), updated_at: trx.fn.now(), updated_by: actor });
    if (closedDates) {
      await trx('closed_dates').where({ place: id }).andWhere('closed_date', '>=', today).delete();
      const unique = new Map(closedDates.map((closed) => [closed.date, closed]));
      if (unique.size > 0) {
        await trx('closed_dates').insert(
          [...unique.values()].map((closed) => ({
            place: id,
            closed_date: closed.date,
            reason: closed.reason,
          })),
        );
      }
    }
    after.closedDates = await closedDatesOf(trx, id, today);
    await recordCatalogueChange(trx, { version, entity: 'branch', entityId: id, actor, before, after });
    return after;
  });
}
