import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface CompiledServer {
  /** The folder holding `main.js`, `migrate.js`, `user.js` and `migrations/`. */
  dir: string;
  /** Node arguments that start the compiled server, for `startChildServer`. */
  nodeArgs: string[];
  remove(): void;
}

/**
 * The server compiled as production runs it (`scripts/server-build.mjs`), into a folder of its own
 * under `.tmp/`, so tests running at once never rebuild `build/server/` under each other.
 */
export async function compileServer(): Promise<CompiledServer> {
  const dir = path.join(ROOT, '.tmp', `server-build-${crypto.randomBytes(4).toString('hex')}`);
  const child = spawn(process.execPath, ['scripts/server-build.mjs', dir], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`scripts/server-build.mjs failed (${code}): ${errors}`);
  return {
    dir,
    nodeArgs: ['--enable-source-maps', path.join(dir, 'main.js')],
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
