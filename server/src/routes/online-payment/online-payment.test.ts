import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context';
import { type RunningServer, startHttpServer } from '../../server';
import { anotherPerson, bookingBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { tokenFor } from '../../test/manage';
import {
  type PaymongoStandIn,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  signAsPaymongo,
  startPaymongoStandIn,
} from '../../test/paymongo-stand-in';
import { startTestServer, type TestServer } from '../../test/test-server';

let standIn: PaymongoStandIn;
let server: TestServer;
let api: Client;
let desk: Staff;

beforeAll(async () => {
  standIn = await startPaymongoStandIn();
  server = await startTestServer({
    PAYMONGO_SECRET_KEY: STAND_IN_SECRET_KEY,
    PAYMONGO_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    PAYMONGO_URL: standIn.url,
    PUBLIC_URL: 'https://tbl.example',
  });
  api = client(server.url);
  desk = await signedIn(server.db.knex, api);
});

afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

beforeEach(() => {
  standIn.received.length = 0;
  standIn.next.length = 0;
});

interface Booked {
  id: string;
  bookingNumber: string;
  totalPrice: number;
}

async function book(overrides: Parameters<typeof bookingBody>[0] = {}): Promise<Booked> {
  const body = bookingBody(overrides);
  const reply = await api.post('/api/bookings', {
    ...body,
    bookingData: { ...body.bookingData, ...anotherPerson(), ...overrides.bookingData },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const booking = reply.body.booking;
  return { id: booking.id, bookingNumber: booking.bookingData.bookingNumber, totalPrice: booking.totalPrice };
}

/** Pay now, as the page does: the session the stand-in received. */
async function openCheckout(booking: Booked) {
  const reply = await api.post(`/api/my-booking/${tokenFor(booking.id)}/checkout`, {});
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const session = standIn.received.at(-1);
  if (!session) throw new Error('the stand-in received no session');
  return { reply, session };
}

const deliver = (body: string, signature = signAsPaymongo(body), url = server.url) =>
  fetch(`${url}/api/payments/paymongo/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paymongo-signature': signature },
    body,
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

const staffView = async (id: string) =>
  (await api.get(`/api/bookings/${id}`, { token: desk.token })).body.data;

const acknowledgements = (id: string) =>
  server.db.knex('email_outbox').where({ booking_id: id, kind: 'payment-acknowledgement' });

describe('Pay now: the checkout session', () => {
  it('asks PayMongo for the amount due in centavos, by GCash, Maya, QR Ph or card, named by the booking', async () => {
    const booking = await book();
    const token = tokenFor(booking.id);
    expect((await api.get(`/api/my-booking/${token}/checkout`)).body).toEqual({
      available: true,
      amountDue: booking.totalPrice,
    });
    const { reply, session } = await openCheckout(booking);
    expect(reply.body).toEqual({ checkoutUrl: `${standIn.url.replace(/\/v1$/, '')}/checkout/${session.id}` });
    expect(session.authorization).toBe(`Basic ${Buffer.from(`${STAND_IN_SECRET_KEY}:`).toString('base64')}`);
    expect(session.contentType).toBe('application/json');
    expect(session.attributes).toMatchObject({
      payment_method_types: ['gcash', 'paymaya', 'qrph', 'card'],
      reference_number: booking.bookingNumber,
      metadata: { bookingId: booking.id },
      success_url: `https://tbl.example/my-booking/${token}?payment=done`,
      cancel_url: `https://tbl.example/my-booking/${token}?payment=cancelled`,
      line_items: [{ amount: booking.totalPrice * 100, currency: 'PHP', quantity: 1 }],
    });
    expect(session.attributes.line_items[0].name).toContain(booking.bookingNumber);
  });

  it('answers 409 when nothing is due, and 502 with a message when PayMongo is down', async () => {
    const booking = await book();
    standIn.next.push('server-error');
    const down = await api.post(`/api/my-booking/${tokenFor(booking.id)}/checkout`, {});
    expect(down.status).toBe(502);
    expect(down.body.msg).toMatch(/could not open the payment page/);
    await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'paid', amountPaid: booking.totalPrice },
      { token: desk.token },
    );
    const paid = await api.post(`/api/my-booking/${tokenFor(booking.id)}/checkout`, {});
    expect(paid.status).toBe(409);
    expect(paid.body.msg).toMatch(/nothing to pay online/);
    expect((await api.get(`/api/my-booking/${tokenFor(booking.id)}/checkout`)).body.available).toBe(false);
  });
});

