import fs from 'node:fs';

/**
 * Puts a bench's figures into the document between its markers (`<!-- <name>:start ... -->` and
 * `<!-- <name>:end -->`), leaving every other line (the other benches' sections and the hand-written
 * parts) as it is. Without the markers, appends them under `heading`.
 */
export function writeFiguresInto(
  file: string,
  figures: string,
  name = 'pages-bench',
  heading = 'Pages: latest figures',
  writer = 'tsx bench/pages.ts',
): void {
  const START = `<!-- ${name}:start (written by \`${writer}\`; edit outside these markers) -->`;
  const END = `<!-- ${name}:end -->`;
  const block = `${START}\n${figures}\n${END}`;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${text.slice(0, start)}${block}${text.slice(end + END.length)}`
      : `${text.trimEnd()}${text ? '\n\n' : ''}## ${heading}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
