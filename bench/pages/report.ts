import type { LighthouseRun } from './lighthouse';
import type { PageBytes } from './page-bytes';
import type { OfflineRender } from './repeat-visit';
import { median } from './stats';

export interface MeasuredPage {
  name: string;
  runs: LighthouseRun[];
  failures: string[];
}

export interface OfflineFigures {
  unthrottled: OfflineRender[];
  slowed: OfflineRender[];
}

export interface PagesFigures {
  header: string[];
  baseline: MeasuredPage;
  pages: MeasuredPage[];
  bytes: { app: PageBytes; baseline: PageBytes };
  offline: { app: OfflineFigures; baseline: OfflineFigures };
}

/** The targets of the issue; reported beside each figure, never failed on. */
export const TARGETS = {
  score: 95,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 100,
  lcpOverStatic: 1.3,
  scriptKb: 120,
  stylesKb: 25,
  imagesKb: 200,
  offlineMs: 300,
};

const KB = 1000;
const s = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

const middle = (page: MeasuredPage) => {
  const of = (pick: (run: LighthouseRun) => number) => median(page.runs.map(pick));
  return {
    score: of((run) => run.score),
    fcp: of((run) => run.firstContentfulPaint),
    lcp: of((run) => run.largestContentfulPaint),
    tbt: of((run) => run.totalBlockingTime),
    cls: of((run) => run.cumulativeLayoutShift),
    si: of((run) => run.speedIndex),
  };
};

/** The LCP element Lighthouse named most often, shortened to its tag and first attribute. */
function lcpElement(page: MeasuredPage): string {
  const counts = new Map<string, number>();
  for (const run of page.runs) {
    const tag = /^<[a-z0-9]+(?:\s+[a-z-]+="[^"]{0,40})?/i.exec(run.lcpElement)?.[0] ?? '';
    if (tag) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best ? `\`${best[0].replace(/`/g, "'")}…\`` : '–';
}

function pageRows(figures: PagesFigures): string[] {
  const base = middle(figures.baseline);
  const row = (page: MeasuredPage, isBaseline: boolean) => {
    const m = middle(page);
    const ratio = m.lcp / base.lcp;
    return `| ${page.name} | ${page.runs.length} | ${Number.isNaN(m.score) ? '–' : m.score} | ${s(m.fcp)} | ${s(m.lcp)} | ${isBaseline ? '1.00' : ratio.toFixed(2)} | ${ms(m.tbt)} | ${Number.isNaN(m.cls) ? '–' : m.cls.toFixed(3)} | ${lcpElement(page)} |`;
  };
  return [
    '| page | runs | score | FCP | LCP | LCP ÷ static | TBT | CLS | LCP element |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    row(figures.baseline, true),
    ...figures.pages.map((page) => row(page, false)),
  ];
}

function pageVerdicts(figures: PagesFigures): string[] {
  const base = middle(figures.baseline);
  return figures.pages.map((page) => {
    const m = middle(page);
    const checks = [
      `score ${verdict(m.score >= TARGETS.score)}`,
      `LCP ${verdict(m.lcp <= TARGETS.lcpMs)}`,
      `CLS ${verdict(m.cls <= TARGETS.cls)}`,
      `TBT ${verdict(m.tbt <= TARGETS.tbtMs)}`,
      `LCP ≤ ${TARGETS.lcpOverStatic}× static ${verdict(m.lcp / base.lcp <= TARGETS.lcpOverStatic)}`,
    ];
    const failed = page.failures.length
      ? ` (${page.failures.length} run(s) failed: ${page.failures[0]})`
      : '';
    return `- ${page.name}: ${checks.join(', ')}${failed}.`;
  });
}

function byteRows({ app, baseline }: PagesFigures['bytes']): string[] {
  const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;
  return [
    '| first visit to / (phone) | ours | static hero page |',
    '|---|---:|---:|',
    `| JavaScript before the page is usable, gzipped (on the wire) | ${kb(app.scriptBeforeFirstRender.gzip)} (${kb(app.scriptBeforeFirstRender.wire)}), ${files(app.scriptBeforeFirstRender.files)} | ${kb(baseline.scriptBeforeFirstRender.gzip)} |`,
    `| all JavaScript of the visit, gzipped (on the wire) | ${kb(app.scriptAll.gzip)} (${kb(app.scriptAll.wire)}), ${files(app.scriptAll.files)} | ${kb(baseline.scriptAll.gzip)} |`,
    `| CSS, gzipped (on the wire) | ${kb(app.styles.gzip)} (${kb(app.styles.wire)}), ${files(app.styles.files)} | ${kb(baseline.styles.gzip)} (${kb(baseline.styles.wire)}) |`,
    `| images, scrolled to the end, on the wire | ${kb(app.images.wire)}, ${files(app.images.files)} | ${kb(baseline.images.wire)}, ${files(baseline.images.files)} |`,
    `| HTML on the wire | ${kb(app.document.wire)} | ${kb(baseline.document.wire)} |`,
    '',
    `- JavaScript before usable ≤ ${TARGETS.scriptKb} KB: ${verdict(app.scriptBeforeFirstRender.gzip <= TARGETS.scriptKb * KB)}; CSS ≤ ${TARGETS.stylesKb} KB: ${verdict(app.styles.gzip <= TARGETS.stylesKb * KB)}; images ≤ ${TARGETS.imagesKb} KB: ${verdict(app.images.wire <= TARGETS.imagesKb * KB)}.`,
  ];
}

function offlineRows({ app, baseline }: PagesFigures['offline']): string[] {
  const cell = (renders: OfflineRender[]) =>
    `${ms(median(renders.map((r) => r.firstContentfulPaint)))} / ${ms(median(renders.map((r) => r.largestContentfulPaint)))}`;
  const appLcp = median(app.unthrottled.map((r) => r.largestContentfulPaint));
  return [
    '| network off, page from the service worker (FCP / LCP, median) | ours: / | static hero page, cache-first worker |',
    '|---|---:|---:|',
    `| Chromium, this machine's CPU | ${cell(app.unthrottled)} | ${cell(baseline.unthrottled)} |`,
    `| Chromium, CPU 4× slower (a mid-range phone) | ${cell(app.slowed)} | ${cell(baseline.slowed)} |`,
    '',
    `- Home page rendered offline from the worker ≤ ${TARGETS.offlineMs} ms (this machine's CPU): ${verdict(appLcp <= TARGETS.offlineMs)}.`,
  ];
}

export function renderPagesReport(figures: PagesFigures): string {
  return [
    ...figures.header,
    '',
    ...pageRows(figures),
    '',
    ...pageVerdicts(figures),
    '',
    ...byteRows(figures.bytes),
    '',
    ...offlineRows(figures.offline),
  ].join('\n');
}
