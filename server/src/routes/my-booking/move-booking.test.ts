import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MANAGE_MESSAGES } from '../../../../domain/manage-booking';
import { MOVE_MESSAGES } from '../../../../domain/move-booking';
import { setCapacity } from '../../test/capacity';
import { bookingBody, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { appointmentIn, tokenFor } from '../../test/manage';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';
import { startTestServer } from '../../test/test-server';

let mail: MailTestServer;
let api: Client;
let staffToken: string;

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  staffToken = (await signedIn(mail.server.db.knex, api, 'staff')).token;
});

afterAll(async () => {
  await mail.close();
});

beforeEach(() => {
  mail.sink.received.length = 0;
});

async function booked(bookingData: Record<string, unknown>) {
  const made = await api.post('/api/bookings', bookingBody({ bookingData }));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await mail.outbox.runOnce();
  mail.sink.received.length = 0;
  const booking = made.body.booking as { id: string; bookingData: { bookingNumber: string } };
  return { id: booking.id, bookingNumber: booking.bookingData.bookingNumber };
}

const move = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  api.post(`/api/my-booking/${tokenFor(id)}/move`, body, { headers });

async function mailsTo(address: string) {
  await mail.outbox.runOnce();
  return mail.sink.received
    .filter((message) => message.to.includes(address))
    .map((message) => ({
      subject: decodeHeader(messageHeaders(message.raw).subject ?? ''),
      text: leafParts(message.raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
    }));
}

const eventsOf = async (id: string) =>
  (await api.get(`/api/bookings/${id}`, { token: staffToken })).body.data.events as Array<{
    kind: string;
    actor: string;
    summary: string;
  }>;

describe('POST /api/my-booking/:token/move', () => {
  it('tells the manage page whether the client may move it, and what to ask the free times for', async () => {
    const booking = await booked({ email: 'may-move@example.com', date: soon(6), time: '12:00' });
    const page = async () => (await api.get(`/api/my-booking/${tokenFor(booking.id)}`)).body.booking;
    expect(await page()).toMatchObject({
      canMove: true,
      branch: 'makati',
      services: [{ serviceId: 'stem-cell-facial', name: 'Stem Cell Facial' }],
    });
    const near = appointmentIn(20 * 3600_000, 'down');
    await mail.server.db
      .knex('bookings')
      .where({ id: booking.id })
      .update({ service_date: near.date, service_time: near.time });
    expect(await page()).toMatchObject({ canMove: false, canReschedule: true });
  });

  it('moves the visit to a free start: the new time, the history, and one e-mail to the client', async () => {
    const booking = await booked({ email: 'mover@example.com', date: soon(6), time: '14:30' });
    const asked = await api.post(`/api/my-booking/${tokenFor(booking.id)}/reschedule`, {
      date: soon(9),
      time: '11:00',
    });
    expect(asked.status).toBe(201);
    const reply = await move(booking.id, { date: soon(7), time: '16:00' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.msg).toBe(MOVE_MESSAGES.moved);
    expect(reply.body.booking).toMatchObject({ date: soon(7), time: '16:00', status: 'pending' });
    // The request it made earlier is moot now.
    expect(reply.body.booking.changeRequest?.status).toBe('withdrawn');
    const events = await eventsOf(booking.id);
    expect(events.map((event) => event.kind).slice(-2)).toEqual(['reschedule_withdrawn', 'moved_by_client']);
    expect(events.at(-1)).toMatchObject({ actor: 'Client (online)' });
    expect(events.at(-1)?.summary).toMatch(/^Moved online by the client from .*2:30 PM to .*4:00 PM$/);
    const mails = await mailsTo('mover@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/Your booking is moved$/);
    expect(mails[0]?.text).toContain(`You moved your booking ${booking.bookingNumber} online`);
    expect(await mailsTo('mover@example.com')).toHaveLength(1);
    const slots = await api.get(`/api/availability?branch=makati&date=${soon(7)}&services=stem-cell-facial`);
    const at = (time: string) => slots.body.slots.find((slot: { time: string }) => slot.time === time);
    expect(at('16:00').remaining).toBe(at('10:00').remaining - 1);
  });

  it('answers a retry with the same Idempotency-Key once: same answer, one move, one e-mail', async () => {
    const booking = await booked({ email: 'retry-move@example.com', date: soon(6), time: '12:00' });
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await move(booking.id, { date: soon(8), time: '13:00' }, headers);
    expect(first.status).toBe(200);
    const again = await move(booking.id, { date: soon(8), time: '13:00' }, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await eventsOf(booking.id)).filter((event) => event.kind === 'moved_by_client')).toHaveLength(1);
    expect(await mailsTo('retry-move@example.com')).toHaveLength(1);
    const other = await move(booking.id, { date: soon(8), time: '15:00' }, headers);
    expect(other.status).toBe(422);
  });

  it('refuses within 24 hours of the visit, a cancelled visit, the same time, and a bad start, saying why', async () => {
    const booking = await booked({ email: 'refused@example.com', date: soon(6), time: '12:00' });
    expect((await move(booking.id, { date: soon(6), time: '12:00' })).body.msg).toBe(
      MANAGE_MESSAGES.sameDateTime,
    );
    const cases: Array<[unknown, number, RegExp]> = [
      [{ date: soon(6), time: '12:00' }, 400, /different date or time/],
      [{ date: soon(6), time: '23:00' }, 400, /.+/],
      [{ date: soon(6), time: '07:00' }, 400, /.+/],
      [{ date: soon(-1), time: '12:00' }, 400, /past/],
      [{ date: 'soon', time: '12:00' }, 400, /real date/],
      [{ time: '12:00' }, 400, /.+/],
      [[1, 2], 400, /Send \{ date, time \}/],
    ];
    for (const [body, status, message] of cases) {
      const reply = await move(booking.id, body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body.msg, JSON.stringify(body)).toMatch(message);
    }
    const near = appointmentIn(20 * 3600_000, 'down');
    await mail.server.db
      .knex('bookings')
      .where({ id: booking.id })
      .update({ service_date: near.date, service_time: near.time });
    const late = await move(booking.id, { date: soon(8), time: '12:00' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(MOVE_MESSAGES.tooLate);
    await mail.server.db
      .knex('bookings')
      .where({ id: booking.id })
      .update({ service_date: soon(6), status: 'cancelled' });
    const cancelled = await move(booking.id, { date: soon(8), time: '12:00' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.msg).toBe(MANAGE_MESSAGES.alreadyCancelled);
    expect(
      (await api.post('/api/my-booking/not-a-token/move', { date: soon(8), time: '12:00' })).status,
    ).toBe(404);
    expect(await mailsTo('refused@example.com')).toHaveLength(0);
  });

  it('refuses a full start with 409 and the nearest free starts, and keeps the booking where it was', async () => {
    await setCapacity(mail.server.db.knex, 'las-pinas', 1);
    const date = soon(14);
    await booked({ branch: 'las-pinas', email: 'first@example.com', date, time: '15:00' });
    const second = await booked({ branch: 'las-pinas', email: 'second@example.com', date, time: '17:00' });
    const reply = await move(second.id, { date, time: '15:00' });
    expect(reply.status).toBe(409);
    expect(reply.body.alternatives.length).toBeGreaterThan(0);
    const row = await mail.server.db.knex('bookings').where({ id: second.id }).first();
    expect(row.service_time).toBe('17:00');
    await setCapacity(mail.server.db.knex, 'las-pinas', 3);
  });

  it('never oversells under concurrent moves: five clients move into the last place, one wins', async () => {
    await setCapacity(mail.server.db.knex, 'home', 1);
    const date = soon(22);
    const bookings = [];
    for (const time of ['10:00', '12:00', '14:00', '16:00', '18:00']) {
      bookings.push(
        await booked({
          serviceType: 'home',
          branch: 'home',
          address: '7 Rizal Avenue, Manila',
          date,
          time,
          paymentMethod: 'gcash',
        }),
      );
    }
    const replies = await Promise.all(
      bookings.map((booking) => move(booking.id, { date: soon(23), time: '11:00' })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const there = await mail.server.db
      .knex('bookings')
      .where({ branch: 'home', service_date: soon(23), service_time: '11:00' })
      .whereNull('deleted_at');
    expect(there).toHaveLength(1);
  });
});

describe('POST /api/my-booking/:token/move under the public write limit', () => {
  it('is limited like the other public writes: 429 with Retry-After', async () => {
    const limited = await startTestServer({ PUBLIC_WRITE_LIMIT: '3/10m' });
    try {
      const limitedApi = client(limited.url);
      const made = await limitedApi.post('/api/bookings', bookingBody({ bookingData: { date: soon(6) } }));
      expect(made.status).toBe(201);
      const id = made.body.booking.id as string;
      const to = (time: string) =>
        limitedApi.post(`/api/my-booking/${tokenFor(id)}/move`, { date: soon(7), time });
      expect((await to('11:00')).status).toBe(200);
      expect((await to('12:00')).status).toBe(200);
      const refused = await to('13:00');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(refused.body.msg).toMatch(/Too many/);
    } finally {
      await limited.close();
    }
  });
});
