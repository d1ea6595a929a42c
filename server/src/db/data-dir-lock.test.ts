import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../soak/bounded';
import { type ChildServer, freePort, startChildServer } from '../soak/child-server';
import { usingPostgres } from '../test/test-database';
import { LOCK_FILE } from './data-dir-lock';

/**
 * One writer for the embedded database, with real processes: a running server holds DATA_DIR; a
 * second server, `npm run migrate` and `npm run user` on the same folder stop at once, non-zero,
 * naming the holder's PID; after kill -9 the next start takes the stale lock over by itself.
 * The lock guards the embedded database only, so this runs on the PGlite pass.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const runsHere = !usingPostgres();
if (!runsHere) console.log('data-dir lock: runs on the PGlite pass (it guards the embedded database)');

let dataDir: string;
const servers: ChildServer[] = [];

beforeAll(() => {
  if (runsHere) dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-lock-'));
});

afterAll(async () => {
  if (!runsHere) return;
  for (const server of servers) if (server.process.exitCode === null) await server.crash();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

interface Finished {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs a TypeScript entry point of the server as its own process, to the end. */
function runEntry(entry: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return runNode(['--import', 'tsx', entry, ...args], env);
}

/** Runs node with `args` in the repository, to the end. */
function runNode(args: string[], env: Record<string, string>): Promise<Finished> {
  const { DATABASE_URL: _ignored, TEST_DATABASE: _also, ...inherited } = process.env;
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    }),
  );
}

const lockFile = () => path.join(dataDir, LOCK_FILE);
const holderPid = () => JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid as number;

async function start(): Promise<ChildServer> {
  const server = await startChildServer(await freePort(), { DATA_DIR: dataDir });
  servers.push(server);
  return server;
}

describe.runIf(runsHere)('one process at a time on DATA_DIR', () => {
  let first: ChildServer;

  it('a second server, npm run migrate and npm run user refuse to start, naming the holder', async () => {
    first = await start();
    const pid = first.process.pid as number;
    expect(holderPid()).toBe(pid);

    const port = String(await freePort());
    const serverEnv = { PORT: port, HOST: '127.0.0.1', LOG_REQUESTS: 'false' };
    const names = ['server', 'migrate', 'user', 'npm start', 'npm run migrate', 'npm run user'];
    const attempts = await Promise.all([
      runEntry('server/src/main.ts', [], serverEnv),
      runEntry('server/src/cli/migrate.ts', [], {}),
      runEntry('server/src/cli/user.ts', ['list'], {}),
      // What the npm scripts run: they ask before building the app or compiling the server.
      runNode(['scripts/start.mjs'], serverEnv),
      runNode(['scripts/server-cli.mjs', 'migrate'], {}),
      runNode(['scripts/server-cli.mjs', 'user', 'list'], {}),
    ]);
    for (const attempt of attempts) {
      expect(attempt.code, attempt.output).toBe(1);
      expect(attempt.output).toContain(`in use by process ${pid}`);
      expect(attempt.output).not.toMatch(/Building the app|Compiling the server/);
    }
    // It refused before opening anything: no server came up on the second port.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    // The first server still holds the folder and still answers.
    expect(holderPid()).toBe(pid);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    console.log(
      `data-dir lock: refused in ${attempts.map((attempt, index) => `${attempt.ms} ms (${names[index]})`).join(', ')}`,
    );
  }, 120_000);

  it('after kill -9 the next start takes the stale lock over without help', async () => {
    const deadPid = first.process.pid as number;
    await first.crash();
    expect(holderPid()).toBe(deadPid);
    const next = await start();
    expect(holderPid()).toBe(next.process.pid);
    const reply = await fetch(`${next.url}/api/health`);
    expect(reply.status).toBe(200);
    await next.stop();
    // A clean stop leaves nothing behind.
    expect(fs.existsSync(lockFile())).toBe(false);
  }, 120_000);

  it('a lock naming a reused PID (alive, but started at another time) is stale too', async () => {
    // The PID of this test process is alive, but it is not the process that wrote the lock: in a
    // container the server is PID 1 on every start, so a PID alone proves nothing.
    fs.writeFileSync(
      lockFile(),
      JSON.stringify({ pid: process.pid, startTicks: '1', purpose: 'server', since: '2026-01-01T00:00:00Z' }),
    );
    const next = await start();
    expect(holderPid()).toBe(next.process.pid);
    await next.stop();
  }, 120_000);

  it('two starts at once on a stale lock: exactly one takes it over, the other names the winner', async () => {
    // A PID that no process has any more: a child that has already exited.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    fs.writeFileSync(
      lockFile(),
      JSON.stringify({ pid: gone.pid, startTicks: null, purpose: 'server', since: '2026-01-01T00:00:00Z' }),
    );
    const ports = [await freePort(), await freePort()];
    const racers = ports.map((port) =>
      spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: '',
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_REQUESTS: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    const outputs = racers.map((racer) => {
      let text = '';
      racer.stdout.on('data', (chunk) => (text += chunk));
      racer.stderr.on('data', (chunk) => (text += chunk));
      return () => text;
    });
    try {
      await waitFor(
        'one racer to give up',
        async () => racers.some((racer) => racer.exitCode !== null),
        60_000,
      );
      const loser = racers.findIndex((racer) => racer.exitCode !== null);
      const winner = 1 - loser;
      expect(racers[loser]?.exitCode, outputs[loser]?.()).toBe(1);
      expect(outputs[loser]?.()).toContain(`in use by process ${racers[winner]?.pid}`);
      await waitFor(
        'the winner to answer',
        async () =>
          fetch(`http://127.0.0.1:${ports[winner]}/api/health`).then(
            (reply) => reply.ok,
            () => false,
          ),
        60_000,
      );
      expect(holderPid()).toBe(racers[winner]?.pid);
    } finally {
      for (const racer of racers) {
        if (racer.exitCode === null) {
          racer.kill('SIGTERM');
          await new Promise((resolve) => racer.once('exit', resolve));
        }
      }
    }
    expect(fs.existsSync(lockFile())).toBe(false);
  }, 120_000);

  it('npm run migrate runs when nothing holds the folder, and lets go when done', async () => {
    const done = await runEntry('server/src/cli/migrate.ts', [], {});
    expect(done.code, done.output).toBe(0);
    expect(fs.existsSync(lockFile())).toBe(false);
  }, 120_000);
});
