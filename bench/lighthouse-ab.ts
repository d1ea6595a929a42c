import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from '../e2e/support/chromium';
import { startApp } from './pages/app-server';
import { runLighthouse } from './pages/lighthouse';
import { median } from './pages/stats';

/**
 * `npx tsx bench/lighthouse-ab.ts <dist A> <dist B> [pages=/] [runs=3]`: Lighthouse's own mobile
 * figures (TBT, LCP, FCP) for two builds, each served by today's server, taking turns run by run
 * (A B, then B A) so that a change in the machine's load falls on both. For a control such as an
 * older build that once met a target (docs/PERFORMANCE.md, "The Lighthouse targets on this
 * machine"), where bench/pages.ts measures one build and bench/blocking-ab.ts counts CPU time.
 */
const [distA, distB, pagesArg, runsArg] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: tsx bench/lighthouse-ab.ts <dist A> <dist B> [pages=/] [runs=3]');
  process.exit(2);
}
const PAGES = (pagesArg ?? '/').split(',');
const RUNS = Number(runsArg ?? 3);

async function main() {
  ensureChromium();
  const builds = [path.resolve(distA as string), path.resolve(distB as string)];
  const apps = await Promise.all(builds.map((dist) => startApp(dist)));
  const runs = new Map<string, Array<{ tbt: number; lcp: number; fcp: number }>>();
  const reportFile = path.join(os.tmpdir(), 'tbl-lighthouse-ab.json');
  try {
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of PAGES) {
        for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const run = await runLighthouse(`${apps[index]?.url}${page}`, { reportFile });
          const key = `${page} ${'AB'[index]}`;
          runs.set(key, [
            ...(runs.get(key) ?? []),
            { tbt: run.totalBlockingTime, lcp: run.largestContentfulPaint, fcp: run.firstContentfulPaint },
          ]);
          const load = (os.loadavg()[0] ?? 0).toFixed(1);
          console.log(
            `${round + 1}/${RUNS} ${key}: TBT ${Math.round(run.totalBlockingTime)} ms, LCP ${Math.round(run.largestContentfulPaint)} ms (load ${load})`,
          );
        }
      }
    }
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
  console.log(`\nA = ${builds[0]}\nB = ${builds[1]}`);
  console.log(
    '| page | build | TBT, each run | TBT median | LCP median | FCP median |\n|---|---|---|---:|---:|---:|',
  );
  for (const [key, list] of runs) {
    const [page, build] = key.split(' ');
    const ms = (values: number[]) => `${Math.round(median(values))} ms`;
    console.log(
      `| ${page} | ${build} | ${list.map((run) => Math.round(run.tbt)).join(', ')} ms | ${ms(list.map((run) => run.tbt))} | ${ms(list.map((run) => run.lcp))} | ${ms(list.map((run) => run.fcp))} |`,
    );
  }
}

await main();
process.exit(0);
