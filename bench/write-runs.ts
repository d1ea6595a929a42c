import os from 'node:os';
import { benchBooking } from './booking-requests';
import { combine, type LoadResult, runLoad } from './load';

const WRITE_OPTIONS = { concurrency: 10, durationMs: 2_500, maxRequests: 200_000, warmupMs: 500 };
const ROUNDS = 4;

/**
 * The bare INSERT and `POST /api/bookings` in alternating 2.5-second slices, four rounds, so a change
 * in the machine's load falls on both; each request a new phone at a valid start. `firstIndex` lets a
 * run on a kept database start past what earlier runs wrote. Pushes the 1-minute load average into
 * `loads` before each round and after the last.
 */
export async function measureWrites({
  baselineUrl,
  appUrl,
  today,
  loads,
  firstIndex = 0,
}: {
  baselineUrl: string;
  appUrl: string;
  today: string;
  loads: number[];
  firstIndex?: number;
}): Promise<{ baseline: LoadResult; create: LoadResult }> {
  const load1 = () => os.loadavg()[0] ?? 0;
  const baselineRuns = [];
  const createRuns = [];
  let written = firstIndex;
  const request = (index: number) => benchBooking(written + index, today);
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(
      `Measuring the bare INSERT and POST /api/bookings, round ${round} of ${ROUNDS} (load ${load1().toFixed(1)})...`,
    );
    loads.push(load1());
    const base = await runLoad('baseline', baselineUrl, WRITE_OPTIONS, request);
    written += base.requests + 1_000;
    baselineRuns.push(base);
    const create = await runLoad('create', appUrl, WRITE_OPTIONS, request);
    written += create.requests + 1_000;
    createRuns.push(create);
  }
  loads.push(load1());
  return {
    baseline: combine('baseline: node:http + pg INSERT', baselineRuns),
    create: combine('POST /api/bookings (resource plan, locks, insert, assignments)', createRuns),
  };
}
