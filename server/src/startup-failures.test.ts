import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerStore, FROM_SOURCE, freePort, type ServerStore } from './soak/child-server';
import { heavyTestRunsHere } from './soak/once-per-run';

/**
 * Issue 30 item 10: the real server started wrong stops at once with one clear line and exit 1, no
 * stack trace: a port in use (checked before the migrations: the empty database it was given stays
 * empty), a DATA_DIR it cannot write, a database it cannot reach (a URL it cannot read: config.unit.test.ts).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const runsHere = heavyTestRunsHere('start-up failures');

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

function startServer(env: Record<string, string>): Promise<Outcome> {
  const { DATABASE_URL: _ignored, TEST_DATABASE: _also, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, FROM_SOURCE, {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      STATIC_DIR: path.join(ROOT, '.tmp/no-build'),
      JWT_SECRET: 'startup-secret-that-is-long-enough-for-hs256',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => {
    // A hang guard: a server that came up after all is stopped (exit code null). Loading the sources
    // through tsx took 50-140 s here with three at once on 2 loaded cores; a few seconds when quiet.
    const guard = setTimeout(() => child.kill('SIGKILL'), 280_000);
    child.once('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
  });
}

/** Exit 1 with exactly one line on stderr, no stack frame anywhere. */
function expectOneLine(outcome: Outcome, pattern: RegExp) {
  const all = `${outcome.stdout}${outcome.stderr}`;
  expect(outcome.code, all).toBe(1);
  const lines = outcome.stderr.trim().split('\n');
  expect(lines, all).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(all).not.toMatch(/^\s+at /m);
}

describe.runIf(runsHere)('starting the server wrong', () => {
  let store: ServerStore;
  let holder: net.Server;
  let busyPort: number;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-startup-'));

  beforeAll(async () => {
    store = await createServerStore();
    holder = net.createServer();
    busyPort = await freePort();
    await new Promise<void>((resolve) => holder.listen(busyPort, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => holder.close(resolve));
    await store.drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('says so in one line and exits 1: port in use, DATA_DIR unwritable, database unreachable', async () => {
    // Root ignores file modes: a DATA_DIR under a regular file cannot be made whoever runs this.
    const file = path.join(scratch, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    const port = String(await freePort());
    const [busy, unwritable, refused] = await Promise.all([
      startServer({ ...store.env, PORT: String(busyPort) }),
      startServer({ PORT: port, DATA_DIR: path.join(file, 'data') }),
      startServer({
        PORT: port,
        DATA_DIR: scratch,
        DATABASE_URL: 'postgres://tbl:secret-pw@127.0.0.1:1/tbl',
      }),
      startServer({
        PORT: port,
        DATA_DIR: scratch,
        DATABASE_URL: 'postgres://tbl:secret-pw@127.0.0.1:port/tbl',
      }),
    ]);
    expectOneLine(busy, new RegExp(`^Port ${busyPort} on 127\\.0\\.0\\.1 is already in use`));
    expectOneLine(unwritable, /^DATA_DIR .*not-a-folder\/data cannot be written \(ENOTDIR\)/);
    expectOneLine(refused, /^Cannot reach the database at 127\.0\.0\.1:1\/tbl \(ECONNREFUSED\)/);
    expect(refused.stderr).not.toContain('secret-pw');
    // The port was checked before the migrations: the empty database it was given is still empty.
    const db = await store.open();
    try {
      const found = await db.knex.raw("select to_regclass('knex_migrations') as found");
      expect(found.rows[0].found).toBeNull();
    } finally {
      await db.close();
    }
    console.log(
      `start-up failures: port in use ${(busy.ms / 1000).toFixed(1)} s, DATA_DIR ${(unwritable.ms / 1000).toFixed(1)} s, ` +
        `database refused ${(refused.ms / 1000).toFixed(1)} s (each from node's start)`,
    );
  }, 300_000);
});