describe('Pay now, tapped again', () => {
  const pay = (booking: Booked) => api.post(`/api/my-booking/${tokenFor(booking.id)}/checkout`, {});

  it('hands out the open session again to a second tap, a reload or a second tab, and a new one for a new amount', async () => {
    const booking = await book();
    const first = await pay(booking);
    const again = await pay(booking);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(standIn.received).toHaveLength(1);
    // The desk takes part of it in cash: what is due changed, so the page for the old amount is not reused.
    const part = await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'paid', amountPaid: 500 },
      { token: desk.token },
    );
    expect(part.status).toBe(200);
    const rest = await pay(booking);
    expect(rest.status).toBe(200);
    expect(rest.body.checkoutUrl).not.toBe(first.body.checkoutUrl);
    expect(standIn.received).toHaveLength(2);
    expect(standIn.received[1]?.attributes.line_items[0].amount).toBe((booking.totalPrice - 500) * 100);
  });

  it('opens one session when four requests come at once', async () => {
    const booking = await book();
    // PayMongo takes its time: the other three arrive while the first session is being opened.
    standIn.next.push('slow', 'slow', 'slow', 'slow');
    const replies = await Promise.all([pay(booking), pay(booking), pay(booking), pay(booking)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.body.checkoutUrl)).size).toBe(1);
    expect(standIn.received).toHaveLength(1);
  });

  it('asks the provider at most six times an hour for one booking, failures counted: then 429 with Retry-After', async () => {
    const booking = await book();
    for (let attempt = 0; attempt < 6; attempt += 1) standIn.next.push('server-error');
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await pay(booking)).status).toBe(502);
    const refused = await pay(booking);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/asked for too often for this booking/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(standIn.received).toHaveLength(0);
    // Another booking is not held back by this one.
    expect((await pay(await book())).status).toBe(200);
  });
});

