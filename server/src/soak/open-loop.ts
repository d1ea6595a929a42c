import http from 'node:http';

export interface LoadRequest {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RateResult {
  rate: number;
  seconds: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  byKind: Record<string, { requests: number; p99: number }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0) : 0;

/**
 * Open-loop load: requests start on a fixed schedule, whether or not earlier ones have answered, and
 * latency counts from the scheduled start. A closed loop (N clients waiting on each other) would slow
 * down with the server and hide the queueing a real crowd meets. Loopback only; past `maxInFlight`
 * outstanding requests a due request counts as an error instead of piling up without bound.
 */
export async function runAtRate(
  baseUrl: string,
  rate: number,
  seconds: number,
  next: () => LoadRequest,
  maxInFlight = 400,
): Promise<RateResult> {
  const base = new URL(baseUrl);
  if (base.hostname !== '127.0.0.1' && base.hostname !== 'localhost') throw new Error('loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const kinds = new Map<string, number[]>();
  let errors = 0;
  let inFlight = 0;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];

  const fire = (request: LoadRequest, scheduledAt: number) =>
    new Promise<void>((resolve) => {
      inFlight += 1;
      const done = (ok: boolean) => {
        inFlight -= 1;
        const took = performance.now() - scheduledAt;
        if (ok) {
          latencies.push(took);
          kinds.set(request.kind, [...(kinds.get(request.kind) ?? []), took]);
        } else errors += 1;
        resolve();
      };
      const outgoing = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: request.path,
          headers: { ...(request.body ? { 'content-type': 'application/json' } : {}), ...request.headers },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => done((response.statusCode ?? 500) < 400));
          response.on('error', () => done(false));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', () => done(false));
      outgoing.end(request.body);
    });

  for (let index = 0; index < total; index += 1) {
    const scheduledAt = started + (index * 1000) / rate;
    const wait = scheduledAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (inFlight >= maxInFlight) {
      errors += 1;
      continue;
    }
    pending.push(fire(next(), scheduledAt));
  }
  await Promise.all(pending);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const byKind: RateResult['byKind'] = {};
  for (const [kind, values] of kinds) {
    values.sort((a, b) => a - b);
    byKind[kind] = { requests: values.length, p99: Math.round(percentile(values, 99)) };
  }
  return {
    rate,
    seconds: (performance.now() - started) / 1000,
    requests: total,
    errors,
    p50: Math.round(percentile(sorted, 50) * 10) / 10,
    p99: Math.round(percentile(sorted, 99) * 10) / 10,
    max: Math.round(sorted.at(-1) ?? 0),
    byKind,
  };
}
