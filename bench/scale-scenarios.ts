import crypto from 'node:crypto';
import { addDays } from '../domain/manila-date';
import type { LoadResult, Request } from './load';

/** The id bench/seed-people.ts gave the n-th client: md5('bench-client-' || n)::uuid, as PostgreSQL writes it. */
export function seededClientId(n: number): string {
  const hex = crypto.createHash('md5').update(`bench-client-${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ReadScenario {
  name: string;
  /** p99 target in ms (issue 30 item 3). */
  targetMs: number;
  /** The baseline server answers it (no session, no target). */
  baseline?: boolean;
  request: (index: number) => Request;
}

const PLACES = ['makati', 'las-pinas', 'quezon-city', 'home', 'online'];
const BRANCHES = ['makati', 'las-pinas', 'quezon-city'];

/** Every read the scale bench measures, each against its target; the first is the reads' floor. */
export function readScenarios(today: string, token: string, clients: number): ReadScenario[] {
  const headers = { authorization: `Bearer ${token}` };
  const get = (path: string, auth = true): Request => ({ method: 'GET', path, ...(auth ? { headers } : {}) });
  return [
    {
      name: 'baseline: node:http + pg SELECT of page 1',
      targetMs: Number.POSITIVE_INFINITY,
      baseline: true,
      request: () => get('/page', false),
    },
    {
      name: 'GET /api/availability (one day, one place, over resources)',
      targetMs: 10,
      request: (i) =>
        get(
          `/api/availability?branch=${PLACES[i % PLACES.length]}&date=${addDays(today, 1 + (i % 170))}&services=${i % 3 === 0 && i % PLACES.length < 3 ? 'ulthera-prime' : 'stem-cell-facial'}`,
          false,
        ),
    },
    {
      name: 'GET /api/bookings page 1 (desk list)',
      targetMs: 25,
      request: () => get('/api/bookings?page=1&limit=10'),
    },
    {
      name: 'GET /api/bookings search "Santos" (one name in forty)',
      targetMs: 25,
      request: () => get('/api/bookings?search=Santos&page=1&limit=10'),
    },
    {
      name: 'GET /api/bookings search "Ana Reyes"',
      targetMs: 25,
      request: () => get('/api/bookings?search=Ana%20Reyes&page=1&limit=10'),
    },
    {
      name: "GET /api/calendar (a branch's day, next 30 days)",
      targetMs: 50,
      request: (i) =>
        get(`/api/calendar?branch=${BRANCHES[i % BRANCHES.length]}&date=${addDays(today, i % 30)}`),
    },
    {
      name: 'GET /api/clients/:id (client page, access logged)',
      targetMs: 25,
      request: (i) => get(`/api/clients/${seededClientId(1 + ((i * 7919) % clients))}`),
    },
  ];
}

const ms = (value: number) => value.toFixed(1);

/** One Markdown row: the figures, the target and whether it was met. */
export function scenarioRow(result: LoadResult, targetMs: number): string {
  const verdict = Number.isFinite(targetMs)
    ? `${targetMs} ms: ${result.p99 < targetMs ? 'met' : '**missed**'}`
    : '';
  return `| ${result.name} | ${result.requests.toLocaleString()} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.errors} | ${verdict} |`;
}
