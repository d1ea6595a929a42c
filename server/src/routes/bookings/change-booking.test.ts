import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setCapacity } from '../../test/capacity';
import { bookingBody, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';
import { decodeHeader, leafParts, messageHeaders } from '../../test/mime';
import { TEST_SECRETS } from '../../test/test-server';

let mail: MailTestServer;
let api: Client;
let token: string;
const { updateCode } = TEST_SECRETS;

beforeAll(async () => {
  mail = await startMailTestServer();
  api = client(mail.server.url);
  token = (await signedIn(mail.server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await mail.close();
});

beforeEach(() => {
  mail.sink.received.length = 0;
});

async function booked(email: string) {
  const made = await api.post('/api/bookings', bookingBody({ bookingData: { email, time: '14:30' } }));
  await mail.outbox.runOnce();
  mail.sink.received.length = 0;
  return made.body.booking;
}

const change = (id: string, body: Record<string, unknown>) =>
  api.patch(`/api/bookings/${id}`, { updateCode, ...body }, { token });

async function mailsTo(address: string) {
  await mail.outbox.runOnce();
  return mail.sink.received
    .filter((message) => message.to.includes(address))
    .map((message) => ({
      subject: decodeHeader(messageHeaders(message.raw).subject ?? ''),
      text: leafParts(message.raw).find((part) => part.contentType.startsWith('text/plain'))?.body ?? '',
    }));
}

describe('PATCH /api/bookings/:id', () => {
  it('moves the date and time: history before and after, one "moved" e-mail naming both', async () => {
    const booking = await booked('move-me@example.com');
    const date = soon(5);
    const reply = await change(booking.id, { bookingData: { date, time: '16:00' } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.bookingData).toMatchObject({ date, time: '16:00', branch: 'makati' });
    expect(reply.body.data.totalPrice).toBe(booking.totalPrice);
    const events = (await api.get(`/api/bookings/${booking.id}`, { token })).body.data.events;
    const last = events.at(-1);
    expect(last).toMatchObject({ kind: 'changed_by_staff', actor: 'Rosa Front Desk' });
    expect(last.summary).toMatch(/^Changed: .*2:30 PM -> .*4:00 PM$/);
    const mails = await mailsTo('move-me@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['TBL Aesthetics & Slimming Center - Your booking is moved']);
    expect(mails[0]?.text).toContain('2:30 PM');
    expect(mails[0]?.text).toContain('4:00 PM');
    expect(mails[0]?.text).toMatch(/https:\/\/tbl\.example\/my-booking\//);
  });

  it('reprices changed treatments on the server and moves a visit home with its address', async () => {
    const booking = await booked('reprice@example.com');
    const reply = await change(booking.id, {
      bookingData: { serviceType: 'home', address: '12 Mabini Street, Pasig City' },
      cartItems: [{ id: 'stem-cell-facial', quantity: 2, price: 1 }],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.totalPrice).toBe(3998);
    expect(reply.body.data.bookingData).toMatchObject({
      serviceType: 'home',
      branch: 'home',
      address: '12 Mabini Street, Pasig City',
    });
    const summary = (await api.get(`/api/bookings/${booking.id}`, { token })).body.data.events.at(-1).summary;
    expect(summary).toContain('Makati -> Home service, 12 Mabini Street, Pasig City');
    expect(summary).toContain('total ₱1,999 -> ₱3,998');
  });

  it('a change that changes nothing writes and sends nothing', async () => {
    const booking = await booked('same@example.com');
    const reply = await change(booking.id, { bookingData: { time: '14:30' } });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Nothing to change');
    expect(await mailsTo('same@example.com')).toEqual([]);
  });

  it('applies the booking rules: 400 for a bad time, a past date, a home visit without address', async () => {
    const booking = await booked('rules@example.com');
    expect((await change(booking.id, { bookingData: { time: '25:00' } })).status).toBe(400);
    expect((await change(booking.id, { bookingData: { date: soon(-1) } })).status).toBe(400);
    const home = await change(booking.id, { bookingData: { serviceType: 'home', address: '' } });
    expect(home.status).toBe(400);
    expect((await change(booking.id, { cartItems: [] })).status).toBe(400);
    expect((await change(booking.id, { bookingData: 'soon' })).status).toBe(400);
  });

  it('needs the update code, a live booking, and refuses a closed one with 409', async () => {
    const booking = await booked('closed@example.com');
    expect((await api.patch(`/api/bookings/${booking.id}`, { bookingData: {} }, { token })).status).toBe(400);
    const wrong = await api.patch(`/api/bookings/${booking.id}`, { updateCode: 'guess' }, { token });
    expect(wrong.status).toBe(403);
    const unknown = await change('00000000-0000-4000-8000-000000000000', { bookingData: { time: '15:00' } });
    expect(unknown.status).toBe(404);
    await api.patch(`/api/bookings/${booking.id}/status`, { status: 'cancelled', updateCode }, { token });
    const closed = await change(booking.id, { bookingData: { time: '15:00' } });
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe('Only a pending or confirmed booking can be changed');
    expect((await api.patch(`/api/bookings/${booking.id}`, { updateCode })).status).toBe(401);
  });

  it('checks capacity: a full time is 409 with the nearest free starts; its own place does not count', async () => {
    await setCapacity(mail.server.db.knex, 'quezon-city', 1);
    const date = soon(20);
    const at = (time: string) => bookingBody({ bookingData: { branch: 'quezon-city', date, time } });
    const first = (await api.post('/api/bookings', at('14:00'))).body.booking;
    const second = (await api.post('/api/bookings', at('17:00'))).body.booking;
    expect(first && second).toBeTruthy();
    const full = await change(second.id, { bookingData: { time: '14:00' } });
    expect(full.status).toBe(409);
    expect(full.body.msg).toMatch(/fully booked/);
    expect(full.body.alternatives.length).toBeGreaterThan(0);
    for (const alternative of full.body.alternatives) {
      expect(alternative).toEqual({
        date: expect.any(String),
        time: expect.any(String),
        label: expect.any(String),
      });
    }
    const taken = full.body.alternatives[0];
    const moved = await change(second.id, { bookingData: { date: taken.date, time: taken.time } });
    expect(moved.status).toBe(200);
    // Changing the treatments of a booking in a full slot keeps its own place.
    const same = await change(first.id, { cartItems: [{ id: 'stem-cell-facial', quantity: 2 }] });
    expect(same.status).toBe(200);
  });

  it('never oversells under concurrent moves: five desks move five bookings into the last place, one wins', async () => {
    await setCapacity(mail.server.db.knex, 'home', 1);
    const date = soon(22);
    const home = (time: string) =>
      bookingBody({
        bookingData: {
          serviceType: 'home',
          branch: 'home',
          address: '7 Rizal Avenue, Manila',
          date,
          time,
          paymentMethod: 'gcash',
        },
      });
    const bookings = [];
    for (const time of ['10:00', '12:00', '14:00', '16:00', '18:00']) {
      bookings.push((await api.post('/api/bookings', home(time))).body.booking);
    }
    const replies = await Promise.all(
      bookings.map((booking) => change(booking.id, { bookingData: { date: soon(23), time: '11:00' } })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const there = await mail.server.db
      .knex('bookings')
      .where({ branch: 'home', service_date: soon(23), service_time: '11:00' })
      .whereNull('deleted_at');
    expect(there).toHaveLength(1);
  });
});
