/** RFC 4180 text for spreadsheets, safe to open in Excel. */

/** A cell starting with one of these is read as a formula by spreadsheet programs. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that could start a formula gets a leading apostrophe; quotes, commas and newlines are quoted. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvRow(cells: Array<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Excel reads a file as UTF-8 (Las Piñas, ₱) only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';
