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
  if (!fs.existsSync(dir)) return newest;
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

/**
 * True when the compiled server is missing or older than any source it is made from. Where the
 * sources are absent (the production image carries only the build) a present build is current.
 */
export function serverBuildIsStale() {
  const main = path.join(ROOT, 'build', 'server', 'main.js');
  if (!fs.existsSync(main)) return true;
  if (!fs.existsSync(path.join(ROOT, 'server', 'src'))) return false;
  const builtAt = fs.statSync(main).mtimeMs;
  const sources = ['server/src', 'domain', 'migrations'].map((dir) => newestMtime(path.join(ROOT, dir)));
  const files = ['scripts/server-build.mjs', 'package.json', 'tsconfig.json']
    .map((file) => path.join(ROOT, file))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.statSync(file).mtimeMs);
  return Math.max(0, ...sources, ...files) > builtAt;
}

/** Compiles the server (`scripts/server-build.mjs`) when its sources changed; resolves with 0 or 1. */
export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return 0;
  console.log('Compiling the server...');
  try {
    const { buildServer } = await import('./server-build.mjs');
    await buildServer();
    return 0;
  } catch (error) {
    console.error('The server could not be compiled:', error);
    return 1;
  }
}

/** `node build/server/<entry>.js` with this process's arguments and output; exits with its code. */
export function runCompiled(entry, args = process.argv.slice(2)) {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(ROOT, 'build', 'server', `${entry}.js`), ...args],
    { cwd: process.cwd(), stdio: 'inherit' },
  );
  // Ctrl-C reaches the child from the terminal too; this process just waits for it to finish cleanly.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  return child;
}

/**
 * The process holding the embedded database's `DATA_DIR` (see server/src/db/data-dir-lock.ts), or
 * undefined. `npm start` and the CLIs ask before building anything, so a second `npm start` beside
 * a running server neither rebuilds the files that server serves nor recompiles the code it runs;
 * the server itself then takes the lock for real.
 */
export function dataDirHolder(env = process.env) {
  if (env.DATABASE_URL?.trim()) return undefined;
  const file = path.resolve(env.DATA_DIR?.trim() || './data', 'data-dir.lock');
  let holder;
  try {
    holder = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(holder.pid) || holder.pid === process.pid) return undefined;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return undefined;
  }
  if (holder.startTicks) {
    try {
      const stat = fs.readFileSync(`/proc/${holder.pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] !== holder.startTicks) return undefined;
    } catch {
      // No /proc here: the PID alone decides.
    }
  }
  return { ...holder, dataDir: path.dirname(file) };
}

/** Exits 1 naming the holder when another process has the embedded database. */
export function refuseIfDataDirHeld() {
  const holder = dataDirHolder();
  if (!holder) return;
  console.error(
    `${holder.dataDir} is in use by process ${holder.pid} (${holder.purpose}, since ${holder.since}). ` +
      'The embedded database has one writer: stop that process first, then try again.',
  );
  process.exit(1);
}
