import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../../../domain/packages';
import { myBookingsToken } from '../../manage/my-bookings-token';
import { manageKeyOf } from '../../secrets';
import { type SecondInstance, startSecondInstance } from '../../soak/second-instance';
import { bookingBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { tokenFor } from '../../test/manage';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

/**
 * Issue 23, item 4: a booking from a package takes its session when it is booked (given back on
 * cancel), only through the owner's link, and never more sessions than are left under concurrency.
 */
let server: TestServer;
let second: SecondInstance;
let api: Client;
let other: Client;
let desk: Staff;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  second = await startSecondInstance(server);
  api = client(server.url);
  other = client(second.url);
  desk = await signedIn(server.db.knex, api, 'staff', 'Desk Three');
});

afterAll(async () => {
  await second.close();
  await server.close();
});

let emails = 0;
const freshEmail = () => `holder${++emails}-${Date.now()}@example.com`;

/** A paid "Buy 4 get 1 free" (5 sessions, the buying visit spent one) with `left` sessions left. */
async function packageWith(left: number) {
  const bought = await api.post(
    '/api/bookings',
    bookingBody({
      bookingData: { email: freshEmail() },
      cartItems: [{ id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 4 get 1 free' }],
    }),
  );
  expect(bought.status).toBe(201);
  const booking = bought.body.booking as { id: string; totalPrice: number; bookingData: { email: string } };
  await api.post(
    `/api/bookings/${booking.id}/payment`,
    { status: 'paid', amountPaid: booking.totalPrice },
    { token: desk.token },
  );
  const row = await server.db.knex('client_packages').where({ source_booking_id: booking.id }).first();
  await server.db
    .knex('client_packages')
    .where({ id: row.id })
    .update({ sessions_used: 5 - left });
  return {
    booking,
    packageId: row.id as string,
    email: booking.bookingData.email,
    link: tokenFor(booking.id),
  };
}

const fromPackage = (
  owner: { packageId: string; email: string },
  packageLink: string | undefined,
  lines = 1,
) => ({
  ...bookingBody({
    bookingData: { email: owner.email },
    cartItems: Array.from({ length: lines }, () => ({
      id: 'stem-cell-facial',
      quantity: 1,
      packageId: owner.packageId,
    })),
  }),
  ...(packageLink === undefined ? {} : { packageLink }),
});

const sessionsUsed = async (packageId: string) =>
  Number((await server.db.knex('client_packages').where({ id: packageId }).first()).sessions_used);

const bookingsFrom = async (packageId: string) =>
  Number(
    (
      await server.db
        .knex('bookings')
        .whereRaw('cart_items::text like ?', [`%${packageId}%`])
        .count<{ n: number | string }[]>('* as n')
    )[0]?.n,
  );

describe('booking a session from a package', () => {
  it('needs the owner’s manage or "My bookings" link: none, a stranger’s or a forged one is 403', async () => {
    const owner = await packageWith(4);
    const stranger = await packageWith(4);
    for (const link of [undefined, tokenFor(stranger.booking.id), 'forged~link', '']) {
      const reply = await api.post('/api/bookings', fromPackage(owner, link));
      expect(reply.status).toBe(403);
      expect(reply.body.msg).toBe(PACKAGE_MESSAGES.linkNeeded);
    }
    expect(await sessionsUsed(owner.packageId)).toBe(1);
    const byManageLink = await api.post('/api/bookings', fromPackage(owner, owner.link));
    expect(byManageLink.status).toBe(201);
    const myBookings = myBookingsToken(manageKeyOf(TEST_SECRETS), owner.email, new Date());
    const byMyBookings = await api.post('/api/bookings', fromPackage(owner, myBookings));
    expect(byMyBookings.status).toBe(201);
    expect(await sessionsUsed(owner.packageId)).toBe(3);
  });

  it('takes the session when booked: one left books once, then 409; a two-line cart on one left books nothing', async () => {
    const owner = await packageWith(1);
    const replies = [];
    for (let i = 0; i < 5; i += 1)
      replies.push(await api.post('/api/bookings', fromPackage(owner, owner.link)));
    expect(replies.map((reply) => reply.status)).toEqual([201, 409, 409, 409, 409]);
    expect(replies[1]?.body.msg).toBe(PACKAGE_MESSAGES.noneLeft);
    expect(await sessionsUsed(owner.packageId)).toBe(5);
    // The client's own page knows the visit is a session from the package (issue 24 item 2).
    const managed = await api.get(`/api/my-booking/${tokenFor(replies[0]?.body.booking.id)}`);
    expect(managed.body.booking.totalPrice).toBe(0);
    expect(managed.body.booking.services).toEqual([
      expect.objectContaining({ price: 0, packageId: owner.packageId }),
    ]);

    const two = await packageWith(1);
    const cart = await api.post('/api/bookings', fromPackage(two, two.link, 2));
    expect(cart.status).toBe(409);
    expect(await sessionsUsed(two.packageId)).toBe(4);
    expect(await bookingsFrom(two.packageId)).toBe(0);

    const history = await api.get(`/api/packages/${owner.packageId}`, { token: desk.token });
    expect(history.body.data.history.at(-1)).toMatchObject({
      kind: 'redeemed',
      summary: `Session reserved by booking ${replies[0]?.body.booking.bookingData.bookingNumber}`,
    });
    const spendAgain = await api.post(
      `/api/packages/${owner.packageId}/redeem`,
      { bookingId: replies[0]?.body.booking.id },
      { token: desk.token },
    );
    expect(spendAgain.status).toBe(409);
  });

  it('a cancel gives the session back (client or desk); the desk bringing it back takes it again', async () => {
    const owner = await packageWith(2);
    const first = await api.post('/api/bookings', fromPackage(owner, owner.link));
    const secondVisit = await api.post('/api/bookings', fromPackage(owner, owner.link));
    expect(await sessionsUsed(owner.packageId)).toBe(5);

    const cancelled = await api.post(`/api/my-booking/${tokenFor(first.body.booking.id)}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await sessionsUsed(owner.packageId)).toBe(4);

    const status = (id: string, to: string) =>
      api.patch(
        `/api/bookings/${id}/status`,
        { status: to, updateCode: TEST_SECRETS.updateCode },
        { token: desk.token },
      );
    expect((await status(secondVisit.body.booking.id, 'cancelled')).status).toBe(200);
    expect(await sessionsUsed(owner.packageId)).toBe(3);
    expect((await status(secondVisit.body.booking.id, 'confirmed')).status).toBe(200);
    expect(await sessionsUsed(owner.packageId)).toBe(4);
    const kinds = (
      await api.get(`/api/packages/${owner.packageId}`, { token: desk.token })
    ).body.data.history.map((event: { kind: string }) => event.kind);
    expect(kinds.filter((kind: string) => kind === 'released')).toHaveLength(2);
  });

  it('five bookings at once on the last session, over two server instances: exactly one is booked', async () => {
    const owner = await packageWith(1);
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        (index % 2 ? other : api).post('/api/bookings', fromPackage(owner, owner.link)),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await sessionsUsed(owner.packageId)).toBe(5);
    expect(await bookingsFrom(owner.packageId)).toBe(1);
    console.log(`package race: 5 bookings at once on the last session, statuses ${statuses.join(', ')}`);
  });
});
