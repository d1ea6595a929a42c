import type { CatalogueHistoryEntry } from './catalogue-api';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields one edit changed, in the order the record lists them; none for a creation. */
export function fieldChanges(entry: Pick<CatalogueHistoryEntry, 'before' | 'after'>): FieldChange[] {
  if (!isRecord(entry.before) || !isRecord(entry.after)) return [];
  const before = entry.before;
  const after = entry.after;
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** What a line of history says the edit did: "added", "retired", "changed". */
export function actionOf(entry: Pick<CatalogueHistoryEntry, 'before' | 'after'>): string {
  if (!isRecord(entry.before)) return 'added';
  if (isRecord(entry.after) && entry.before.active === true && entry.after.active === false) return 'retired';
  if (isRecord(entry.after) && entry.before.active === false && entry.after.active === true)
    return 'brought back';
  return 'changed';
}

/** A value as a line of history shows it: short, and never "[object Object]". */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(none)';
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 77)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean')
    return value === true ? 'yes' : value === false ? 'no' : String(value);
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  return 'changed';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
