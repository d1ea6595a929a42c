import type { Knex } from 'knex';
import { manilaDate } from '../../../domain/manila-date';
import type { CapacitySettingsInput } from '../../../domain/schemas/availability';
import { type CapacitySettings, readCapacitySettings } from '../queries/capacity-settings';
import { bumpCatalogueVersion } from './catalogue-edit';

/**
 * Replaces the closed dates from today on, and records who changed what (the settings before and
 * after) in the history, in one transaction. Past closed dates stay as they were: they are history,
 * not settings. The per-place capacity numbers are no longer written (issue 26: resources decide;
 * `place_capacity` keeps its last values, read by nothing a client books: see docs/RESOURCES.md).
 */
export async function saveCapacitySettings(
  db: Knex,
  input: Pick<CapacitySettingsInput, 'closedDates'>,
  actor: string,
  now = new Date(),
): Promise<CapacitySettings> {
  const today = manilaDate(now);
  return db.transaction(async (trx) => {
    // One admin's save at a time, so the history's "before" is what the save really replaced.
    await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', ['capacity-settings']);
    // Closed dates are part of the catalogue's places (`closedDates`): every instance re-reads them.
    await bumpCatalogueVersion(trx);
    const before = await readCapacitySettings(trx, today);
    await trx('closed_dates').where('closed_date', '>=', today).delete();
    const unique = new Map(input.closedDates.map((closed) => [`${closed.branch} ${closed.date}`, closed]));
    if (unique.size > 0) {
      await trx('closed_dates').insert(
        [...unique.values()].map((closed) => ({
          place: closed.branch,
          closed_date: closed.date,
          reason: closed.reason,
        })),
      );
    }
    const after = await readCapacitySettings(trx, today);
    await trx('capacity_settings_history').insert({
      changed_by: actor,
      before: JSON.stringify(before),
      after: JSON.stringify(after),
    });
    return after;
  });
}
