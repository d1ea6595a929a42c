import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { PACKAGE_MESSAGES } from '../../../../domain/packages';
import { bookingBody, type Staff, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { tokenFor } from '../../test/manage';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let desk: Staff;
let admin: Staff;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  desk = await signedIn(server.db.knex, api, 'staff', 'Desk One');
  admin = await signedIn(server.db.knex, api, 'admin', 'Owner');
});

afterAll(async () => {
  await server.close();
});

let emails = 0;
const freshEmail = () => `wallet${++emails}-${Date.now()}@example.com`;

async function bookPackage(
  promo: string,
  service = 'stem-cell-facial',
  bookingData: Record<string, unknown> = {},
) {
  const reply = await api.post(
    '/api/bookings',
    bookingBody({
      bookingData: { email: freshEmail(), ...bookingData },
      cartItems: [{ id: service, quantity: 1, selectedPromo: promo }],
    }),
  );
  expect(reply.status).toBe(201);
  return reply.body.booking as {
    id: string;
    totalPrice: number;
    bookingData: { email: string; phone: string };
  };
}

const packagesOf = async (bookingId: string) =>
  (await api.get(`/api/bookings/${bookingId}/packages`, { token: desk.token })).body.data as Array<{
    id: string;
    sessionsTotal: number | null;
    sessionsUsed: number;
    sessionsLeft: number | null;
    expiresAt: string | null;
    title: string;
  }>;

/** Completed only once the visit has started: the booking moves to yesterday, as if the client came. */
const visitTookPlace = (id: string) =>
  server.db
    .knex('bookings')
    .where({ id })
    .update({ service_date: addDays(manilaDate(), -1) });

const markPaid = (id: string, amount: number) =>
  api.post(`/api/bookings/${id}/payment`, { status: 'paid', amountPaid: amount }, { token: desk.token });

