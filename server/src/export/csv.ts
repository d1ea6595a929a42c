/** RFC 4180 text for spreadsheets, safe to open in Excel. */

/** A cell starting with one of these is read as a formula by spreadsheet programs. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would turn into a number: digits with at most the marks a number is written with. */
const NUMBER_LIKE = /^[\d\s+\-.()]*\d[\d\s+\-.()]*$/;

/** A cell we write as a formula ourselves (see `keepAsText`); never built from free text. */
export interface CsvFormula {
  formula: string;
}

export type CsvValue = string | number | null | undefined | CsvFormula;

/**
 * A value that must stay text although it looks like a number (a phone's leading zero, a 13-digit
 * GCash reference that would become 1.23E+12): written as the formula `="09171234567"`, which Excel,
 * LibreOffice and Google Sheets show as that very text. Only digits and number marks ever go inside
 * it, so it can run nothing; any other value stays an ordinary (guarded) cell.
 */
export function keepAsText(value: string | null | undefined): CsvValue {
  return value && NUMBER_LIKE.test(value) ? { formula: `="${value}"` } : value;
}

/** One cell: text that could start a formula gets a leading apostrophe; quotes, commas and newlines are quoted. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return `"${value.formula.replace(/"/g, '""')}"`;
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvRow(cells: CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Excel reads a file as UTF-8 (Las Piñas, ₱) only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';
