import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { buildApp, ROOT } from './lib.mjs';

/**
 * `node scripts/screenshots.mjs`: builds the app when stale, starts the real server on a throwaway
 * data directory, and writes phone (390 px) and desktop (1280 px) full-page captures of the home
 * page and a service page to docs/screenshots/.
 */
const TARGETS = [
  { name: 'home', route: '/' },
  { name: 'service', route: '/service/stem-cell-facial' },
];
const OUT_DIR = path.join(ROOT, 'docs', 'screenshots');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

const built = await buildApp();
if (built !== 0) process.exit(built);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-screenshots-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'false' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let exitCode = 0;
try {
  await waitForHealth(url, server);
  register();
  const { takeScreenshots } = await import('../e2e/support/screenshots.ts');
  const files = await takeScreenshots(url, OUT_DIR, TARGETS);
  for (const file of files) console.log(`wrote ${path.relative(ROOT, file)}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
