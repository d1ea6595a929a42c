import fs from 'node:fs';
import path from 'node:path';

/**
 * One writer for the embedded database. PGlite's files belong to one process: a second server or
 * CLI that opened them beside a running one acknowledged writes that a restart then lost. Every
 * process that opens `DATA_DIR/db` first creates `DATA_DIR/data-dir.lock` exclusively (`wx`), with
 * its PID and the kernel's start time of that PID; it removes the file when it exits.
 *
 * A lock left by a killed process (`kill -9`, power loss) is stale when no process has that PID any
 * more, or when the process now holding the PID started at another time (PIDs are reused: in a
 * container the server is often PID 1 on every start). A stale lock is taken over without help.
 */

export const LOCK_FILE = 'data-dir.lock';
/** A takeover that crashed half-way leaves its marker folder; past this age it is ignored. */
const TAKEOVER_MARKER_MAX_AGE_MS = 10_000;

interface Holder {
  pid: number;
  /** Start time of the PID in clock ticks since boot (Linux), to tell a reused PID apart. */
  startTicks: string | null;
  purpose: string;
  since: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `${dataDir} is in use by process ${holder.pid} (${holder.purpose}, since ${holder.since}). ` +
        'The embedded database has one writer: stop that process first, then try again.',
    );
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

/** The kernel's start time of `pid` (Linux `/proc`), or null where it cannot be read. */
function startTicksOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (the command) is in parentheses and may hold spaces: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the PID exists but belongs to another user, so it is alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.startTicks === null) return true;
  const now = startTicksOf(holder.pid);
  return now === null || now === holder.startTicks;
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseHolder(text: string): Holder | undefined {
  try {
    const parsed = JSON.parse(text) as Holder;
    return Number.isInteger(parsed.pid) && parsed.pid > 0 ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(file: string, holder: Holder): boolean {
  try {
    fs.writeFileSync(file, `${JSON.stringify(holder)}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Removes a stale lock. Only one process at a time may do so (an atomic `mkdir` marker), and it checks
 * again inside, so two starts after a crash cannot both remove, and each create, the lock.
 */
function removeStale(file: string, judged: string): void {
  const marker = `${file}.takeover`;
  try {
    fs.mkdirSync(marker);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (ageMs(marker) > TAKEOVER_MARKER_MAX_AGE_MS) fs.rmSync(marker, { recursive: true, force: true });
    return;
  }
  try {
    if (readText(file) === judged) fs.unlinkSync(file);
  } finally {
    fs.rmSync(marker, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes `DATA_DIR`'s lock for this process or throws `DataDirLockedError` naming the holder. Call it
 * before anything reads or writes the folder; the lock goes when the process exits.
 */
export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: Holder = {
    pid: process.pid,
    startTicks: startTicksOf(process.pid),
    purpose,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (tryCreate(file, mine)) {
      const mineText = `${JSON.stringify(mine)}\n`;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readText(file) === mineText) fs.unlinkSync(file);
        } catch {
          // The folder went away or became unwritable: nothing left to release.
        }
      };
      process.on('exit', release);
      return { file, release };
    }
    const text = readText(file);
    if (text === undefined) continue;
    const holder = parseHolder(text);
    if (!holder) {
      // Another process may be between creating the file and writing its PID; an old unreadable
      // file is the remains of a crash at that moment.
      if (ageMs(file) < 2_000) {
        sleep(50);
        continue;
      }
    } else if (isAlive(holder)) {
      throw new DataDirLockedError(dataDir, holder);
    }
    removeStale(file, text);
    sleep(10);
  }
  throw new Error(`Could not take the lock ${file}: it kept changing hands`);
}

/** The lock where the embedded database is used; PostgreSQL has many writers by design. */
export function lockEmbeddedDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  purpose: string,
): DataDirLock | undefined {
  return config.databaseUrl ? undefined : lockDataDir(config.dataDir, purpose);
}