describe('the package wallet', () => {
  it('opens "Buy 4 get 1 free" with 5 sessions when paid, the buying visit spending one; completing later opens nothing more', async () => {
    const booking = await bookPackage('Buy 4 get 1 free');
    expect(await packagesOf(booking.id)).toEqual([]);
    expect((await markPaid(booking.id, booking.totalPrice)).status).toBe(200);
    const [pkg, ...others] = await packagesOf(booking.id);
    expect(others).toEqual([]);
    expect(pkg).toMatchObject({
      title: 'Buy 4 get 1 free',
      sessionsTotal: 5,
      sessionsUsed: 1,
      sessionsLeft: 4,
      expiresAt: null,
    });
    await visitTookPlace(booking.id);
    const completed = await api.patch(
      `/api/bookings/${booking.id}/status`,
      { status: 'completed', updateCode: 'update-1234' },
      { token: desk.token },
    );
    expect(completed.status).toBe(200);
    expect(await packagesOf(booking.id)).toHaveLength(1);
    const manage = await api.get(`/api/my-booking/${tokenFor(booking.id)}`);
    expect(manage.body.booking.packages).toEqual([expect.objectContaining({ id: pkg?.id, sessionsLeft: 4 })]);
  });

  it('opens "Buy 10 get 3 free" with 13 sessions when completed first, by phone when the booking has no e-mail', async () => {
    const booking = await bookPackage('Buy 10 get 3 free', 'korean-glow-drip');
    await server.db
      .knex('bookings')
      .where({ id: booking.id })
      .update({ email: '', phone: '+63 918 000 1111' });
    await visitTookPlace(booking.id);
    const completed = await api.patch(
      `/api/bookings/${booking.id}/status`,
      { status: 'completed', updateCode: 'update-1234' },
      { token: desk.token },
    );
    expect(completed.status).toBe(200);
    const [pkg] = await packagesOf(booking.id);
    expect(pkg).toMatchObject({ sessionsTotal: 13, sessionsUsed: 1, sessionsLeft: 12 });
    const row = await server.db.knex('client_packages').where({ id: pkg?.id }).first();
    expect(row).toMatchObject({ owner_email: '', owner_phone: '09180001111' });
    await markPaid(booking.id, booking.totalPrice);
    expect(await packagesOf(booking.id)).toHaveLength(1);
  });

  it('redeems down to zero, then answers 409; one undo gives a session back, in the history', async () => {
    const booking = await bookPackage('Buy 4 get 1 free');
    await markPaid(booking.id, booking.totalPrice);
    const [pkg] = await packagesOf(booking.id);
    const url = `/api/packages/${pkg?.id}`;
    let last:
      | {
          status: number;
          body: {
            data: { sessionsLeft: number; history: Array<{ kind: string; redemptionId: string | null }> };
          };
        }
      | undefined;
    for (let left = 3; left >= 0; left -= 1) {
      last = await api.post(`${url}/redeem`, { bookingId: booking.id }, { token: desk.token });
      expect(last.status).toBe(200);
      expect(last.body.data.sessionsLeft).toBe(left);
    }
    const refused = await api.post(`${url}/redeem`, {}, { token: desk.token });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(PACKAGE_MESSAGES.noneLeft);

    const spent = last?.body.data.history.filter((event) => event.redemptionId) ?? [];
    // Four spends at the desk can be given back; the buying visit's session cannot (issue 23, item 14).
    expect(spent).toHaveLength(4);
    const undo = await api.post(
      `${url}/redemptions/${spent.at(-1)?.redemptionId}/undo`,
      {},
      { token: desk.token },
    );
    expect(undo.status).toBe(200);
    expect(undo.body.data.sessionsLeft).toBe(1);
    expect(undo.body.data.history.map((event: { kind: string }) => event.kind)).toEqual([
      'opened',
      'redeemed',
      'redeemed',
      'redeemed',
      'redeemed',
      'redeemed',
      'undone',
    ]);
    const again = await api.post(
      `${url}/redemptions/${spent.at(-1)?.redemptionId}/undo`,
      {},
      { token: desk.token },
    );
    expect(again.status).toBe(404);
    expect((await api.post(`${url}/redeem`, {}, { token: desk.token })).body.data.sessionsLeft).toBe(0);
  });

  it('"Unlimited for 1 Year" has no count, expires a year after it opens, and refuses a session after that with 409', async () => {
    const booking = await bookPackage('Unlimited for 1 Year', 'underarm-laser-hair-removal');
    await markPaid(booking.id, booking.totalPrice);
    const [pkg] = await packagesOf(booking.id);
    expect(pkg).toMatchObject({ sessionsTotal: null, sessionsLeft: null, sessionsUsed: 1 });
    const expires = Date.parse(pkg?.expiresAt ?? '');
    const yearAhead = new Date();
    yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
    expect(Math.abs(expires - yearAhead.getTime())).toBeLessThan(120_000);
    for (let i = 0; i < 3; i += 1) {
      const reply = await api.post(`/api/packages/${pkg?.id}/redeem`, {}, { token: desk.token });
      expect(reply.body.data).toMatchObject({ sessionsLeft: null, sessionsUsed: 2 + i });
    }
    await server.db
      .knex('client_packages')
      .where({ id: pkg?.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await api.post(`/api/packages/${pkg?.id}/redeem`, {}, { token: desk.token });
    expect(expired.status).toBe(409);
    expect(expired.body.msg).toBe(PACKAGE_MESSAGES.expired);
  });

  it('two desks spending the last session at once spend it once', async () => {
    const booking = await bookPackage('Buy 4 get 1 free');
    await markPaid(booking.id, booking.totalPrice);
    const [pkg] = await packagesOf(booking.id);
    await server.db.knex('client_packages').where({ id: pkg?.id }).update({ sessions_used: 4 });
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => api.post(`/api/packages/${pkg?.id}/redeem`, {}, { token: desk.token })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(5);
    expect((await server.db.knex('client_packages').where({ id: pkg?.id }).first()).sessions_used).toBe(5);
  });

  it('an admin transfers a transferable package to another client; staff may not', async () => {
    const booking = await bookPackage('Buy 4 get 1 free');
    await markPaid(booking.id, booking.totalPrice);
    const [pkg] = await packagesOf(booking.id);
    const url = `/api/packages/${pkg?.id}/transfer`;
    expect((await api.post(url, { email: 'friend@example.com' }, { token: desk.token })).status).toBe(403);
    expect((await api.post(url, {}, { token: admin.token })).status).toBe(400);
    const moved = await api.post(url, { email: 'Friend@Example.com' }, { token: admin.token });
    expect(moved.status).toBe(200);
    expect(moved.body.data.history.at(-1)).toMatchObject({ kind: 'transferred', actor: 'Owner' });
    expect(await packagesOf(booking.id)).toEqual([]);
    const friend = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { email: 'friend@example.com' } }),
    );
    expect((await packagesOf(friend.body.booking.id)).map((p) => p.id)).toEqual([pkg?.id]);
    await server.db.knex('client_packages').where({ id: pkg?.id }).update({ transferable: false });
    expect((await api.post(url, { email: 'third@example.com' }, { token: admin.token })).status).toBe(409);
  });

  it('the client books the next session from the package: a line priced 0, capacity like any visit', async () => {
    const booking = await bookPackage('Buy 4 get 1 free');
    await markPaid(booking.id, booking.totalPrice);
    const [pkg] = await packagesOf(booking.id);
    const next = await api.post('/api/bookings', {
      ...bookingBody({
        bookingData: { email: booking.bookingData.email, date: soon(10) },
        cartItems: [{ id: 'stem-cell-facial', quantity: 1, packageId: pkg?.id, price: 7996 }],
      }),
      packageLink: tokenFor(booking.id),
    });
    expect(next.status).toBe(201);
    expect(next.body.booking.totalPrice).toBe(0);
    expect(next.body.booking.cartItems).toEqual([
      expect.objectContaining({
        name: 'Stem Cell Facial (from package)',
        price: 0,
        lineTotal: 0,
        packageId: pkg?.id,
      }),
    ]);
    // The session is taken when the visit is booked: the desk spends nothing more for it.
    const read = await api.get(`/api/packages/${pkg?.id}`, { token: desk.token });
    expect(read.body.data.sessionsLeft).toBe(3);
    expect(read.body.data.history.at(-1).summary).toContain(next.body.booking.bookingData.bookingNumber);
    const redeemed = await api.post(
      `/api/packages/${pkg?.id}/redeem`,
      { bookingId: next.body.booking.id },
      { token: desk.token },
    );
    expect(redeemed.status).toBe(409);
    expect(redeemed.body.msg).toBe(PACKAGE_MESSAGES.alreadyBooked);
  });

  it('refuses a package line for someone else, another treatment, two at once, or none left', async () => {
    const booking = await bookPackage('Buy 4 get 1 free');
    await markPaid(booking.id, booking.totalPrice);
    const [pkg] = await packagesOf(booking.id);
    const attempt = (email: string, line: Record<string, unknown>) =>
      api.post('/api/bookings', {
        ...bookingBody({ bookingData: { email }, cartItems: [{ quantity: 1, ...line }] }),
        packageLink: tokenFor(booking.id),
      });
    const mine = booking.bookingData.email;
    expect(
      (await attempt('stranger@example.com', { id: 'stem-cell-facial', packageId: pkg?.id })).body.msg,
    ).toBe(PACKAGE_MESSAGES.notYours);
    expect((await attempt(mine, { id: 'korean-glow-drip', packageId: pkg?.id })).body.msg).toBe(
      PACKAGE_MESSAGES.wrongService,
    );
    expect((await attempt(mine, { id: 'stem-cell-facial', packageId: pkg?.id, quantity: 2 })).status).toBe(
      400,
    );
    expect((await attempt(mine, { id: 'stem-cell-facial', packageId: 'not-a-uuid' })).status).toBe(400);
    await server.db.knex('client_packages').where({ id: pkg?.id }).update({ sessions_used: 5 });
    const none = await attempt(mine, { id: 'stem-cell-facial', packageId: pkg?.id });
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe(PACKAGE_MESSAGES.noneLeft);
  });

  it('answers 404 for unknown packages and 401 without sign-in', async () => {
    expect(
      (await api.post('/api/packages/00000000-0000-4000-8000-000000000000/redeem', {}, { token: desk.token }))
        .status,
    ).toBe(404);
    expect((await api.get('/api/packages/junk', { token: desk.token })).status).toBe(404);
    expect((await api.post('/api/packages/00000000-0000-4000-8000-000000000000/redeem', {})).status).toBe(
      401,
    );
  });
});
