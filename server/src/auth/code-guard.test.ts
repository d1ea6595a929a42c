import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { bookingBody, signedIn } from '../test/factories';
import { type Client, client } from '../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';
import { CODE_WINDOW_MINUTES, TOO_MANY_CODES_MESSAGE } from './code-guard';

let server: TestServer;
let api: Client;
const logged: Array<{ message: string; fields?: Record<string, unknown> }> = [];
const { updateCode, deleteCode } = TEST_SECRETS;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  const capture: Logger = {
    info: (message, fields) => logged.push({ message, fields }),
    error: (message, fields) => logged.push({ message, fields }),
  };
  server.context.logger = capture;
});

afterAll(async () => {
  await server.close();
});

const newBooking = async () => (await api.post('/api/bookings', bookingBody())).body.booking.id as string;
const setStatus = (id: string, code: string, token: string) =>
  api.patch(`/api/bookings/${id}/status`, { status: 'confirmed', updateCode: code }, { token });
const remove = (id: string, code: string, token: string) =>
  api.delete(`/api/bookings/${id}`, { deleteCode: code }, { token });

describe('secret codes under guessing', () => {
  it('allows 5 wrong codes per user in 15 minutes, then answers 429 with Retry-After to right and wrong alike', async () => {
    const admin = await signedIn(server.db.knex, api, 'admin', 'Guessing Admin');
    const id = await newBooking();
    const before = logged.length;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const wrong = await setStatus(id, `wrong-${attempt}`, admin.token);
      expect(wrong.status).toBe(403);
      expect(wrong.body.msg).toBe('Invalid update code');
    }
    for (let attempt = 4; attempt <= 5; attempt += 1) {
      expect((await remove(id, `wrong-${attempt}`, admin.token)).status).toBe(403);
    }
    for (const reply of [
      await setStatus(id, updateCode, admin.token),
      await setStatus(id, 'wrong-6', admin.token),
      await remove(id, deleteCode, admin.token),
    ]) {
      expect(reply.status).toBe(429);
      expect(reply.body.msg).toBe(TOO_MANY_CODES_MESSAGE);
      const wait = Number(reply.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(CODE_WINDOW_MINUTES * 60 - 60);
      expect(wait).toBeLessThanOrEqual(CODE_WINDOW_MINUTES * 60);
    }
    const booking = await server.db.knex('bookings').where({ id }).first();
    expect(booking).toMatchObject({ status: 'pending', deleted_at: null });

    const failures = logged.slice(before).filter((line) => line.fields?.event === 'secret_code_failed');
    expect(failures.map((line) => line.fields?.kind)).toEqual([
      'update',
      'update',
      'update',
      'delete',
      'delete',
    ]);
    expect(failures.every((line) => line.fields?.user === admin.email)).toBe(true);
    expect(JSON.stringify(failures)).not.toContain('wrong-');
    expect(await server.db.knex('code_attempts').count('* as n').first()).toMatchObject({
      n: expect.anything(),
    });

    // Another staff member is not held up by this one's guesses.
    const other = await signedIn(server.db.knex, api, 'staff', 'Other Desk');
    expect((await setStatus(id, updateCode, other.token)).status).toBe(200);

    // Once the failures are older than the window, the right code works again.
    await server.db
      .knex('code_attempts')
      .update({ attempted_at: server.db.knex.raw("now() - interval '16 minutes'") });
    expect((await remove(id, deleteCode, admin.token)).status).toBe(200);
  });

  it('does not count right codes', async () => {
    const staff = await signedIn(server.db.knex, api, 'staff', 'Careful Desk');
    const id = await newBooking();
    for (let round = 0; round < 8; round += 1) {
      expect((await setStatus(id, updateCode, staff.token)).status).toBe(200);
    }
    expect((await setStatus(id, 'nope', staff.token)).status).toBe(403);
  });

  it('never refuses a right code because colleagues are checking theirs at the same moment', async () => {
    const staff = await signedIn(server.db.knex, api, 'staff', 'Busy Desk');
    const ids = await Promise.all(Array.from({ length: 6 }, () => newBooking()));
    expect((await setStatus(ids[0] as string, 'typo', staff.token)).status).toBe(403);
    const replies = await Promise.all(ids.map((id) => setStatus(id, updateCode, staff.token)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('never checks more than 5 guesses in a burst of concurrent ones', async () => {
    const staff = await signedIn(server.db.knex, api, 'staff', 'Burst Desk');
    const id = await newBooking();
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) => setStatus(id, `burst-${index}`, staff.token)),
    );
    const statuses = replies.map((reply) => reply.status);
    // In-flight guesses count each other, so a burst may be refused before 5 were checked; never after.
    const checked = statuses.filter((status) => status === 403).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
    expect((await setStatus(id, updateCode, staff.token)).status).toBe(checked === 5 ? 429 : 200);
  });
});
