import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setCapacity } from '../../test/capacity';
import { bookingBody, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { type MailTestServer, startMailTestServer } from '../../test/mail-test-server';

let mail: MailTestServer;
let api: Client;
let token: string;

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

const take = (body: unknown, options: { token?: string; headers?: Record<string, string> } = { token }) =>
  api.post('/api/bookings/front-desk', body, options);

describe('POST /api/bookings/front-desk', () => {
  it('takes a phone booking without an e-mail: 201, server prices, history names who took it, no e-mail', async () => {
    const body = bookingBody({
      bookingData: { email: '', customerName: 'Caller Without Mail' },
      cartItems: [{ id: 'stem-cell-facial', quantity: 2, price: 1 }],
    });
    const reply = await take({ ...body, totalPrice: 2 });
    expect(reply.status).toBe(201);
    expect(reply.body.booking).toMatchObject({ status: 'pending', totalPrice: 3998 });
    expect(reply.body.booking.bookingData.email).toBe('');
    const detail = (await api.get(`/api/bookings/${reply.body.booking.id}`, { token })).body.data;
    expect(detail.history[0]).toMatchObject({ to: 'pending', changedBy: 'Rosa Front Desk' });
    expect(detail.events[0]).toMatchObject({
      kind: 'created',
      actor: 'Rosa Front Desk',
      summary: 'Taken at the desk by Rosa Front Desk (phone call)',
    });
    await mail.outbox.runOnce();
    expect(mail.sink.received).toHaveLength(0);
    const outbox = await mail.server.db.knex('email_outbox').where({ booking_id: reply.body.booking.id });
    expect(outbox).toHaveLength(0);
  });

  it('takes a walk-in with an e-mail: the client gets the confirmation', async () => {
    const reply = await take({
      ...bookingBody({ bookingData: { email: 'walkin@example.com' } }),
      channel: 'walk-in',
    });
    expect(reply.status).toBe(201);
    const events = (await api.get(`/api/bookings/${reply.body.booking.id}`, { token })).body.data.events;
    expect(events[0].summary).toBe('Taken at the desk by Rosa Front Desk (walk-in)');
    await mail.outbox.runOnce();
    expect(mail.sink.received.filter((m) => m.to.includes('walkin@example.com'))).toHaveLength(1);
  });

  it('applies the public rules: missing fields, a bad e-mail, an unknown treatment, a bad channel are 400', async () => {
    const missing = await take({ bookingData: { email: '' }, cartItems: [{ id: 'stem-cell-facial' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(
      /^Missing required fields: branch, date, time, age, customerName, phone/,
    );
    expect(missing.body.msg).not.toContain('email');
    const badMail = await take(bookingBody({ bookingData: { email: 'not-an-address' } }));
    expect(badMail.status).toBe(400);
    expect(badMail.body.msg).toBe('Enter a valid e-mail address');
    const unknown = await take(bookingBody({ cartItems: [{ id: 'no-such-thing', quantity: 1 }] }));
    expect(unknown.status).toBe(400);
    const channel = await take({ ...bookingBody(), channel: 'fax' });
    expect(channel.status).toBe(400);
    expect(channel.body.msg).toBe('channel must be phone or walk-in');
    for (const body of [null, [], 'text', 42]) {
      expect((await take(body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is for staff only: 401 without a token', async () => {
    const reply = await take(bookingBody(), {});
    expect(reply.status).toBe(401);
  });

  it('answers a replayed Idempotency-Key with the first booking', async () => {
    const body = bookingBody({ bookingData: { email: '' } });
    const headers = { 'idempotency-key': 'desk-key-0001-abcdef' };
    const first = await take(body, { token, headers });
    const again = await take(body, { token, headers });
    expect(again.status).toBe(201);
    expect(again.body.booking.id).toBe(first.body.booking.id);
  });

  it('takes the same capacity as the public form: the last place goes once, then 409 with alternatives', async () => {
    await setCapacity(mail.server.db.knex, 'las-pinas', 1);
    const slot = { branch: 'las-pinas', date: soon(21), time: '15:00' };
    const online = await api.post('/api/bookings', bookingBody({ bookingData: slot }));
    expect(online.status).toBe(201);
    const desk = await take(bookingBody({ bookingData: { ...slot, email: '' } }));
    expect(desk.status).toBe(409);
    expect(desk.body.alternatives.length).toBeGreaterThan(0);
    const outside = await take(bookingBody({ bookingData: { ...slot, time: '19:30' } }));
    expect(outside.status).toBe(400);
  });
});
