import type { Knex } from 'knex';

/** What someone types is matched literally: %, _ and \ lose their LIKE meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Case-insensitive "contains" over any of the columns (trigram-indexed where pg_trgm exists). */
export function whereContains(builder: Knex.QueryBuilder, columns: readonly string[], text: string) {
  const pattern = `%${escapeLike(text)}%`;
  return builder.where((inner) => {
    for (const column of columns) inner.orWhereILike(column, pattern);
  });
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
