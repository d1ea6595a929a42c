/** The period and the branches a report reads: `branches` null means every branch. */
export interface ReportScope {
  from: string;
  to: string;
  branches: string[] | null;
}

/**
 * `and <column> = any(...)` when the scope names branches, nothing when it reads all. The ids go as
 * one comma-joined text (knex would spread an array binding into a list of parameters).
 */
export function branchClause(column: string, scope: ReportScope): string {
  return scope.branches ? ` and ${column} = any(string_to_array(:branches, ','))` : '';
}

/** The named bindings every report's SQL reads. */
export function scopeBindings(scope: ReportScope): Record<string, unknown> {
  return scope.branches
    ? { from: scope.from, to: scope.to, branches: scope.branches.join(',') }
    : { from: scope.from, to: scope.to };
}
