import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CDPSession, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

/** Lighthouse's mobile preset slows the CPU 4×: a task blocks for what it takes beyond 50 ms then. */
export const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;
/** After the app says it is ready, how long the page is watched for later work (idle callbacks). */
const WATCH_AFTER_READY_MS = 3_000;

export interface TraceTask {
  /** ms after the first contentful paint (wall clock). */
  start: number;
  /** Thread (CPU) time of the task, ms, at this machine's full speed. */
  cpu: number;
  /** Wall time of the task, ms. */
  wall: number;
  /** What the task spent its time on: the heaviest children, by thread time. */
  parts: Array<{ what: string; cpu: number }>;
  /** With a CPU profile: the functions sampled in the task, by self time (ms, sampled). */
  functions: Array<{ what: string; ms: number }>;
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Sample times (µs, the trace's clock) and the function each sample was in. */
function samplesOf(profile: CpuProfile): Array<{ ts: number; ms: number; what: string }> {
  const names = new Map(
    profile.nodes.map((node) => {
      const { functionName, url, lineNumber } = node.callFrame;
      const file = url.replace(/^https?:\/\/[^/]+/, '');
      return [node.id, `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`.trim()];
    }),
  );
  let ts = profile.startTime;
  return profile.samples.map((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    ts += delta;
    return { ts, ms: delta / 1000, what: names.get(id) ?? '?' };
  });
}

export interface BlockingTrace {
  /** Σ max(0, 4 × cpu − 50 ms) over the main thread's tasks after the first contentful paint. */
  blocking: number;
  /** Main-thread CPU ms after the first contentful paint. */
  busy: number;
  longest: number;
  /** Tasks over 12.5 ms of CPU (over 50 ms at 4× slower). */
  long: TraceTask[];
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

/** Events that only wrap others: what is inside them says more. */
const WRAPPERS = new Set([
  'ThreadControllerImpl::RunTask',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
  'RunMicrotasks',
]);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
];

async function collectTrace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReportEvents',
  });
  await run();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const url = String(data.url ?? data.scriptName ?? data.fileName ?? '').replace(/^https?:\/\/[^/]+/, '');
  const fn = data.functionName ? ` ${String(data.functionName)}` : '';
  return url || fn ? `${event.name} ${url}${fn}` : event.name;
}

/** The renderer main thread's tasks after the first contentful paint, with their blocking time. */
export function blockingFrom(events: TraceEvent[], profile?: CpuProfile): BlockingTrace {
  const samples = profile ? samplesOf(profile) : [];
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('The trace has no first contentful paint');
  const main = (event: TraceEvent) => event.pid === fcp.pid && event.tid === fcp.tid;
  const tasks = events
    .filter((event) => main(event) && event.ph === 'X' && event.name === 'RunTask' && event.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts);
  const children = events.filter((event) => main(event) && event.ph === 'X' && event.name !== 'RunTask');
  let blocking = 0;
  let busy = 0;
  let longest = 0;
  const long: TraceTask[] = [];
  for (const task of tasks) {
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    busy += cpu;
    longest = Math.max(longest, cpu);
    blocking += Math.max(0, CPU_SLOWDOWN * cpu - BLOCKING_FROM_MS);
    if (CPU_SLOWDOWN * cpu <= BLOCKING_FROM_MS) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = children.filter(
      (event) =>
        event.ts >= task.ts && event.ts < end && !WRAPPERS.has(event.name) && event.cat !== 'toplevel',
    );
    // Direct children only: an event inside no other event of the task.
    const direct = inside.filter(
      (event) =>
        !inside.some(
          (outer) =>
            outer !== event &&
            outer.ts <= event.ts &&
            outer.ts + (outer.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
            (outer.dur ?? 0) > (event.dur ?? 0),
        ),
    );
    const byWhat = new Map<string, number>();
    for (const event of direct) {
      const what = describe(event);
      byWhat.set(what, (byWhat.get(what) ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000);
    }
    const functions = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      functions.set(sample.what, (functions.get(sample.what) ?? 0) + sample.ms);
    }
    long.push({
      functions: [...functions]
        .map(([what, ms]) => ({ what, ms }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 8),
      start: (task.ts - fcp.ts) / 1000,
      cpu,
      wall: (task.dur ?? 0) / 1000,
      parts: [...byWhat]
        .map(([what, ms]) => ({ what, cpu: ms }))
        .sort((a, b) => b.cpu - a.cpu)
        .slice(0, 6),
    });
  }
  return { blocking, busy, longest, long };
}

/**
 * One load of `url` in a fresh Chromium profile (or a copy of `profile`, e.g. one with a cart),
 * network and CPU unthrottled as Lighthouse's simulated run loads them, traced from navigation until
 * the app has marked itself ready and a quiet spell after.
 */
export async function traceLoad(
  url: string,
  options: { profile?: string; readyMark: string; sampleFunctions?: boolean },
): Promise<BlockingTrace> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-trace-profile-'));
  if (options.profile) fs.cpSync(options.profile, userDataDir, { recursive: true });
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    // As Lighthouse does before a run: no worker, no caches (IndexedDB, and so a cart, stays).
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    if (options.sampleFunctions) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const events = await collectTrace(cdp, async () => {
      await page.goto(url);
      // Asked over the protocol, not with waitForFunction, whose injected script runs in the page.
      const ready = `performance.getEntriesByName(${JSON.stringify(options.readyMark)}).length > 0`;
      const until = Date.now() + 60_000;
      while (!(await cdp.send('Runtime.evaluate', { expression: ready })).result.value) {
        if (Date.now() > until) throw new Error(`${url} never marked ${options.readyMark}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(WATCH_AFTER_READY_MS);
    });
    const profile = options.sampleFunctions
      ? ((await cdp.send('Profiler.stop')).profile as unknown as CpuProfile)
      : undefined;
    return blockingFrom(events, profile);
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
