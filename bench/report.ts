import os from 'node:os';
import type { Plan } from './explain';
import type { LoadResult } from './load';

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
}

const ms = (value: number) => value.toFixed(1);
const row = (result: LoadResult) =>
  `| ${result.name} | ${result.requests.toLocaleString()} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.errors} |`;

/** The figures as Markdown, with the targets checked (reported, never failed on). */
export function renderReport(figures: BenchFigures): string {
  const { reads, baseline, create, plans } = figures;
  const ratio = create.perSecond / baseline.perSecond;
  const worstRead = Math.max(...reads.map((read) => read.p99));
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
