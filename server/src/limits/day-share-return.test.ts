import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '../../../domain/branch-hours';
import { addDays, manilaDate } from '../../../domain/manila-date';
import { cleanUp } from '../maintenance/cleanup';
import { bookingBody, consultationBody, signedIn } from '../test/factories';
import { type Client, client } from '../test/http';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test/test-server';

/**
 * A client's share of a day (issue 23 item 2) follows the visits it became: a cancelled or deleted
 * visit gives its minutes back, so the client can book again, and a moved one counts on its new day.
 */
let server: TestServer;
let api: Client;
let staff: string;
let admin: string;
const { updateCode, deleteCode } = TEST_SECRETS;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: '', TRUST_PROXY: '1' });
  api = client(server.url);
  staff = (await signedIn(server.db.knex, api, 'staff', 'Rosa Front Desk')).token;
  admin = (await signedIn(server.db.knex, api, 'admin', 'Ines Admin')).token;
});

afterAll(async () => {
  await server.close();
});

let clients = 0;
/** A client of their own: an address and an e-mail address no other test uses. */
function newClient() {
  clients += 1;
  const address = `198.18.23.${clients}`;
  const tag = crypto.randomBytes(3).toString('hex');
  return {
    email: `share-${tag}@example.com`,
    phone: `0917 ${String(clients).padStart(3, '0')} ${String(crypto.randomInt(0, 10_000)).padStart(4, '0')}`,
    sent: () => ({ headers: { 'x-forwarded-for': address, 'Idempotency-Key': crypto.randomUUID() } }),
  };
}

/** 150 + 120 minutes, capped at 240: more than the 220-minute share of a Makati day on its own. */
const LONG_CART = [
  { id: 'premium-slim-trio', quantity: 1 },
  { id: 'ultimate-tightening-trio', quantity: 1 },
];

async function book(who: ReturnType<typeof newClient>, date: string, time: string, long = false) {
  return api.post(
    '/api/bookings',
    bookingBody({
      bookingData: { branch: 'makati', date, time, email: who.email, phone: who.phone },
      ...(long ? { cartItems: LONG_CART } : {}),
    }),
    who.sent(),
  );
}

/** A client whose long visit fills their share of `date`: a second visit that day is refused. */
async function fullShare(date: string) {
  const who = newClient();
  const first = await book(who, date, '10:00', true);
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  const refused = await book(who, date, '16:00');
  expect(refused.status).toBe(429);
  return { who, first: first.body };
}

describe("a client's share of a day follows their visits", () => {
  it('a visit the client cancels with their link gives its minutes back', async () => {
    const date = addDays(manilaDate(), 30);
    const { who, first } = await fullShare(date);
    const cancelled = await api.post(`/api/my-booking/${first.manageToken}/cancel`, {});
    expect(cancelled.status).toBe(200);
    const again = await book(who, date, '16:00');
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('a visit the desk cancels gives its minutes back', async () => {
    const date = addDays(manilaDate(), 31);
    const { who, first } = await fullShare(date);
    const cancelled = await api.patch(
      `/api/bookings/${first.booking.id}/status`,
      { status: 'cancelled', updateCode },
      { token: staff },
    );
    expect(cancelled.status).toBe(200);
    const again = await book(who, date, '16:00');
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('a visit an admin deletes gives its minutes back', async () => {
    const date = addDays(manilaDate(), 32);
    const { who, first } = await fullShare(date);
    const deleted = await api.delete(`/api/bookings/${first.booking.id}`, { deleteCode }, { token: admin });
    expect(deleted.status).toBe(200);
    const again = await book(who, date, '16:00');
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('a visit the desk moves to another day counts there, and no longer on its first day', async () => {
    const date = addDays(manilaDate(), 33);
    const later = addDays(manilaDate(), 34);
    const { who, first } = await fullShare(date);
    const moved = await api.patch(
      `/api/bookings/${first.booking.id}`,
      { updateCode, bookingData: { date: later, time: '10:00' } },
      { token: staff },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await book(who, date, '16:00')).status).toBe(201);
    expect((await book(who, later, '16:00')).status).toBe(429);
  });

  it('a consultation the client cancels gives its half hour back', async () => {
    const date = addDays(manilaDate(), 35);
    const who = newClient();
    const consult = (time: string) =>
      api.post(
        '/api/online-consultations',
        consultationBody({ date, time, email: who.email, phone: who.phone }),
        who.sent(),
      );
    const first = await consult('10:00');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await consult('11:00')).status).toBe(201);
    expect((await consult('12:00')).status).toBe(429);
    const cancelled = await api.post(`/api/my-consultation/${first.body.manageToken}/cancel`, {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await consult('12:00')).status).toBe(201);
  });

  it('the clean-up keeps the take of a visit moved to a later day, and drops the passed ones', async () => {
    const date = addDays(manilaDate(), 36);
    const { first } = await fullShare(date);
    await server.db
      .knex('day_share_takes')
      .where({ visit_id: first.booking.id })
      .update({
        share_date: addDays(manilaDate(), -3),
      });
    await cleanUp(server.db.knex);
    const kept = await server.db.knex('day_share_takes').where({ visit_id: first.booking.id });
    expect(kept).toHaveLength(2);
    await server.db
      .knex('bookings')
      .where({ id: first.booking.id })
      .update({ service_date: addDays(manilaDate(), -3) });
    await cleanUp(server.db.knex);
    expect(await server.db.knex('day_share_takes').where({ visit_id: first.booking.id })).toHaveLength(0);
  });
});

describe("a client's share of a day follows the hours the catalogue keeps now", () => {
  it("shrinks with the place's edited hours that weekday (issue 25): a twelfth of the shorter day", async () => {
    const date = addDays(manilaDate(), 37);
    // Las Piñas, 3 places: 10:00 to 8:00 PM is a 150-minute share; 10:00 to 2:00 PM a 60-minute one.
    const edited = await api.patch(
      '/api/catalogue/branches/las-pinas',
      { hours: { [weekdayOf(date)]: { opens: '10:00', closes: '14:00' } } },
      { token: admin },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const who = newClient();
    const visit = (time: string) =>
      api.post(
        '/api/bookings',
        bookingBody({ bookingData: { branch: 'las-pinas', date, time, email: who.email, phone: who.phone } }),
        who.sent(),
      );
    const first = await visit('10:00');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await visit('12:00');
    expect(second.status, JSON.stringify(second.body)).toBe(429);
  });
});
