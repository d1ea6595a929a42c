import type { Knex } from 'knex';

/** What someone types is matched literally: %, _ and \ lose their LIKE meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * A searched column by name (matched with ILIKE); a stored folded copy of one (`folded`: lower case,
 * no accents, through the database's `tbl_fold`), matched with LIKE against the text folded the same
 * way; or a stored copy of a phone's last 10 digits (`digits`), matched against the digits typed.
 */
export type SearchedColumn = string | { folded: string } | { digits: string };

/** Only the characters a phone number is written with, and at least four digits. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * The digits to look for in stored phones (their last 10 digits), whatever form the phone was typed
 * in: `0917 555 0101`, `+63 917 555 0101` and `639175550101` all give `9175550101`. Undefined when
 * the text is not a phone (or too short a part of one to be worth a search).
 */
export function phoneSearchDigits(text: string): string | undefined {
  const trimmed = text.trim();
  if (!PHONE_LIKE.test(trimmed)) return undefined;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length < 4) return undefined;
  if (trimmed.startsWith('+63') || (digits.startsWith('63') && digits.length >= 12)) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 3 ? digits.slice(-10) : undefined;
}

/** Case- and accent-insensitive "contains" over any of the columns (trigram-indexed where pg_trgm exists). */
export function whereContains(builder: Knex.QueryBuilder, columns: readonly SearchedColumn[], text: string) {
  const pattern = `%${escapeLike(text)}%`;
  const digits = phoneSearchDigits(text);
  return builder.where((inner) => {
    for (const column of columns) {
      if (typeof column === 'string') inner.orWhereILike(column, pattern);
      else if ('folded' in column) inner.orWhereRaw('?? like tbl_fold(?)', [column.folded, pattern]);
      else if (digits) inner.orWhere(column.digits, 'like', `%${digits}%`);
    }
  });
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
