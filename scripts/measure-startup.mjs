import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

/**
 * `node scripts/measure-startup.mjs [runs]`: how long the server takes from spawn to its first
 * `200` on /api/health, as TypeScript through tsx and as the compiled build (`npm run build:server`
 * first), and the CPU time it used by then (steadier than the wall clock on a busy machine). Each
 * run on an already migrated embedded database, the two taking turns; prints the median of each.
 */
const RUNS = Number(process.argv[2] ?? 7);
const MODES = {
  tsx: ['--import', 'tsx', 'server/src/main.ts'],
  compiled: ['--enable-source-maps', 'build/server/main.js'],
};

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** CPU time (user + system) the process has used so far, from Linux's /proc; NaN elsewhere. */
function cpuMsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return Number.NaN;
  }
}

async function once(args, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_REQUESTS: 'false' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  const cpuMs = cpuMsOf(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { ms, cpuMs };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const modes = process.argv[3] ? [process.argv[3]] : Object.keys(MODES);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-startup-'));
try {
  await once(MODES[modes[0]], dataDir); // creates and migrates the database; not counted
  // The modes take turns, so a machine busy with other work slows both alike.
  const times = Object.fromEntries(modes.map((mode) => [mode, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const mode of modes) times[mode].push(await once(MODES[mode], dataDir));
  }
  for (const mode of modes) {
    const wall = times[mode].map((time) => time.ms);
    const cpu = times[mode].map((time) => time.cpuMs);
    console.log(
      `${mode}: median ${median(wall).toFixed(0)} ms to the first healthy answer, ${median(cpu).toFixed(0)} ms of CPU, over ${RUNS} runs (wall: ${wall.map((t) => t.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
