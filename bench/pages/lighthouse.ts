import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../../e2e/support/chromium';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LIGHTHOUSE = path.join(ROOT, 'node_modules', '.bin', 'lighthouse');
const RUN_TIMEOUT_MS = 150_000;

export interface LighthouseRun {
  score: number;
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
  speedIndex: number;
  /** The element Lighthouse took as the largest paint, as an HTML snippet. */
  lcpElement: string;
  /** Lighthouse's own measure of this machine's speed; lower is slower. */
  benchmarkIndex: number;
  warnings: string[];
}

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> };
}

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
  environment: { benchmarkIndex: number };
  runWarnings: string[];
  runtimeError?: { message: string };
}

const value = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

/**
 * One Lighthouse 12 run with its default (mobile) settings: simulated slow 4G and a 4× slower CPU,
 * performance only, in Debian's Chromium. `userDataDir` keeps a profile (a cart in IndexedDB);
 * Lighthouse still clears the origin's service worker, Cache Storage and HTTP cache first. The JSON
 * report stays in `reportFile`.
 */
export async function runLighthouse(
  url: string,
  options: { reportFile: string; userDataDir?: string },
): Promise<LighthouseRun> {
  const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
  if (options.userDataDir) chromeFlags.push(`--user-data-dir=${options.userDataDir}`);
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${options.reportFile}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    '--max-wait-for-load=45000',
    '--quiet',
  ];
  const child = spawn(LIGHTHOUSE, args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so a run past its time is stopped along with its Chromium.
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const timer = setTimeout(() => {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }, RUN_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  if (code !== 0 || !fs.existsSync(options.reportFile)) {
    throw new Error(
      `Lighthouse exited with ${code ?? 'a signal'}: ${stderr.trim().split('\n').slice(-3).join(' ')}`,
    );
  }
  const report = JSON.parse(fs.readFileSync(options.reportFile, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  return {
    score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    firstContentfulPaint: value(report, 'first-contentful-paint'),
    largestContentfulPaint: value(report, 'largest-contentful-paint'),
    totalBlockingTime: value(report, 'total-blocking-time'),
    cumulativeLayoutShift: value(report, 'cumulative-layout-shift'),
    speedIndex: value(report, 'speed-index'),
    lcpElement:
      report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    benchmarkIndex: report.environment.benchmarkIndex,
    warnings: report.runWarnings,
  };
}
