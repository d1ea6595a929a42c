import type { Knex } from 'knex';
import { parseLsn } from './lsn';

/**
 * Whether a streaming replica may answer a read now, judged by WAL positions (LSNs), not by
 * `now() - pg_last_xact_replay_timestamp()`: on an idle primary that "lag" grows without end though
 * the replica has everything. The primary's position is sampled at most once a second (one trivial
 * statement); the replica is usable while it has replayed what the primary had written at some
 * sample taken within `maxLagMs`, i.e. it is at most `maxLagMs` behind. A replica that does not
 * answer, or falls further behind, is left for the primary's answer, said once in the log, and
 * tried again in the background.
 */
export interface ReplicaWatch {
  knex: Knex;
  /** Host and database of the replica, for the log (never the password). */
  location: string;
  /** True when a read may go to the replica: it is within the lag bound and has replayed `after`. */
  usable(after?: string | null): Promise<boolean>;
}

export interface ReplicaWatchOptions {
  maxLagMs: number;
  log: (line: string) => void;
  /** How long one look at the replica's position serves the reads that follow it. */
  refreshMs?: number;
  /** How often the primary's position is sampled. */
  primarySampleMs?: number;
  now?: () => number;
}

/** On a replica, what it has replayed; on a server that is not one (a test's "replica"), its own position. */
const REPLAYED = `select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn()
  else pg_current_wal_lsn() end)::text as lsn`;

export function watchReplica(
  primary: Knex,
  replica: Knex,
  location: string,
  options: ReplicaWatchOptions,
): ReplicaWatch {
  const { maxLagMs, log } = options;
  const refreshMs = options.refreshMs ?? 250;
  const primarySampleMs = options.primarySampleMs ?? 1000;
  const now = options.now ?? Date.now;
  let samples: Array<{ at: number; lsn: bigint }> = [];
  let replayed: bigint | undefined;
  let lookedAt = Number.NEGATIVE_INFINITY;
  let looking: Promise<void> | undefined;
  let state: 'unknown' | 'ok' | 'down' | 'behind' = 'unknown';

  const withinBound = () => {
    const since = now() - maxLagMs;
    return (
      replayed !== undefined &&
      samples.some((sample) => sample.at >= since && sample.lsn <= (replayed as bigint))
    );
  };

  const say = (next: typeof state, line: string) => {
    if (next !== state) log(line);
    state = next;
  };

  async function look(): Promise<void> {
    const at = now();
    try {
      // The primary first: what the replica replays afterwards is at least this.
      if (samples.length === 0 || at - (samples.at(-1)?.at ?? 0) >= primarySampleMs) {
        const lsn = parseLsn((await primary.raw('select pg_current_wal_lsn()::text as lsn')).rows[0]?.lsn);
        if (lsn !== undefined) samples = [...samples.filter((s) => s.at >= at - maxLagMs), { at, lsn }];
      }
    } catch {
      // The primary not answering is the primary's problem: its own reads fail and say so.
    }
    try {
      replayed = parseLsn((await replica.raw(REPLAYED)).rows[0]?.lsn);
    } catch (error) {
      replayed = undefined;
      const reason = (error as { code?: string; message?: string }).code ?? 'no answer';
      say('down', `read replica at ${location} does not answer (${reason}): the desk reads from the primary`);
      return;
    } finally {
      lookedAt = now();
    }
    if (withinBound()) say('ok', `read replica at ${location} is in step: the desk reads from it`);
    else {
      say(
        'behind',
        `read replica at ${location} is more than ${maxLagMs / 1000} s behind: the desk reads from the primary`,
      );
    }
  }

  const lookOnce = () => {
    looking ??= look().finally(() => {
      looking = undefined;
    });
    return looking;
  };

  return {
    knex: replica,
    location,
    async usable(after) {
      if (now() - lookedAt >= refreshMs) {
        // In step at the last look: this read waits for one more (one round trip to the replica, at
        // most every `refreshMs`). Down or behind: the primary answers while it looks again.
        if (state === 'ok' || state === 'unknown') await lookOnce();
        else void lookOnce();
      }
      if (state !== 'ok' || replayed === undefined || !withinBound()) return false;
      if (!after) return true;
      // The session's last write: the replica answers only once it has replayed it.
      const wanted = parseLsn(after);
      return wanted !== undefined && replayed >= wanted;
    },
  };
}
