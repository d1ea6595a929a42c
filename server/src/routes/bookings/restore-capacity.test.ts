import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCapacity } from '../../test/capacity';
import { bookingBody, type Staff, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let admin: Staff;
const { deleteCode, updateCode } = TEST_SECRETS;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  admin = await signedIn(server.db.knex, api, 'admin', 'Ines Admin');
});

afterAll(async () => {
  await server.close();
});

async function booked(bookingData: Record<string, unknown>) {
  const reply = await api.post('/api/bookings', bookingBody({ bookingData }));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.booking as { id: string };
}

const remove = (id: string) => api.delete(`/api/bookings/${id}`, { deleteCode }, { token: admin.token });
const restore = (id: string) =>
  api.post(`/api/bookings/${id}/restore`, { deleteCode }, { token: admin.token });
const deletedIds = async () =>
  ((await api.get('/api/bookings/deleted', { token: admin.token })).body.data as Array<{ id: string }>).map(
    (row) => row.id,
  );

describe('restoring a deleted booking takes its place again', () => {
  it('answers 409 with alternatives when its start has filled since the delete, and the booking stays deleted', async () => {
    await setCapacity(server.db.knex, 'las-pinas', 1);
    const start = { branch: 'las-pinas', date: soon(5), time: '11:00' };
    const first = await booked(start);
    expect((await remove(first.id)).status).toBe(200);
    // The place the delete gave back is taken by another client.
    const second = await booked(start);

    const refused = await restore(first.id);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.msg).toMatch(/fully booked/);
    expect(refused.body.alternatives.length).toBeGreaterThanOrEqual(1);
    expect(await deletedIds()).toContain(first.id);
    const live = await server.db
      .knex('bookings')
      .where({ branch: 'las-pinas', service_date: start.date })
      .whereNull('deleted_at');
    expect(live.map((row: { id: string }) => row.id)).toEqual([second.id]);

    // Once the place is free again the restore goes through; the booking is not counted against itself.
    expect((await remove(second.id)).status).toBe(200);
    const restored = await restore(first.id);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ id: first.id, deletedAt: null, status: 'pending' });
  });

  it('restores a cancelled booking into a full start: it holds no place', async () => {
    await setCapacity(server.db.knex, 'las-pinas', 1);
    const start = { branch: 'las-pinas', date: soon(6), time: '14:00' };
    const first = await booked(start);
    const status = await api.patch(
      `/api/bookings/${first.id}/status`,
      { status: 'cancelled', updateCode },
      { token: admin.token },
    );
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    expect((await remove(first.id)).status).toBe(200);
    await booked(start);
    const restored = await restore(first.id);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ id: first.id, status: 'cancelled' });
  });
});
