import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, keepAsText } from './csv';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks the RFC 4180 way', () => {
    expect(csvCell('Las Piñas')).toBe('Las Piñas');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1999)).toBe('1999');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1`).replace(/"/g, '')).toMatch(/^'/);
    expect(csvRow(['a', 2, '=1+1'])).toBe("a,2,'=1+1\r\n");
  });
});

describe('values a spreadsheet would turn into numbers (issue 24, item 15)', () => {
  it('keeps a phone’s leading zero and a long GCash reference as text', () => {
    expect(csvRow([keepAsText('09171234567')])).toBe('"=""09171234567"""\r\n');
    expect(csvRow([keepAsText('1234567890123')])).toBe('"=""1234567890123"""\r\n');
    expect(csvRow([keepAsText('0281234567'), keepAsText('+63 917 123 4567')])).toBe(
      '"=""0281234567""","=""+63 917 123 4567"""\r\n',
    );
  });

  it('leaves other text alone, still guarded, and nothing for nothing', () => {
    expect(csvRow([keepAsText('GC-REF ABC'), keepAsText('=1+1'), keepAsText(''), keepAsText(null)])).toBe(
      "GC-REF ABC,'=1+1,,\r\n",
    );
  });
});
