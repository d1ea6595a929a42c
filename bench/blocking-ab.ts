import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_READY_MARK } from '../app/src/app/prerender/marker';
import { ensureChromium } from '../e2e/support/chromium';
import { startApp } from './pages/app-server';
import { type BlockingTrace, traceLoad } from './pages/blocking-trace';
import { profileWithCart } from './pages/cart-profile';
import { median } from './pages/stats';

/**
 * `npx tsx bench/blocking-ab.ts <dist A> <dist B> [runs] [pages]`: the main thread's blocking time
 * of two builds of the app, measured in turns on the same machine, for a shared machine where
 * Lighthouse's own figure moves with other people's work. Each load is traced in Chromium (fresh
 * profile, no throttling, as Lighthouse's simulated run loads a page); every task after the first
 * contentful paint counts by its thread (CPU) time, which other processes inflate far less than
 * wall time, scaled as Lighthouse's mobile CPU: Σ max(0, 4 × task − 50 ms). The two builds take
 * turns load by load (A B, then B A), so a change in load falls on both. DETAIL=1 prints the long
 * tasks of every load and what was in them.
 */
const [distA, distB, runsArg, pagesArg] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: tsx bench/blocking-ab.ts <dist A> <dist B> [runs=5] [pages=/,/services,/booking]');
  process.exit(2);
}
const RUNS = Number(runsArg ?? 5);
const PAGES = (pagesArg ?? '/,/services,/booking').split(',');
const CART_SERVICE = 'korean-glow-drip';
const detail = process.env.DETAIL === '1';

const load = () => os.loadavg()[0] ?? 0;

async function main() {
  ensureChromium();
  const builds = [
    { name: 'A', dist: path.resolve(distA as string) },
    { name: 'B', dist: path.resolve(distB as string) },
  ];
  const apps = await Promise.all(builds.map((build) => startApp(build.dist)));
  const carts = await Promise.all(apps.map((app) => profileWithCart(app.url, CART_SERVICE)));
  const results = new Map<string, BlockingTrace[]>();
  const loads: number[] = [];
  try {
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of PAGES) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) {
          const build = builds[index] as (typeof builds)[number];
          const app = apps[index] as (typeof apps)[number];
          loads.push(load());
          const trace = await traceLoad(`${app.url}${page}`, {
            readyMark: APP_READY_MARK,
            sampleFunctions: detail,
            ...(page.startsWith('/booking') ? { profile: carts[index] as string } : {}),
          });
          const key = `${page} ${build.name}`;
          results.set(key, [...(results.get(key) ?? []), trace]);
          console.log(
            `${round + 1}/${RUNS} ${key}: blocking ${Math.round(trace.blocking)} ms, busy ${Math.round(trace.busy)} ms, longest ${trace.longest.toFixed(1)} ms (load ${load().toFixed(1)})`,
          );
          if (detail) {
            for (const task of trace.long) {
              console.log(
                `    +${Math.round(task.start)} ms: ${task.cpu.toFixed(1)} ms cpu (${task.wall.toFixed(1)} wall)`,
              );
              for (const part of task.parts) console.log(`        ${part.cpu.toFixed(1)}  ${part.what}`);
              for (const fn of task.functions) console.log(`          fn ${fn.ms.toFixed(1)}  ${fn.what}`);
            }
          }
        }
      }
    }
  } finally {
    for (const cart of carts) fs.rmSync(cart, { recursive: true, force: true });
    await Promise.all(apps.map((app) => app.close()));
  }
  console.log(`\nA = ${builds[0]?.dist}\nB = ${builds[1]?.dist}`);
  console.log(`1-minute load average: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}`);
  console.log('| page | build | runs | blocking (4× CPU) median | each run | longest task median (CPU ms) |');
  console.log('|---|---|---:|---:|---|---:|');
  for (const [key, traces] of results) {
    const [page, name] = key.split(' ');
    console.log(
      `| ${page} | ${name} | ${traces.length} | ${Math.round(median(traces.map((t) => t.blocking)))} ms | ${traces.map((t) => Math.round(t.blocking)).join(', ')} | ${median(traces.map((t) => t.longest)).toFixed(1)} |`,
    );
  }
}

await main();
