import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the built app is missing or older than any source it is made from. */
export function buildIsStale() {
  const index = path.join(ROOT, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  const builtAt = fs.statSync(index).mtimeMs;
  // scripts/vite holds the build's own plugins (the prerender among them).
  const sources = ['app', 'domain', 'scripts/vite'].map((dir) => newestMtime(path.join(ROOT, dir)));
  const configs = ['vite.config.ts', 'package.json'].map(
    (file) => fs.statSync(path.join(ROOT, file)).mtimeMs,
  );
  return Math.max(...sources, ...configs) > builtAt;
}

export async function buildApp({ force = false } = {}) {
  if (!force && !buildIsStale()) return 0;
  console.log('Building the app...');
  return run(BIN('vite'), ['build', '--logLevel', 'warn']);
}
