import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manageToken } from '../manage/manage-token';
import { waitFor } from '../soak/bounded';
import {
  type ChildServer,
  createServerStore,
  freePort,
  type ServerStore,
  startChildServer,
} from '../soak/child-server';
import { bookingBody } from '../test/factories';
import { client } from '../test/http';

/**
 * The real server's own log, with the request log on: a client's manage link (the token in the
 * page path and in every /api/my-booking call) and secrets in a query string never appear in it.
 */
const MANAGE_LINK_SECRET = 'log-test-manage-link-secret-long-enough-for-hmac';
let store: ServerStore;
let server: ChildServer;

beforeAll(async () => {
  store = await createServerStore();
  server = await startChildServer(await freePort(), {
    ...store.env,
    LOG_REQUESTS: 'true',
    MANAGE_LINK_SECRET,
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await store?.drop();
}, 60_000);

describe('the request log', () => {
  it('holds no manage-link token and no secret from a query string', async () => {
    const api = client(server.url);
    const created = await api.post('/api/bookings', bookingBody());
    expect(created.status).toBe(201);
    const token = manageToken(MANAGE_LINK_SECRET, created.body.booking.id);
    const mac = token.split('~')[1] as string;

    const paths = [
      `/api/my-booking/${token}`,
      `/api/my-booking/${token}/calendar.ics`,
      `/api/my-booking/${encodeURIComponent(token).replace('~', '%7E')}`,
      `/my-booking/${token}`,
      '/api/health?token=query-token-123456&code=update-9999&password=hunter2-secret',
    ];
    for (const path of paths) await fetch(`${server.url}${path}`);
    const cancel = await api.post(`/api/my-booking/${token}/cancel`, { reason: 'changed plans' });
    expect(cancel.status).toBeLessThan(500);
    await waitFor('the last request to be logged', async () => server.output().includes('/cancel'), 10_000);

    const log = server.output();
    for (const secret of [token, mac, 'query-token-123456', 'update-9999', 'hunter2-secret']) {
      expect(log).not.toContain(secret);
    }
    const redacted = log.split('\n').filter((line) => line.includes('/my-booking/[redacted]'));
    expect(redacted.length).toBeGreaterThanOrEqual(5);
    console.log(`log redaction: ${redacted.length} manage-link lines logged, each with [redacted]`);
  }, 60_000);
});
