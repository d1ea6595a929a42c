import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { type Database, openDatabase } from '../db/database';
import { dropDatabase, postgresUrl, usingPostgres, withDatabaseName } from '../test/test-database';
import { waitFor } from './bounded';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A port free right now, so a restarted server can come back on the same one. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A database of the server's own, outside the test template: a fresh PostgreSQL database (the
 * server migrates it at start) or an empty DATA_DIR for the embedded PGlite.
 */
export interface ServerStore {
  env: Record<string, string>;
  dataDir: string;
  /** Opens the store directly, for checks; on PGlite only while no server holds it. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function createServerStore(): Promise<ServerStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-soak-'));
  const drop = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!usingPostgres()) {
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      open: () => openDatabase({ pgliteDir: path.join(dataDir, 'db') }),
      drop: async () => drop(),
    };
  }
  // Not tbl_test_*: the API suite's set-up drops those, and this one may outlive a file.
  const name = `tbl_soak_${crypto.randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: postgresUrl(), pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const url = withDatabaseName(postgresUrl(), name);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    dataDir,
    open: () => openDatabase({ databaseUrl: url }),
    drop: async () => {
      await dropDatabase(admin, name);
      await admin.destroy();
      drop();
    },
  };
}

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** What the server printed, for the failure message when it does not come up. */
  output(): string;
  /** kill -9: no shutdown handler runs, requests in flight are cut. */
  crash(): Promise<void>;
  /** SIGTERM: the server finishes what is in flight and closes. */
  stop(): Promise<void>;
}

/** How the server is started from source: TypeScript through tsx. */
export const FROM_SOURCE = ['--import', 'tsx', 'server/src/main.ts'];

/**
 * The real server as its own process on `port` with its own store: from source by default, or with
 * other node arguments (the compiled `build/server/main.js`).
 */
export async function startChildServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = FROM_SOURCE,
): Promise<ChildServer> {
  const { DATABASE_URL: _ignored, TEST_DATABASE: _also, ...inherited } = process.env;
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_REQUESTS: 'false',
      STATIC_DIR: path.join(ROOT, '.tmp/no-build'),
      JWT_SECRET: 'soak-secret-that-is-long-enough-for-hs256-signing',
      UPDATE_CODE: 'update-1234',
      DELETE_CODE: 'delete-4321',
      // Soak and load runs send hundreds of bookings from one address, which is what the limit stops.
      PUBLIC_WRITE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      `the server on ${port} to answer`,
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
        return fetch(`${url}/api/health`).then(
          (reply) => reply.ok,
          () => false,
        );
      },
      60_000,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    process: child,
    output: () => output,
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
