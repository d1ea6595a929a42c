import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './child-server';

const run = promisify(execFile);

/**
 * A real streaming replica of the test cluster (issue 30 item 4): `pg_basebackup -R` of the
 * primary into a temporary folder, started with `pg_ctl` on a free port as the `postgres` OS user.
 * Needs root (to act as `postgres` through `runuser`), the cluster's own binaries
 * (/usr/lib/postgresql/<major>/bin) and a `host replication` line for 127.0.0.1 in its pg_hba.conf;
 * makes a REPLICATION role of its own and drops it again. Says what is missing rather than skipping.
 */
export interface StreamingReplica {
  /** `primaryUrl` with the replica's port: the app's `DATABASE_READ_URL`. */
  urlOf(primaryUrl: string): string;
  /** SQL on the replica as its superuser (e.g. `select pg_wal_replay_pause()`). */
  sql(statement: string): Promise<string>;
  stop(): Promise<void>;
  /** Starts it again after `stop`: it catches up from the primary's WAL. */
  start(): Promise<void>;
  /** Stops it if it runs, drops the role, removes the folder: safe to call after any failure. */
  remove(): Promise<void>;
}

const ROLE = 'tbl_soak_replication';

async function asPostgres(command: string, args: string[], env: Record<string, string> = {}) {
  const pairs = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  const { stdout } = await run('runuser', ['-u', 'postgres', '--', 'env', ...pairs, command, ...args], {
    cwd: '/tmp',
  });
  return stdout.trim();
}

export async function startStreamingReplica(primaryUrl: string): Promise<StreamingReplica> {
  if (process.getuid?.() !== 0) {
    throw new Error(
      'the read-replica soak must run as root: it acts as the postgres OS user (runuser) to make a replication role and run pg_basebackup and pg_ctl',
    );
  }
  const primary = new URL(primaryUrl);
  const primaryPort = primary.port || '5432';
  const psqlPrimary = (statement: string) =>
    asPostgres('psql', ['-p', primaryPort, '-d', 'postgres', '-Atc', statement]);
  const version = Number(await psqlPrimary('show server_version_num'));
  const bin = `/usr/lib/postgresql/${Math.floor(version / 10_000)}/bin`;
  if (!fs.existsSync(path.join(bin, 'pg_basebackup'))) {
    throw new Error(`no pg_basebackup in ${bin}: the replica soak needs the cluster's own binaries`);
  }
  const hba = await psqlPrimary(
    `select count(*) from pg_hba_file_rules where 'replication' = any(database) and type = 'host' and address = '127.0.0.1'`,
  );
  if (hba === '0') {
    throw new Error(
      'pg_hba.conf has no "host replication ... 127.0.0.1/32" line: add one (Debian has it by default) and reload',
    );
  }
  const password = crypto.randomBytes(12).toString('hex');
  await psqlPrimary(
    `do $$ begin
       if exists (select from pg_roles where rolname = '${ROLE}') then
         alter role ${ROLE} with login replication password '${password}';
       else create role ${ROLE} with login replication password '${password}'; end if;
     end $$`,
  );

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-replica-'));
  const data = path.join(folder, 'data');
  let started = false;
  await run('chown', ['postgres:postgres', folder]);
  const port = await freePort();
  const pgCtl = (...args: string[]) => asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const sql = (statement: string) =>
    asPostgres('psql', ['-h', folder, '-p', String(port), '-d', 'postgres', '-Atc', statement]);

  const replica: StreamingReplica = {
    urlOf(url) {
      const replicaUrl = new URL(url);
      replicaUrl.port = String(port);
      return replicaUrl.toString();
    },
    sql,
    async stop() {
      if (!started) return;
      await pgCtl('stop', '-m', 'fast', '-w', '-t', '60');
      started = false;
    },
    async start() {
      if (started) return;
      await pgCtl('start', '-w', '-t', '60', '-l', path.join(folder, 'replica.log'));
      started = true;
    },
    async remove() {
      await replica.stop().catch(() => pgCtl('stop', '-m', 'immediate', '-w').catch(() => {}));
      started = false;
      fs.rmSync(folder, { recursive: true, force: true });
      await psqlPrimary(`drop role if exists ${ROLE}`).catch(() => {});
    },
  };

  try {
    await asPostgres(
      path.join(bin, 'pg_basebackup'),
      ['-h', '127.0.0.1', '-p', primaryPort, '-U', ROLE, '-D', data, '-R', '-X', 'stream', '-c', 'fast'],
      { PGPASSWORD: password },
    );
    // Debian keeps the cluster's configuration in /etc, so the copy has none: a small one of its own,
    // with the settings a standby may not have lower than its primary copied from it.
    const atLeastPrimary = await Promise.all(
      [
        'max_connections',
        'max_worker_processes',
        'max_wal_senders',
        'max_prepared_transactions',
        'max_locks_per_transaction',
      ].map(async (name) => `${name} = ${await psqlPrimary(`show ${name}`)}`),
    );
    const conf = [
      ...atLeastPrimary,
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${folder}'`,
      'hot_standby = on',
      // Long desk reads are not cancelled by the primary's vacuum (docs/SCALING.md).
      'hot_standby_feedback = on',
      'shared_buffers = 32MB',
      'ssl = off',
      `log_destination = 'stderr'`,
    ].join('\n');
    fs.writeFileSync(path.join(data, 'postgresql.conf'), `${conf}\n`);
    fs.writeFileSync(
      path.join(data, 'pg_hba.conf'),
      'local all postgres peer\nhost all all 127.0.0.1/32 scram-sha-256\n',
    );
    fs.writeFileSync(path.join(data, 'pg_ident.conf'), '');
    await run('chown', ['-R', 'postgres:postgres', data]);
    await replica.start();
    const inRecovery = await sql('select pg_is_in_recovery()');
    if (inRecovery !== 't') throw new Error('the copy started, but not as a standby');
    return replica;
  } catch (error) {
    const log = path.join(folder, 'replica.log');
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').slice(-10).join('\n') : '';
    await replica.remove();
    throw new Error(`could not start a streaming replica: ${(error as Error).message}\n${tail}`);
  }
}
