import fs from 'node:fs';
import type pg from 'pg';

/** A process's CPU time so far, user and system, in clock ticks (10 ms here), from /proc. */
export function cpuTicks(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * The CPU ticks of every client backend of these databases, the asking connection's own left out
 * (a backend gone since it was listed is skipped). The database must run on this machine.
 */
export async function backendTicks(admin: pg.Client, databases: readonly string[]): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = any($1) and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    [databases],
  );
  return rows.reduce((sum, row) => {
    try {
      return sum + cpuTicks(row.pid);
    } catch {
      return sum;
    }
  }, 0);
}
