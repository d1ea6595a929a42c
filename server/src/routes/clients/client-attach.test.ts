import crypto from 'node:crypto';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, consultationBody, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { usingPostgres } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Issue 27 item 1: every new booking, consultation and package belongs to its client, found or made. */
let server: TestServer;
let api: Client;
let desk: Staff;
let admin: Staff;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  desk = await signedIn(server.db.knex, api, 'staff', 'Desk One');
  admin = await signedIn(server.db.knex, api, 'admin', 'Owner');
});

afterAll(async () => {
  await server.close();
});

const unique = () => crypto.randomBytes(4).toString('hex');
const clientOf = async (table: string, id: string) =>
  (await server.db.knex(table).where({ id }).first('client_id'))?.client_id as string | null;
const clientCount = async (email: string) =>
  Number(
    (await server.db.knex('client_keys').where({ kind: 'email', value: email }).count({ n: '*' }))[0]?.n,
  );

describe('a new visit belongs to its client', () => {
  it('bookings, a desk booking and a consultation of one person (any spelling of e-mail or phone) share one client', async () => {
    const tag = unique();
    const email = `maria-${tag}@example.com`;
    const digits = String(crypto.randomInt(1_000_000, 9_999_999));
    const phone = `0917 ${digits.slice(0, 3)} ${digits.slice(3)}`;
    const first = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { email, phone, customerName: 'Maria Santos' } }),
    );
    expect(first.status).toBe(201);
    const maria = await clientOf('bookings', first.body.booking.id);
    expect(maria).toEqual(expect.any(String));

    const shouted = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { email: ` ${email.toUpperCase()} `, phone: '0999 000 0000' } }),
    );
    expect(shouted.status).toBe(201);
    expect(await clientOf('bookings', shouted.body.booking.id)).toBe(maria);

    const byPhone = await api.post(
      '/api/bookings/front-desk',
      bookingBody({ bookingData: { email: '', phone: `+63${phone.replace(/\D/g, '').slice(1)}` } }),
      { token: desk.token },
    );
    expect(byPhone.status).toBe(201);
    expect(await clientOf('bookings', byPhone.body.booking.id)).toBe(maria);

    const consultation = await api.post(
      '/api/online-consultations',
      consultationBody({ email: `other-${tag}@example.com`, phone }),
    );
    expect(consultation.status).toBe(201);
    const consultationId = (
      await server.db
        .knex('online_consultations')
        .where({ booking_number: consultation.body.bookingNumber })
        .first('id')
    ).id;
    // A new e-mail on her phone is not Maria: anyone may know a mobile number (an admin may merge).
    expect(await clientOf('online_consultations', consultationId)).not.toBe(maria);
    expect(await clientCount(email)).toBe(1);

    const someoneElse = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { email: `jo-${tag}@example.com`, phone: '0918 765 4321' } }),
    );
    expect(await clientOf('bookings', someoneElse.body.booking.id)).not.toBe(maria);
  });

  it('a package opened by a paid booking is its buyer’s; transferred, it is the new owner’s', async () => {
    const tag = unique();
    const booking = await api.post(
      '/api/bookings',
      bookingBody({
        bookingData: { email: `buyer-${tag}@example.com` },
        cartItems: [{ id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 4 get 1 free' }],
      }),
    );
    expect(booking.status).toBe(201);
    const paid = await api.post(
      `/api/bookings/${booking.body.booking.id}/payment`,
      { status: 'paid', amountPaid: booking.body.booking.totalPrice },
      { token: desk.token },
    );
    expect(paid.status).toBe(200);
    const pkg = await server.db
      .knex('client_packages')
      .where({ source_booking_id: booking.body.booking.id })
      .first();
    expect(pkg.client_id).toEqual(expect.any(String));
    expect(pkg.client_id).toBe(await clientOf('bookings', booking.body.booking.id));

    const moved = await api.post(
      `/api/packages/${pkg.id}/transfer`,
      { email: `friend-${tag}@example.com` },
      { token: admin.token },
    );
    expect(moved.status).toBe(200);
    const friend = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { email: `friend-${tag}@example.com`, phone: '0920 111 3333' } }),
    );
    expect(await clientOf('client_packages', pkg.id)).toBe(
      await clientOf('bookings', friend.body.booking.id),
    );
  });

  it('first desk bookings of one new e-mail sent at once make one client', async () => {
    const email = `rush-${unique()}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.post(
          '/api/bookings/front-desk',
          bookingBody({ bookingData: { email, phone: `0917 555 ${String(1000 + index)}` } }),
          { token: desk.token },
        ),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(201));
    const clients = new Set(
      await Promise.all(replies.map((reply) => clientOf('bookings', reply.body.booking.id))),
    );
    expect(clients.size).toBe(1);
    expect(await clientCount(email)).toBe(1);
    const [only] = [...clients];
    expect(
      await server.db.knex('client_keys').where({ client_id: only, kind: 'phone' }).count({ n: '*' }),
    ).toEqual([{ n: usingPostgres() ? '8' : 8 }]);
    expect(
      Number(
        (
          await server.db
            .knex('clients')
            .whereNotIn('id', [only as string])
            .whereRaw('email_folded = ?', [email])
            .count({ n: '*' })
        )[0]?.n,
      ),
    ).toBe(0);
  });

  it.runIf(usingPostgres())(
    'on PostgreSQL, a writer that finds the new person being created waits, then joins that record (and one on the phone joins by phone)',
    async () => {
      const { connection } = server.db.knex.client.config as { connection: { connectionString: string } };
      const second = knexFactory({
        client: 'pg',
        connection: connection.connectionString,
        pool: { min: 0, max: 3 },
      });
      const waitingOnLocks = async () =>
        Number(
          (
            await second.raw(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            )
          ).rows[0].n,
        );
      try {
        const tag = unique();
        const email = `race-${tag}@example.com`;
        const first = await server.db.knex.transaction();
        const mine = (await first.raw('select attach_client(?, ?, ?) as id', ['Lia', email, '0917 000 1111']))
          .rows[0].id;
        // Same e-mail, and the same phone without an e-mail (a desk booking by phone): each blocks on the
        // uncommitted keys (sent now: a knex query is lazy until then'd).
        const sameEmail = second
          .raw('select attach_client(?, ?, ?) as id', ['Lia', email.toUpperCase(), ''])
          .then((reply) => reply);
        const samePhone = second
          .raw('select attach_client(?, ?, ?) as id', ['Lia M', '', '+63 917 000 1111'])
          .then((reply) => reply);
        while ((await waitingOnLocks()) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
        await first.commit();
        const [byEmail, byPhone] = await Promise.all([sameEmail, samePhone]);
        expect(byEmail.rows[0].id).toBe(mine);
        expect(byPhone.rows[0].id).toBe(mine);
        const keys = await second('client_keys').whereIn('value', [email, '9170001111']);
        expect(keys.map((key) => key.client_id)).toEqual([mine, mine]);
        expect(await second('clients').whereRaw('email_folded in (?)', [email]).count({ n: '*' })).toEqual([
          { n: '1' },
        ]);
      } finally {
        await second.destroy();
      }
    },
  );
});
