import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskQueue } from '../../../../domain/desk-queues';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { signedIn, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await server.close();
});

const queues = async () => {
  const reply = await api.get('/api/desk/queues', { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { counts: Record<DeskQueue, number>; waiting: Array<Record<string, string>> };
};
const listed = async (queue: string) => {
  const reply = await api.get(`/api/bookings?queue=${queue}&limit=100`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { ids: reply.body.data.map((row: { id: string }) => row.id).sort(), total: reply.body.total };
};

describe('GET /api/desk/queues (issue 29 item 3)', () => {
  it('is for staff only', async () => {
    expect((await api.get('/api/desk/queues')).status).toBe(401);
  });

  it('counts each queue, and ?queue= lists exactly the bookings counted', async () => {
    const db = server.db.knex;
    const today = manilaDate();
    const tomorrow = addDays(today, 1);
    const before = (await queues()).counts;
    const [proof, proofDeleted, unpaidToday, paidToday, cancelledToday, partPaidToday] = await storeBookings(
      db,
      [
        { date: soon(4) },
        { date: soon(4), deletedAt: new Date() },
        { status: 'arrived', date: today, time: '09:00' },
        { status: 'confirmed', date: today, time: '10:00' },
        { status: 'cancelled', date: today, time: '11:00' },
        { status: 'completed', date: today, time: '08:00' },
      ],
    );
    await db('bookings')
      .whereIn('id', [proof, proofDeleted] as string[])
      .update({ payment_status: 'proof-submitted' });
    await db('bookings').where({ id: paidToday }).update({ payment_status: 'paid' });
    await db('bookings').where({ id: partPaidToday }).update({ payment_status: 'part-paid' });
    const [pendingTomorrow, confirmedTomorrow, pendingLater] = await storeBookings(db, [
      { status: 'pending', date: tomorrow },
      { status: 'confirmed', date: tomorrow },
      { status: 'pending', date: soon(2) },
    ]);
    const [underReview, reviewCleared, reviewCancelled] = await storeBookings(db, [
      { status: 'pending', date: soon(5) },
      { status: 'confirmed', date: soon(5) },
      { status: 'cancelled', date: soon(5) },
    ]);
    await db('bookings')
      .whereIn('id', [underReview, reviewCleared, reviewCancelled] as string[])
      .update({ review_at: new Date() });
    await db('bookings').where({ id: reviewCleared }).update({ review_cleared_at: new Date() });
    const [asked, answered] = await storeBookings(db, [{ date: soon(6) }, { date: soon(6) }]);
    await db('booking_change_requests').insert([
      {
        id: crypto.randomUUID(),
        booking_id: asked,
        requested_date: soon(7),
        requested_time: '10:00',
        status: 'pending',
      },
      {
        id: crypto.randomUUID(),
        booking_id: answered,
        requested_date: soon(7),
        requested_time: '10:00',
        status: 'declined',
      },
    ]);

    const { counts } = await queues();
    expect(counts).toEqual({
      proofs: before.proofs + 1,
      'unpaid-today': before['unpaid-today'] + 2,
      'unconfirmed-tomorrow': before['unconfirmed-tomorrow'] + 1,
      review: before.review + 1,
      'time-requests': before['time-requests'] + 1,
    });
    const expected: Record<string, Array<string | undefined>> = {
      proofs: [proof],
      'unpaid-today': [unpaidToday, partPaidToday],
      'unconfirmed-tomorrow': [pendingTomorrow],
      review: [underReview],
      'time-requests': [asked],
    };
    // Each list read once: it holds what its count counts, and none of the bookings outside every queue.
    const outside = [proofDeleted, paidToday, cancelledToday, confirmedTomorrow, pendingLater, reviewCleared];
    for (const [queue, ids] of Object.entries(expected)) {
      const list = await listed(queue);
      expect(list.total, queue).toBe(counts[queue as DeskQueue]);
      for (const id of ids) expect(list.ids, queue).toContain(id);
      for (const id of outside) expect(list.ids, queue).not.toContain(id);
    }
  });

  it("lists today's arrived clients first come first, with the time each arrived", async () => {
    const db = server.db.knex;
    const today = manilaDate();
    const [late, early, treated] = await storeBookings(db, [
      { status: 'arrived', date: today, time: '15:00', customerName: 'Liza Late' },
      { status: 'arrived', date: today, time: '14:00', customerName: 'Ella Early' },
      { status: 'in-treatment', date: today, time: '13:00', customerName: 'Tess Treated' },
    ]);
    await db('bookings')
      .where({ id: late })
      .update({ arrived_at: new Date(Date.now() - 5 * 60_000) });
    await db('bookings')
      .where({ id: early })
      .update({ arrived_at: new Date(Date.now() - 20 * 60_000) });
    const { waiting } = await queues();
    const ids = waiting.map((client) => client.id);
    expect(ids.indexOf(early as string)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(early as string)).toBeLessThan(ids.indexOf(late as string));
    expect(ids).not.toContain(treated);
    expect(waiting.find((client) => client.id === early)).toMatchObject({
      customerName: 'Ella Early',
      time: '14:00',
      arrivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('refuses an unknown queue with a readable 400', async () => {
    const reply = await api.get('/api/bookings?queue=everything', { token });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/queue must be one of/);
  });
});
