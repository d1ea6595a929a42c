import type { Knex } from 'knex';
import { toIso } from '../db/rows';
import type { CapacitySettings } from './capacity-settings';

export interface CapacityChange {
  changedAt: string;
  changedBy: string;
  before: CapacitySettings;
  after: CapacitySettings;
}

const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as CapacitySettings;

/** The latest changes of capacity and closed dates, newest first. */
export async function capacityHistory(db: Knex, limit = 20): Promise<CapacityChange[]> {
  const rows: Array<{ changed_at: Date | string; changed_by: string; before: unknown; after: unknown }> =
    await db('capacity_settings_history')
      .select('changed_at', 'changed_by', 'before', 'after')
      .orderBy('id', 'desc')
      .limit(limit);
  return rows.map((row) => ({
    changedAt: toIso(row.changed_at),
    changedBy: row.changed_by,
    before: parse(row.before),
    after: parse(row.after),
  }));
}
