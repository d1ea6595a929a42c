import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../soak/bounded';
import {
  type ChildServer,
  createServerStore,
  freePort,
  type ServerStore,
  startChildServer,
} from '../soak/child-server';

/**
 * A client that goes away half-way through sending its body (a phone losing signal, a closed tab)
 * is not a server fault: the real server's log says `client aborted`, never `ERROR ... 500`.
 */
let store: ServerStore;
let server: ChildServer;

beforeAll(async () => {
  store = await createServerStore();
  server = await startChildServer(await freePort(), { ...store.env, LOG_REQUESTS: 'true' });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await store?.drop();
}, 60_000);

/** Sends the headers and part of a declared body, then cuts the connection. */
async function abortUpload(path: string): Promise<void> {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 20000\r\n\r\n`,
  );
  socket.write(`{"bookingData":{"notes":"${'x'.repeat(2_000)}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.destroy();
}

describe('an upload the client abandons', () => {
  it('is logged as a client abort, not as an error with a 500', async () => {
    for (const path of ['/api/bookings', '/api/online-consultations', '/api/auth/login']) {
      const before = server.output().length;
      await abortUpload(path);
      await waitFor(
        `the request log line for ${path}`,
        async () => server.output().slice(before).includes(`POST ${path} `),
        15_000,
      );
      const logged = server.output().slice(before);
      expect(logged).toContain('client aborted');
      expect(logged).toContain(`POST ${path} 499`);
      expect(logged).not.toContain('ERROR');
      expect(logged).not.toContain(' 500 ');
    }
    // The server carries on.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 60_000);
});
