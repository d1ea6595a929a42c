import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Knex } from 'knex';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A throwaway database beside DATABASE_URL's: `<db>_<suffix>`, and the URL that reaches it. */
export function benchDatabase(databaseUrl: string, suffix: string): { name: string; url: string } {
  const name = `${new URL(databaseUrl).pathname.slice(1) || 'tbl'}_${suffix}`.replace(/[^a-z0-9_]/gi, '_');
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops and creates it empty, through a connection to another database. */
export async function freshDatabase(admin: Knex, name: string): Promise<void> {
  await admin.raw(`drop database if exists ${name} with (force)`);
  await admin.raw(`create database ${name}`);
}

/** The servers a bench started, stopped together at its end. */
export class BenchServers {
  private readonly children: ChildProcess[] = [];

  /** `root`: the checkout whose bench/ servers run (another one for an A/B, bench/api-ab.ts). */
  constructor(private readonly root = ROOT) {}

  /** The process ids, in the order started. */
  pids(): number[] {
    return this.children.map((child) => child.pid ?? 0);
  }

  /**
   * Runs `bench/<file>` in its own process (with `nodeArgs` before it, e.g. `--cpu-prof`); resolves
   * with the URL it prints as `listening <url>`.
   */
  start(file: string, env: Record<string, string>, nodeArgs: readonly string[] = []): Promise<string> {
    const child = spawn(
      process.execPath,
      [...nodeArgs, '--import', 'tsx', path.join(this.root, 'bench', file)],
      {
        cwd: this.root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    this.children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        const match = /listening (\S+)/.exec(chunk.toString());
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    });
  }

  async stopAll(): Promise<void> {
    for (const child of this.children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
