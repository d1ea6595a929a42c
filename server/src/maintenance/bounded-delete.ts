import type { Knex } from 'knex';

/** What one prune deletes: rows of `table` matching `where` (SQL with `?` bindings). */
export interface PruneRule {
  name: string;
  table: string;
  where: string;
  bindings?: readonly Knex.Value[];
}

export interface BatchLimits {
  /** Rows deleted by one statement: a short transaction that holds few locks, whatever the backlog. */
  batchSize: number;
  /** Statements one run may take per rule; what is left waits for the next run. */
  maxBatches: number;
}

export interface PruneResult {
  deleted: number;
  /** The run stopped at `maxBatches` with rows still matching. */
  more: boolean;
}

/**
 * Deletes what `rule` matches in statements of at most `batchSize` rows each (picked by `ctid`, so
 * every table works whatever its key), until none is left or `maxBatches` statements ran. Each
 * statement commits on its own, so a backlog of millions never becomes one long lock or one huge
 * transaction, and a crash loses nothing but the batch under way.
 */
export async function deleteInBatches(db: Knex, rule: PruneRule, limits: BatchLimits): Promise<PruneResult> {
  let deleted = 0;
  for (let batch = 0; batch < limits.maxBatches; batch += 1) {
    const { rows } = await db.raw<{ rows: Array<{ n: number | string }> }>(
      `with gone as (
         delete from ${rule.table}
          where ctid = any(array(select ctid from ${rule.table} where ${rule.where} limit ?))
         returning 1)
       select count(*)::int as n from gone`,
      [...(rule.bindings ?? []), limits.batchSize],
    );
    const count = Number(rows[0]?.n ?? 0);
    deleted += count;
    if (count < limits.batchSize) return { deleted, more: false };
  }
  return { deleted, more: true };
}
