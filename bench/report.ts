import os from 'node:os';
import type { Plan } from './explain';
import type { LoadResult } from './load';
import { REFRESH_PATH, type RefreshSide } from './refresh';

export interface BenchFigures {
  /** 1-minute load averages seen during the run: the machine is shared. */
  loads: number[];
  rows: number;
  totalAfter: number;
  seedSeconds: number;
  reads: LoadResult[];
  baseline: LoadResult;
  create: LoadResult;
  plans: Plan[];
  /** The dashboard's refresh at a small and at the full size. */
  refresh: RefreshSide[];
}

const ms = (value: number) => value.toFixed(1);
const row = (result: LoadResult) =>
  `| ${result.name} | ${result.requests.toLocaleString()} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.errors} |`;

/** The figures as Markdown, with the targets checked (reported, never failed on). */
export function renderReport(figures: BenchFigures): string {
  const { reads, baseline, create, plans } = figures;
  const ratio = create.perSecond / baseline.perSecond;
  const worstRead = Math.max(...reads.map((read) => read.p99));
  const [few, many] = figures.refresh;
  return [
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${figures.rows.toLocaleString()} bookings seeded in ${figures.seedSeconds.toFixed(1)} s (${figures.totalAfter.toLocaleString()} after the write runs).`,
    `1-minute load average during the run (other work on the machine included): ${Math.min(...figures.loads).toFixed(1)} to ${Math.max(...figures.loads).toFixed(1)}.`,
    '',
    '| scenario | requests | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...reads.map(row),
    row(baseline),
    row(create),
    '',
    `- POST /api/bookings runs at ${(ratio * 100).toFixed(0)}% of the bare INSERT baseline (target at least 50%): ${ratio >= 0.5 ? 'met' : 'NOT met'}.`,
    `- Worst list/search p99: ${ms(worstRead)} ms (target under 25 ms): ${worstRead < 25 ? 'met' : 'NOT met'}.`,
    '',
    `The dashboard's 10-second refresh (\`GET ${REFRESH_PATH}\`), two instances of the app taking turns:`,
    '',
    '| bookings | answer bytes | requests | req/s | p50 ms | p99 ms | errors |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.refresh.map(
      (side) =>
        `| ${side.bookings.toLocaleString()} | ${side.bytes.toLocaleString()} | ${side.load.requests.toLocaleString()} | ${side.load.perSecond.toFixed(0)} | ${ms(side.load.p50)} | ${ms(side.load.p99)} | ${side.load.errors} |`,
    ),
    '',
    ...(few && many
      ? [
          `- At ${many.bookings.toLocaleString()} bookings the refresh answers ${((many.bytes / few.bytes - 1) * 100).toFixed(1)}% more bytes and takes ${((many.load.p50 / few.load.p50 - 1) * 100).toFixed(0)}% more time at p50 (${((many.load.p99 / few.load.p99 - 1) * 100).toFixed(0)}% at p99) than at ${few.bookings.toLocaleString()}.`,
          '',
        ]
      : []),
    '| query | indexes used | execution ms |',
    '|---|---|---:|',
    ...plans.map(
      (plan) => `| ${plan.name} | ${plan.indexes.join(', ') || '(none)'} | ${plan.executionMs.toFixed(2)} |`,
    ),
    '',
    ...plans.flatMap((plan) => [
      `<details><summary>${plan.name}</summary>`,
      '',
      '```',
      plan.text,
      '```',
      '</details>',
      '',
    ]),
  ].join('\n');
}
