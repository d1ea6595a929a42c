import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * React escapes what it renders; only these escape hatches would let a customer's name or note run
 * as markup in a staff member's browser. The app must use none of them.
 */
const APP_SOURCE = path.resolve(import.meta.dirname, '../../../app/src');
const RAW_HTML =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

describe('the app source', () => {
  it('never renders raw HTML', () => {
    const files = sourceFiles(APP_SOURCE);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) => RAW_HTML.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(APP_SOURCE, file))).toEqual([]);
  });
});
