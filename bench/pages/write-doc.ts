import fs from 'node:fs';

const START = '<!-- pages-bench:start (written by `tsx bench/pages.ts`; edit outside these markers) -->';
const END = '<!-- pages-bench:end -->';

/**
 * Puts the page figures into the document between our markers, leaving every other line (the API
 * section and the hand-written parts of ours) as it is. Without the markers, appends them.
 */
export function writeFiguresInto(file: string, figures: string): void {
  const block = `${START}\n${figures}\n${END}`;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${text.slice(0, start)}${block}${text.slice(end + END.length)}`
      : `${text.trimEnd()}${text ? '\n\n' : ''}## Pages: latest figures\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
