import type { Knex } from 'knex';

/**
 * A select's rows as one JSON column of another select, in the select's own order (its `order by`
 * feeds the aggregate), `[]` when it has none: several reads of one page go as one statement
 * (issue 30 item 3, the client page). The rows come back as JSON, so a timestamp is text and a
 * numeric a number: the presenters take both (`toIso`, `Number`).
 */
export function rowsAsJson(db: Knex, query: Knex.QueryBuilder, as: string): Knex.Raw {
  return db.raw(`(select coalesce(json_agg(q), '[]'::json) from ? q) as ??`, [query, as]);
}

/** The select's first row as one JSON column, or null. */
export function rowAsJson(db: Knex, query: Knex.QueryBuilder, as: string): Knex.Raw {
  return db.raw('(select row_to_json(q) from ? q) as ??', [query.limit(1), as]);
}
