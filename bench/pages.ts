import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, ensureChromium } from '../e2e/support/chromium';
import { startApp } from './pages/app-server';
import { profileWithCart } from './pages/cart-profile';
import { type LighthouseRun, runLighthouse } from './pages/lighthouse';
import { pageBytes } from './pages/page-bytes';
import { offlineRenders } from './pages/repeat-visit';
import { type MeasuredPage, renderPagesReport } from './pages/report';
import { startStaticBaseline } from './pages/static-baseline';
import { writeFiguresInto } from './pages/write-doc';

/**
 * `tsx bench/pages.ts`: Lighthouse 12 (mobile) on four pages of the real server beside a static page
 * with the same hero, the bytes of a first visit, and an offline repeat visit served by the service
 * worker. Prints the figures and writes them into docs/PERFORMANCE.md; never fails on a figure.
 * BENCH_DIST=<dir> measures another build (nothing is written to the docs then).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 3;
const OFFLINE_LOADS = 5;
const CART_SERVICE = 'korean-glow-drip';
const deadline = Date.now() + Number(process.env.PAGES_BENCH_MINUTES ?? 25) * 60_000;
const otherBuild = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : undefined;
const distDir = otherBuild ?? path.join(ROOT, 'dist');
const reportDir = path.join(ROOT, '.tmp', 'pages-bench');

function buildIfStale(): void {
  const built = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "process.exit(await (await import('./scripts/lib.mjs')).buildApp())"],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('The app did not build');
}

async function main() {
  ensureChromium();
  if (!otherBuild) buildIfStale();
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
  const app = await startApp(distDir);
  const baseline = await startStaticBaseline(app.url);
  const loads: number[] = [];
  try {
    const targets: Array<MeasuredPage & { url: string; withCart?: boolean }> = [
      { name: 'static hero page (baseline)', url: baseline.url, runs: [], failures: [] },
      { name: '/', url: `${app.url}/`, runs: [], failures: [] },
      { name: '/services', url: `${app.url}/services`, runs: [], failures: [] },
      { name: `/service/${CART_SERVICE}`, url: `${app.url}/service/${CART_SERVICE}`, runs: [], failures: [] },
      {
        name: '/booking, one treatment in the cart',
        url: `${app.url}/booking`,
        runs: [],
        failures: [],
        withCart: true,
      },
    ];
    // Rounds go across the pages, so a change in the shared machine's load falls on all of them.
    for (let round = 1; round <= RUNS; round += 1) {
      for (const [index, target] of targets.entries()) {
        if (Date.now() > deadline) {
          target.failures.push('skipped: the bench ran out of time');
          continue;
        }
        console.log(`Lighthouse ${round}/${RUNS}: ${target.name}`);
        loads.push(os.loadavg()[0] ?? 0);
        const profile = target.withCart ? await profileWithCart(app.url, CART_SERVICE) : undefined;
        try {
          const run: LighthouseRun = await runLighthouse(target.url, {
            reportFile: path.join(reportDir, `lighthouse-${index}-${round}.json`),
            ...(profile ? { userDataDir: profile } : {}),
          });
          console.log(
            `  score ${run.score}, LCP ${Math.round(run.largestContentfulPaint)} ms, TBT ${Math.round(run.totalBlockingTime)} ms`,
          );
          target.runs.push(run);
        } catch (error) {
          console.log(`  failed: ${(error as Error).message}`);
          target.failures.push((error as Error).message);
        } finally {
          if (profile) fs.rmSync(profile, { recursive: true, force: true });
        }
      }
    }

    console.log('Bytes of a first visit...');
    const bytes = { app: await pageBytes(`${app.url}/`), baseline: await pageBytes(baseline.url) };
    console.log('Offline repeat visits...');
    const offline = async (url: string) => ({
      unthrottled: await offlineRenders(url, { times: OFFLINE_LOADS, cpuSlowdown: 1, heading: 'main h1' }),
      slowed: await offlineRenders(url, { times: OFFLINE_LOADS, cpuSlowdown: 4, heading: 'main h1' }),
    });
    const offlineFigures = {
      app: await offline(`${app.url}/`),
      baseline: await offline(baseline.offlineUrl),
    };
    loads.push(os.loadavg()[0] ?? 0);

    const [baselinePage, ...pages] = targets;
    const chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const lighthouse = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const benchmarkIndexes = targets.flatMap((target) => target.runs.map((run) => run.benchmarkIndex));
    const report = renderPagesReport({
      header: [
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${otherBuild ? ` on the build in ${otherBuild}` : ''}: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${chromium}, Lighthouse ${lighthouse}.`,
        `1-minute load average during the run (the machine is shared): ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}; Lighthouse's benchmark index ${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)}.`,
        `Lighthouse: mobile preset (simulated slow 4G, 150 ms RTT, 1.6 Mbps, CPU 4× slower), performance only, ${RUNS} runs per page in interleaved rounds, median shown; a fresh profile each run, and for /booking a profile whose cart holds ${CART_SERVICE} (Lighthouse clears the worker and caches, not IndexedDB).`,
      ],
      baseline: baselinePage as MeasuredPage,
      pages,
      bytes,
      offline: offlineFigures,
    });
    console.log(`\n${report}\n`);
    fs.writeFileSync(path.join(reportDir, 'report.md'), `${report}\n`);
    if (otherBuild) {
      console.log(
        `(written to ${path.relative(ROOT, reportDir)}/report.md; the docs keep the figures of dist/)`,
      );
    } else {
      writeFiguresInto(path.join(ROOT, 'docs', 'PERFORMANCE.md'), report);
      console.log('(written to docs/PERFORMANCE.md, section "Pages", and .tmp/pages-bench/)');
    }
  } finally {
    await baseline.close();
    await app.close();
  }
}

await main();
