import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { listenProblem, StartupError } from './startup-error';

/**
 * What is checked before the database is opened or migrated (issue 30 item 10), so a wrong start
 * says what is wrong in one line within a second or two, not after the migrations and with a stack.
 */

/** DATA_DIR exists (or can be made) and takes a file. */
export function checkDataDirWritable(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-check-${process.pid}-${crypto.randomBytes(3).toString('hex')}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? 'error');
    throw new StartupError(
      `DATA_DIR ${dataDir} cannot be written (${code}): give the server's user write access to it, or set DATA_DIR to another folder.`,
    );
  }
}

/** Nothing listens on the port yet (a moment later the server takes it; a race there says the same). */
export async function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error) => reject(listenProblem(error, port, host) ?? error));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** Where a database URL points, without its password: `host:port/name`. */
export function databaseLocation(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}${pathname}`;
}

/** The database answers `select 1` with these credentials; otherwise one line naming why. */
export async function checkDatabaseReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // An error after connect (the server going away) must not become an uncaught exception here.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    const why = typeof code === 'string' ? code : String(message ?? error).split('\n')[0];
    throw new StartupError(
      `Cannot reach the database at ${databaseLocation(url)} (${why}): check DATABASE_URL, and that PostgreSQL runs and takes these credentials.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
