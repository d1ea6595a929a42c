import crypto from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import knexFactory from 'knex';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { BenchServers, benchDatabase, freshDatabase } from './bench-setup';
import { combine, runLoad } from './load';

/**
 * `tsx bench/catalogue.ts` (DATABASE_URL): `GET /api/catalogue` over the seeded catalogue (83
 * treatments, five places), a full answer and the `If-None-Match` revalidation that answers 304,
 * against the 10 ms p99 target (issue 25). Prints p50/p99 and the body's size.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('bench/catalogue.ts needs DATABASE_URL (PostgreSQL).');
  process.exit(0);
}
const { name, url: benchUrl } = benchDatabase(databaseUrl, 'bench_catalogue');
const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
await freshDatabase(admin, name);
const db = await openDatabase({ databaseUrl: benchUrl, poolMax: 2 });
await migrateToLatest(db.knex);

const servers = new BenchServers();
const appUrl = await servers.start('app-server.ts', {
  BENCH_DATABASE_URL: benchUrl,
  BENCH_JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
});
try {
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  // fetch would decode the body (and ask for its own codings): read the bytes as sent.
  const sent = async (headers: Record<string, string>) => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${appUrl}/api/catalogue`, { headers }, resolve).on('error', reject),
    );
    let bytes = 0;
    for await (const chunk of response) bytes += (chunk as Buffer).length;
    return {
      status: response.statusCode,
      etag: response.headers.etag ?? '',
      coding: response.headers['content-encoding'] ?? 'identity',
      bytes,
    };
  };
  const compressed = await sent(BROWSER);
  const plain = await sent({});
  const revalidated = await sent({ ...BROWSER, 'if-none-match': compressed.etag });
  console.log(`Load average before: ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores`);
  console.log(
    `GET /api/catalogue: ${compressed.bytes} bytes ${compressed.coding} (ETag ${compressed.etag}), ${plain.bytes} bytes ${plain.coding}; with If-None-Match: ${revalidated.status}`,
  );
  const options = { concurrency: 4, durationMs: 2_000, maxRequests: 200_000, warmupMs: 500 };
  const cases: Array<[string, Record<string, string>]> = [
    ['full answer, browser (br)', BROWSER],
    ['full answer, no Accept-Encoding (identity)', {}],
    ['304 revalidation', { ...BROWSER, 'if-none-match': compressed.etag }],
  ];
  for (const [label, headers] of cases) {
    const slices = [];
    for (let round = 0; round < 3; round += 1) {
      slices.push(
        await runLoad(label, appUrl, options, () => ({ method: 'GET', path: '/api/catalogue', headers })),
      );
    }
    const result = combine(label, slices);
    console.log(
      `GET /api/catalogue ${label}: ${result.requests} requests, ${result.perSecond.toFixed(0)}/s, p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms (target 10), errors ${result.errors}`,
    );
  }
} finally {
  await servers.stopAll();
  await db.close();
  await admin.raw(`drop database if exists ${name} with (force)`);
  await admin.destroy();
}
