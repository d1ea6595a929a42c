import type { Knex } from 'knex';

/** What someone types is matched literally: %, _ and \ lose their LIKE meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * A searched column by name (matched with ILIKE); a stored folded copy of one (`folded`: lower case,
 * no accents, through the database's `tbl_fold`), matched with LIKE against the text folded the same
 * way; a stored lower-cased e-mail (`email`), matched like a folded column but through its local
 * part's index when the text has an `@`; or a stored copy of a phone's last 10 digits (`digits`),
 * matched against the digits typed.
 */
export type SearchedColumn = string | { folded: string } | { email: string } | { digits: string };

/** A phone's stored digits are at most this long (its last 10): a search this long is the whole. */
export const PHONE_DIGITS_KEPT = 10;

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

const ONLY_ASCII = /^[\x20-\x7e]*$/;

/**
 * For text with one `@` after something: the start of the LIKE pattern its e-mails' local parts,
 * reversed, begin with. An e-mail has one `@`, so text holding an `@` can only occur in it across
 * that `@`: what comes before is the end of the local part (`ramon@`, `na.pena@example.com`). The
 * local part reversed then starts with it, which a btree finds at once; a trigram index would have
 * to walk the posting lists of trigrams every address shares (`@gm`, `ail`, `.co`, `com`).
 */
export function emailLocalEndPattern(text: string): string | undefined {
  // Folding beyond ASCII case (accents, ligatures) is the database's `tbl_fold`: such text keeps
  // the trigram search, so `josé@` still finds jose@ as before.
  if (!ONLY_ASCII.test(text)) return undefined;
  const parts = text.toLowerCase().split('@');
  if (parts.length !== 2 || !parts[0]) return undefined;
  return `${escapeLike([...parts[0]].reverse().join(''))}%`;
}

/** The expression the e-mail local-part index holds (see migration 20261125010000). */
export const reversedLocalPart = (column: string) => `reverse(split_part(${column}, '@', 1))`;

/**
 * Case- and accent-insensitive "contains" over any of the columns (trigram-indexed where pg_trgm
 * exists). A whole phone (10 digits) is an equality on the stored digits, and an e-mail typed with
 * its `@` goes through the reversed local part first, both btree lookups: the same rows, without
 * the trigram walk.
 */
export function whereContains(
  builder: Knex.QueryBuilder,
  columns: readonly SearchedColumn[],
  text: string,
  { walk = false }: { walk?: boolean } = {},
) {
  const pattern = `%${escapeLike(text)}%`;
  const digits = phoneSearchDigits(text);
  const localEnd = emailLocalEndPattern(text);
  // `walk`: each column as `(column || '')`, which no index holds, for a read that must walk another
  // index in its order and test each row (booking-pages.ts, a broad search's page): the planner then
  // has no trigram plan to choose, whatever its statistics guess.
  const ref = walk ? "(?? || '')" : '??';
  return builder.where((inner) => {
    for (const column of columns) {
      if (typeof column === 'string') inner.orWhereRaw(`${ref} ilike ?`, [column, pattern]);
      else if ('folded' in column) inner.orWhereRaw(`${ref} like tbl_fold(?)`, [column.folded, pattern]);
      else if ('email' in column) {
        if (!localEnd) inner.orWhereRaw(`${ref} like tbl_fold(?)`, [column.email, pattern]);
        else {
          inner.orWhereRaw(`(${reversedLocalPart(ref)} like ? and ${ref} like tbl_fold(?))`, [
            column.email,
            localEnd,
            column.email,
            pattern,
          ]);
        }
      } else if (digits?.length === PHONE_DIGITS_KEPT)
        inner.orWhereRaw(`${ref} = ?`, [column.digits, digits]);
      else if (digits) inner.orWhereRaw(`${ref} like ?`, [column.digits, `%${digits}%`]);
    }
  });
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