describe('the webhook', () => {
  it('records a paid checkout once: paid online, one acknowledgement, confirmed with its e-mail and text', async () => {
    const booking = await book();
    const { session } = await openCheckout(booking);
    const reply = await deliver(standIn.paidEvent(session, { paymentId: 'pay_first0001' }));
    expect(reply).toEqual({ status: 200, body: { received: true, outcome: 'recorded' } });
    const seen = await staffView(booking.id);
    expect(seen.status).toBe('confirmed');
    expect(seen.payment).toMatchObject({
      status: 'paid',
      amountPaid: booking.totalPrice,
      balance: 0,
      reference: 'pay_first0001',
      source: 'online',
      verifiedBy: 'Online payment (PayMongo)',
      entries: [
        expect.objectContaining({
          method: 'gcash',
          amount: booking.totalPrice,
          reference: 'pay_first0001',
          source: 'online',
          recordedBy: 'Online payment (PayMongo)',
        }),
      ],
    });
    const [{ sum }] = await server.db
      .knex('payment_entries')
      .where({ booking_id: booking.id })
      .select(server.db.knex.raw('sum(amount)::float8 as sum'));
    expect(sum).toBe(booking.totalPrice);
    expect(await acknowledgements(booking.id)).toHaveLength(1);
    expect(
      await server.db.knex('email_outbox').where({ booking_id: booking.id, kind: 'desk-confirmed' }),
    ).toHaveLength(1);
    expect(
      await server.db.knex('sms_outbox').where({ booking_id: booking.id, kind: 'desk-confirmed' }),
    ).toHaveLength(1);
    const manage = await api.get(`/api/my-booking/${tokenFor(booking.id)}`);
    expect(manage.body.booking.payment).toMatchObject({ status: 'paid', source: 'online' });
    // Who recorded it is the clinic's business, not the client's.
    expect(manage.body.booking.payment.entries).toHaveLength(1);
    expect(manage.body.booking.payment.entries[0]).not.toHaveProperty('recordedBy');
  });

  it('refuses a wrong, a missing and a stale signature (401), recording nothing', async () => {
    const booking = await book();
    const { session } = await openCheckout(booking);
    const body = standIn.paidEvent(session);
    const wrong = await deliver(body, signAsPaymongo(body, 'whsk_someone_else'));
    const tampered = await deliver(
      body.replace(`"amount":${booking.totalPrice * 100}`, '"amount":100'),
      signAsPaymongo(body),
    );
    const stale = await deliver(
      body,
      signAsPaymongo(body, STAND_IN_WEBHOOK_SECRET, new Date(Date.now() - 6 * 60_000)),
    );
    const missing = await deliver(body, '');
    for (const reply of [wrong, tampered, stale, missing]) {
      expect(reply.status).toBe(401);
      expect(reply.body.msg).toMatch(/Paymongo-Signature/);
    }
    expect((await staffView(booking.id)).payment.status).toBe('unpaid');
    expect(await acknowledgements(booking.id)).toHaveLength(0);
  });

  it('handles a replayed event once: the second delivery changes nothing', async () => {
    const booking = await book();
    const { session } = await openCheckout(booking);
    const body = standIn.paidEvent(session);
    expect((await deliver(body)).body.outcome).toBe('recorded');
    // PayMongo retries sign again with a new timestamp: still the same event.
    const again = await deliver(
      body,
      signAsPaymongo(body, STAND_IN_WEBHOOK_SECRET, new Date(Date.now() + 1000)),
    );
    expect(again).toEqual({ status: 200, body: { received: true, outcome: 'replayed' } });
    expect((await staffView(booking.id)).payment.amountPaid).toBe(booking.totalPrice);
    expect(await acknowledgements(booking.id)).toHaveLength(1);
    expect(
      await server.db.knex('booking_events').where({ booking_id: booking.id, kind: 'payment_recorded' }),
    ).toHaveLength(1);
  });

  it('records the same payment once under a second event id', async () => {
    const booking = await book();
    const { session } = await openCheckout(booking);
    expect((await deliver(standIn.paidEvent(session, { paymentId: 'pay_twice0001' }))).body.outcome).toBe(
      'recorded',
    );
    const second = await deliver(standIn.paidEvent(session, { paymentId: 'pay_twice0001' }));
    expect(second.body.outcome).toBe('payment-already-recorded');
    expect(await acknowledgements(booking.id)).toHaveLength(1);
  });

  it('refuses an amount that does not match the amount due, and tells the desk on the history', async () => {
    const booking = await book();
    const { session } = await openCheckout(booking);
    const reply = await deliver(standIn.paidEvent(session, { amount: 100 }));
    expect(reply).toEqual({ status: 200, body: { received: true, outcome: 'amount-mismatch' } });
    const seen = await staffView(booking.id);
    expect(seen.payment.status).toBe('unpaid');
    expect(seen.status).toBe('pending');
    const history = await server.db
      .knex('booking_events')
      .where({ booking_id: booking.id, kind: 'online_payment_refused' });
    expect(history).toHaveLength(1);
    expect(history[0].summary).toMatch(/₱1 did not match the ₱1,999 due/);
  });

  it('ignores an event for an unknown booking, or whose reference is another booking', async () => {
    const booking = await book();
    const { session } = await openCheckout(booking);
    const stranger = {
      ...session,
      attributes: { ...session.attributes, metadata: { bookingId: '00000000-0000-4000-8000-000000000000' } },
    };
    expect((await deliver(standIn.paidEvent(stranger))).body.outcome).toBe('unknown-booking');
    const other = await book();
    const mixed = { ...session, attributes: { ...session.attributes, metadata: { bookingId: other.id } } };
    expect((await deliver(standIn.paidEvent(mixed))).body.outcome).toBe('unknown-booking');
    expect((await staffView(booking.id)).payment.status).toBe('unpaid');
    expect((await staffView(other.id)).payment.status).toBe('unpaid');
  });

  it('opens the packages a paid booking bought, as a desk payment does', async () => {
    const booking = await book({
      cartItems: [{ id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 4 get 1 free' }],
    });
    const { session } = await openCheckout(booking);
    expect((await deliver(standIn.paidEvent(session))).body.outcome).toBe('recorded');
    const packages = (await api.get(`/api/bookings/${booking.id}/packages`, { token: desk.token })).body.data;
    expect(packages).toHaveLength(1);
  });

  it('records one payment when two app instances receive the same event at once', async () => {
    const second: RunningServer = await startHttpServer({ ...server.context } as AppContext, 0, '127.0.0.1');
    try {
      for (let round = 0; round < 5; round += 1) {
        const booking = await book();
        const { session } = await openCheckout(booking);
        const body = standIn.paidEvent(session);
        const replies = await Promise.all([deliver(body), deliver(body, signAsPaymongo(body), second.url)]);
        expect(replies.map((reply) => reply.body.outcome).sort()).toEqual(['recorded', 'replayed']);
        expect(await acknowledgements(booking.id)).toHaveLength(1);
        expect((await staffView(booking.id)).payment.amountPaid).toBe(booking.totalPrice);
      }
    } finally {
      await second.stop(1_000);
    }
  });
});

describe('without PayMongo keys', () => {
  it('offers no online payment: the checkout and the webhook answer 503 with a message', async () => {
    const plain = await startTestServer();
    try {
      const plainApi = client(plain.url);
      const made = await plainApi.post('/api/bookings', bookingBody());
      const token = tokenFor(made.body.booking.id);
      expect((await plainApi.get(`/api/my-booking/${token}/checkout`)).body).toEqual({
        available: false,
        amountDue: 1999,
      });
      const reply = await plainApi.post(`/api/my-booking/${token}/checkout`, {});
      expect(reply.status).toBe(503);
      expect(reply.body.msg).toMatch(/Online payment is not available/);
      expect((await deliver('{}', signAsPaymongo('{}'), plain.url)).status).toBe(503);
    } finally {
      await plain.close();
    }
  });
});
