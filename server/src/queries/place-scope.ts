import type { Knex } from 'knex';

/**
 * Which places a list reads: one (the filter picked), some (a staff member limited to branches,
 * auth/branch-scope.ts), or all (undefined).
 */
export type PlaceScope = string | readonly string[] | undefined;

/** The places of a scope: one chosen place, the staff member's branches, or undefined for all. */
export function scopeOf(chosen: string | undefined, branches: readonly string[] | null): PlaceScope {
  return chosen ?? branches ?? undefined;
}

/** `where column = place` or `where column in (...)`; nothing for all places. */
export function wherePlace<T extends Knex.QueryBuilder>(query: T, column: string, scope: PlaceScope): T {
  if (typeof scope === 'string') query.where(column, scope);
  else if (scope) query.whereIn(column, [...scope]);
  return query;
}
