import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../../../domain/packages';
import { bookingBody, type Staff, signedIn, soon } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { tokenFor } from '../../test/manage';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let desk: Staff;
let admin: Staff;
const { deleteCode, updateCode } = TEST_SECRETS;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  desk = await signedIn(server.db.knex, api, 'staff', 'Desk Two');
  admin = await signedIn(server.db.knex, api, 'admin', 'Owner Two');
});

afterAll(async () => {
  await server.close();
});

let emails = 0;
const freshEmail = () => `misuse${++emails}-${Date.now()}@example.com`;

async function bookPackage() {
  const reply = await api.post(
    '/api/bookings',
    bookingBody({
      bookingData: { email: freshEmail() },
      cartItems: [{ id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 4 get 1 free' }],
    }),
  );
  expect(reply.status).toBe(201);
  return reply.body.booking as { id: string; totalPrice: number; bookingData: { email: string } };
}

const pay = (id: string, amountPaid: number) =>
  api.post(`/api/bookings/${id}/payment`, { status: 'paid', amountPaid }, { token: desk.token });

const packagesOf = async (bookingId: string) =>
  (await api.get(`/api/bookings/${bookingId}/packages`, { token: desk.token })).body.data as Array<{
    id: string;
    sessionsLeft: number | null;
    refundedAt: string | null;
  }>;

async function paidPackage() {
  const booking = await bookPackage();
  expect((await pay(booking.id, booking.totalPrice)).status).toBe(200);
  const [pkg] = await packagesOf(booking.id);
  if (!pkg) throw new Error('no package opened');
  return { booking, pkg };
}

describe('a refund (issue 23, item 3)', () => {
  it('needs an admin with the delete code: staff 403, no code 400, a wrong code 403', async () => {
    const { booking } = await paidPackage();
    const url = `/api/bookings/${booking.id}/payment`;
    const byStaff = await api.post(url, { status: 'refunded', deleteCode }, { token: desk.token });
    expect(byStaff.status).toBe(403);
    const noCode = await api.post(url, { status: 'refunded' }, { token: admin.token });
    expect(noCode.status).toBe(400);
    expect(noCode.body.msg).toBe('Enter the delete code to record a refund');
    const wrong = await api.post(url, { status: 'refunded', deleteCode: updateCode }, { token: admin.token });
    expect(wrong.status).toBe(403);
    const detail = await api.get(`/api/bookings/${booking.id}`, { token: desk.token });
    expect(detail.body.data.payment.status).toBe('paid');
  });

  it('closes the package it bought: no spend, no booking from it, no undo, no transfer; its history says so', async () => {
    const { booking, pkg } = await paidPackage();
    const spent = await api.post(`/api/packages/${pkg.id}/redeem`, {}, { token: desk.token });
    const redemptionId = spent.body.data.history.at(-1).redemptionId as string;
    const refund = await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'refunded', deleteCode },
      { token: admin.token },
    );
    expect(refund.status).toBe(200);
    expect(refund.body.data.payment).toMatchObject({ status: 'refunded', balance: 0 });
    const [closed] = await packagesOf(booking.id);
    expect(Date.parse(closed?.refundedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const redeem = await api.post(`/api/packages/${pkg.id}/redeem`, {}, { token: desk.token });
    expect(redeem.status).toBe(409);
    expect(redeem.body.msg).toBe(PACKAGE_MESSAGES.refunded);
    const undo = await api.post(
      `/api/packages/${pkg.id}/redemptions/${redemptionId}/undo`,
      {},
      { token: desk.token },
    );
    expect(undo.status).toBe(409);
    const transfer = await api.post(
      `/api/packages/${pkg.id}/transfer`,
      { email: 'friend-of-refund@example.com' },
      { token: admin.token },
    );
    expect(transfer.status).toBe(409);
    const book = await api.post('/api/bookings', {
      ...bookingBody({
        bookingData: { email: booking.bookingData.email, date: soon(12) },
        cartItems: [{ id: 'stem-cell-facial', quantity: 1, packageId: pkg.id }],
      }),
      packageLink: tokenFor(booking.id),
    });
    expect(book.status).toBe(409);
    expect(book.body.msg).toBe(PACKAGE_MESSAGES.refunded);

    const history = await api.get(`/api/packages/${pkg.id}`, { token: desk.token });
    expect(history.body.data.history.at(-1)).toMatchObject({ kind: 'refunded', actor: 'Owner Two' });
    expect(history.body.data.history.every((event: { redemptionId: unknown }) => !event.redemptionId)).toBe(
      true,
    );
    const manage = await api.get(`/api/my-booking/${tokenFor(booking.id)}`);
    expect(manage.body.booking.packages[0].refundedAt).toBe(closed?.refundedAt);
  });
});

describe('part-payments (issue 23, item 9)', () => {
  it('₱1 on a ₱7,996 booking is part-paid with its balance and opens no package; the rest makes it paid and opens it', async () => {
    const booking = await bookPackage();
    expect(booking.totalPrice).toBe(7996);
    const part = await pay(booking.id, 1);
    expect(part.status).toBe(200);
    expect(part.body.data.payment).toMatchObject({ status: 'part-paid', amountPaid: 1, balance: 7995 });
    expect(await packagesOf(booking.id)).toEqual([]);
    const manage = await api.get(`/api/my-booking/${tokenFor(booking.id)}`);
    expect(manage.body.booking.payment).toMatchObject({ status: 'part-paid', balance: 7995 });
    expect(manage.body.booking.packages).toEqual([]);
    const detail = await api.get(`/api/bookings/${booking.id}`, { token: desk.token });
    expect(detail.body.data.events.at(-1).summary).toBe('Payment recorded: Part paid ₱1 at the desk');

    const full = await pay(booking.id, 7996);
    expect(full.body.data.payment).toMatchObject({ status: 'paid', amountPaid: 7996, balance: 0 });
    expect(await packagesOf(booking.id)).toHaveLength(1);
  });
});

describe('undo and transfer limits (issue 23, item 14)', () => {
  it('the session spent by the buying visit cannot be given back', async () => {
    const { pkg } = await paidPackage();
    const read = await api.get(`/api/packages/${pkg.id}`, { token: desk.token });
    const buying = (
      await server.db.knex('package_events').where({ package_id: pkg.id, kind: 'redeemed' }).first()
    ).id as string;
    expect(
      read.body.data.history.find((event: { kind: string }) => event.kind === 'redeemed').redemptionId,
    ).toBe(null);
    const undo = await api.post(
      `/api/packages/${pkg.id}/redemptions/${buying}/undo`,
      {},
      { token: desk.token },
    );
    expect(undo.status).toBe(409);
    expect(undo.body.msg).toBe(PACKAGE_MESSAGES.buyingVisit);
    const [after] = await packagesOf(
      (await server.db.knex('client_packages').where({ id: pkg.id }).first()).source_booking_id,
    );
    expect(after?.sessionsLeft).toBe(4);
  });

  it('an expired package cannot be transferred', async () => {
    const { pkg } = await paidPackage();
    await server.db
      .knex('client_packages')
      .where({ id: pkg.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const moved = await api.post(
      `/api/packages/${pkg.id}/transfer`,
      { email: 'late-friend@example.com' },
      { token: admin.token },
    );
    expect(moved.status).toBe(409);
    expect(moved.body.msg).toBe(PACKAGE_MESSAGES.expired);
  });
});

describe('a desk booking from a package (issue 29 item 2, "book the next session")', () => {
  const deskBooking = (email: string, packageId: string, id = 'stem-cell-facial') =>
    api.post(
      '/api/bookings/front-desk',
      {
        ...bookingBody({
          bookingData: { email, date: soon(20), time: '15:00' },
          cartItems: [{ id, quantity: 1, packageId }],
        }),
        channel: 'walk-in',
      },
      { token: desk.token },
    );

  it("spends only the booking's own client's package, for its own treatment", async () => {
    const { booking, pkg } = await paidPackage();
    const stranger = await deskBooking(freshEmail(), pkg.id);
    expect(stranger.status).toBe(400);
    expect(stranger.body.msg).toBe(PACKAGE_MESSAGES.notYours);
    const otherTreatment = await deskBooking(booking.bookingData.email, pkg.id, 'korean-glow-drip');
    expect(otherTreatment.status).toBe(400);
    expect(otherTreatment.body.msg).toBe(PACKAGE_MESSAGES.wrongService);
    const unknown = await deskBooking(booking.bookingData.email, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(PACKAGE_MESSAGES.notFound);
    expect((await packagesOf(booking.id))[0]?.sessionsLeft).toBe(pkg.sessionsLeft);

    const own = await deskBooking(booking.bookingData.email, pkg.id);
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect((await packagesOf(booking.id))[0]?.sessionsLeft).toBe((pkg.sessionsLeft ?? 0) - 1);
  });
});
