import http from 'node:http';

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  /** The first refusal or failure, for the report: method, path, status and the start of the answer. */
  firstError?: string;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface LoadOptions {
  concurrency: number;
  /** Stop after this long... */
  durationMs: number;
  /** ...or after this many requests, whichever comes first. */
  maxRequests: number;
  warmupMs?: number;
}

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request over a kept-alive loopback connection; resolves with the status once the body is read. */
function send(agent: http.Agent, base: URL, request: Request): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: {
          ...(request.body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body) }
            : {}),
          ...request.headers,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        // Only a refusal's body is kept (for the report's first error); answers that went through are drained.
        response.on('data', (chunk: Buffer) => {
          if (status >= 400) chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** Several runs of one scenario as one result: requests and time summed, latencies pooled. */
export function combine(name: string, parts: Array<LoadResult & { latencies: number[] }>): LoadResult {
  const latencies = parts.flatMap((part) => part.latencies).sort((a, b) => a - b);
  const seconds = parts.reduce((sum, part) => sum + part.seconds, 0);
  return {
    name,
    requests: latencies.length,
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    firstError: parts.find((part) => part.firstError)?.firstError,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0);

/**
 * A small closed-loop load generator: `concurrency` clients each send the next request as soon as
 * the last one answered, for a bounded time and count. Loopback only.
 */
export async function runLoad(
  name: string,
  baseUrl: string,
  options: LoadOptions,
  makeRequest: (index: number) => Request,
): Promise<LoadResult & { latencies: number[] }> {
  const base = new URL(baseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname))
    throw new Error('The bench only talks to loopback');
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  let counter = 0;
  const phase = async (durationMs: number, maxRequests: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    let issued = 0;
    const started = performance.now();
    const deadline = started + durationMs;
    const client = async () => {
      while (performance.now() < deadline && issued < maxRequests) {
        issued += 1;
        const request = makeRequest(counter++);
        const sentAt = performance.now();
        try {
          const { status, body } = await send(agent, base, request);
          if (status >= 400) {
            errors += 1;
            firstError ??= `${request.method} ${request.path}: ${status} ${body.slice(0, 300)}`;
          }
        } catch (error) {
          errors += 1;
          firstError ??= `${request.method} ${request.path}: ${(error as Error).message}`;
        }
        if (record) latencies.push(performance.now() - sentAt);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, client));
    return { latencies, errors, firstError, seconds: (performance.now() - started) / 1000 };
  };
  if (options.warmupMs) await phase(options.warmupMs, Number.POSITIVE_INFINITY, false);
  const { latencies, errors, firstError, seconds } = await phase(
    options.durationMs,
    options.maxRequests,
    true,
  );
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name,
    requests: sorted.length,
    errors,
    firstError,
    seconds,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    latencies: sorted,
  };
}
