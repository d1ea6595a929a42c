import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookingBody } from '../test/factories';
import { client } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

/**
 * A disk that fills up for real: the embedded database lives on a small tmpfs made (and removed) by
 * this test, and a filler file takes every free block. Health must say so (503), and a booking must
 * get 503 + Retry-After (which the app's outbox retries), not a 500. This needs root to mount; where
 * the mount is refused the test fails with mount's own message rather than passing unseen.
 */
const MOUNT_HEADROOM_BYTES = 24 * 1024 * 1024;

let mountPoint: string;
let server: TestServer | undefined;

function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** Writes until the disk refuses: ENOSPC is the point, anything else is a fault of the test. */
function fillDisk(file: string): void {
  const handle = fs.openSync(file, 'w');
  try {
    for (const size of [1 << 20, 4096, 512]) {
      const block = Buffer.alloc(size, 7);
      try {
        for (;;) fs.writeSync(handle, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    fs.closeSync(handle);
  }
}

beforeAll(async () => {
  mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'tbl-full-disk-'));
  const template = inject('pgliteTemplateDir');
  const templateBytes = template ? folderBytes(template) : 64 * 1024 * 1024;
  const size = Math.ceil((templateBytes + MOUNT_HEADROOM_BYTES) / 4096) * 4096;
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tbl-full-disk', mountPoint]);
  const dir = path.join(mountPoint, 'db');
  if (template) fs.cpSync(template, dir, { recursive: true });
  const db = await openDatabase({ pgliteDir: dir });
  if (!template) await migrateToLatest(db.knex);
  server = await startTestServer({}, { database: { db, drop: () => db.close() } });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (mountPoint) {
    execFileSync('umount', [mountPoint]);
    fs.rmdirSync(mountPoint);
  }
});

const pastProbeReuse = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('a full disk under the embedded database', () => {
  it('is reported by /api/health and answered 503 + Retry-After, and both recover once space is freed', async () => {
    const { url } = server as TestServer;
    const api = client(url);
    expect((await api.get('/api/health')).status).toBe(200);

    const filler = path.join(mountPoint, 'filler');
    fillDisk(filler);
    await pastProbeReuse();
    const health = await api.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'degraded', database: 'ok', writes: 'failing' });

    const booking = await api.post('/api/bookings', bookingBody());
    expect(booking.status).toBe(503);
    expect(Number(booking.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(booking.body.msg).toMatch(/try again/);

    fs.rmSync(filler);
    await pastProbeReuse();
    expect((await api.get('/api/health')).status).toBe(200);
    expect((await api.post('/api/bookings', bookingBody())).status).toBe(201);
  }, 60_000);
});
