import type { Knex } from 'knex';

/** What someone types is matched literally: %, _ and \ lose their LIKE meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * A searched column by name (matched with ILIKE), or a stored lower-case copy of one (`folded`),
 * matched with LIKE against the text folded the same way by the database: the same rows, without
 * folding every candidate's case again on each search.
 */
export type SearchedColumn = string | { folded: string };

/** Case-insensitive "contains" over any of the columns (trigram-indexed where pg_trgm exists). */
export function whereContains(builder: Knex.QueryBuilder, columns: readonly SearchedColumn[], text: string) {
  const pattern = `%${escapeLike(text)}%`;
  return builder.where((inner) => {
    for (const column of columns) {
      if (typeof column === 'string') inner.orWhereILike(column, pattern);
      else inner.orWhereRaw('?? like lower(?)', [column.folded, pattern]);
    }
  });
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
