import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { type SecondInstance, startSecondInstance } from '../../soak/second-instance';
import { BURST_TIMEOUT_MS } from '../../test/burst-timeout';
import { bookingBody, consultationBody, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { usingPostgres } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * One person, one visit at a time (issue 23 item 10, domain/visit-clash.ts): the public forms refuse
 * a visit overlapping one the person has, the desk books it with a warning; over two instances.
 */
let first: TestServer;
let second: SecondInstance;
let a: Client;
let b: Client;
let staff: string;

beforeAll(async () => {
  first = await startTestServer();
  second = await startSecondInstance(first);
  if (!usingPostgres()) console.log('visit clash: PGlite run, both instances share one embedded database');
  a = client(first.url);
  b = client(second.url);
  staff = (await signedIn(first.db.knex, a, 'staff', 'Rosa Front Desk')).token;
});

afterAll(async () => {
  await second.close();
  await first.close();
});

let people = 0;
/** A person no other test uses: their own e-mail address and mobile. */
function newPerson() {
  people += 1;
  const digits = String(crypto.randomInt(0, 10_000_000)).padStart(7, '0');
  return {
    email: `clash-${crypto.randomBytes(3).toString('hex')}@example.com`,
    phone: `0918 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    mobile: `918${digits}`,
    day: addDays(manilaDate(), 40 + people),
  };
}

const keyed = () => ({ headers: { 'Idempotency-Key': crypto.randomUUID() } });
const publicBooking = (data: Record<string, unknown>) => bookingBody({ bookingData: data });

describe('the same person at the same time', () => {
  it('refuses a public booking overlapping their visit elsewhere, by e-mail or by phone, naming it', async () => {
    const ana = newPerson();
    const made = await a.post(
      '/api/bookings',
      publicBooking({ branch: 'makati', date: ana.day, time: '14:00', email: ana.email, phone: ana.phone }),
      keyed(),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const number = made.body.booking.bookingData.bookingNumber;
    const sameMail = await a.post(
      '/api/bookings',
      publicBooking({
        branch: 'quezon-city',
        date: ana.day,
        time: '14:30',
        email: ana.email.toUpperCase(),
        phone: '0917 000 1111',
      }),
      keyed(),
    );
    expect(sameMail.status).toBe(409);
    expect(sameMail.body.msg).toContain('You already have a visit at Makati on');
    expect(sameMail.body.msg).toContain('2:00 PM');
    expect(sameMail.body.msg).toContain(number);
    const samePhone = await b.post(
      '/api/bookings',
      publicBooking({
        branch: 'las-pinas',
        date: ana.day,
        time: '14:00',
        email: 'someone-else@example.com',
        phone: `+63 ${ana.mobile}`,
      }),
      keyed(),
    );
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.msg).toContain('at Makati');
    const video = await b.post(
      '/api/online-consultations',
      consultationBody({ date: ana.day, time: '14:30', email: ana.email, phone: ana.phone }),
      keyed(),
    );
    expect(video.status).toBe(409);
    expect(video.body.msg).toContain('at Makati');
    // A stem cell facial from 2:00 PM has ended by 3:30 PM; another person at the same time is no clash.
    const after = await a.post(
      '/api/bookings',
      publicBooking({
        branch: 'quezon-city',
        date: ana.day,
        time: '15:30',
        email: ana.email,
        phone: ana.phone,
      }),
      keyed(),
    );
    expect(after.status, JSON.stringify(after.body)).toBe(201);
    const other = newPerson();
    const someoneElse = await a.post(
      '/api/bookings',
      publicBooking({
        branch: 'makati',
        date: ana.day,
        time: '14:00',
        email: other.email,
        phone: other.phone,
      }),
      keyed(),
    );
    expect(someoneElse.status).toBe(201);
  });

  it('a cancelled visit no longer clashes', async () => {
    const bea = newPerson();
    const body = { branch: 'makati', date: bea.day, time: '11:00', email: bea.email, phone: bea.phone };
    const made = await a.post('/api/bookings', publicBooking(body), keyed());
    expect(made.status).toBe(201);
    expect((await a.post(`/api/my-booking/${made.body.manageToken}/cancel`, {})).status).toBe(200);
    expect(
      (await a.post('/api/bookings', publicBooking({ ...body, branch: 'las-pinas' }), keyed())).status,
    ).toBe(201);
  });

  it('the desk books a person who has a visit then, and is warned of it', async () => {
    const cora = newPerson();
    const made = await a.post(
      '/api/bookings',
      publicBooking({
        branch: 'makati',
        date: cora.day,
        time: '16:00',
        email: cora.email,
        phone: cora.phone,
      }),
      keyed(),
    );
    expect(made.status).toBe(201);
    const desk = (data: Record<string, unknown>) =>
      b.post('/api/bookings/front-desk', bookingBody({ bookingData: { ...data, email: '' } }), {
        token: staff,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
    const warned = await desk({ branch: 'las-pinas', date: cora.day, time: '16:30', phone: cora.phone });
    expect(warned.status, JSON.stringify(warned.body)).toBe(201);
    expect(warned.body.warnings).toHaveLength(1);
    expect(warned.body.warnings[0]).toContain('This client already has a visit at Makati on');
    const clear = await desk({ branch: 'las-pinas', date: cora.day, time: '19:00', phone: cora.phone });
    expect(clear.status).toBe(201);
    expect(clear.body.warnings).toBeUndefined();
  });

  it(
    'two identical public bookings for one person sent at once over two instances: one is booked',
    async () => {
      const dina = newPerson();
      const times = ['10:00', '12:00', '14:00', '16:00', '18:00'];
      let booked = 0;
      let refused = 0;
      for (const time of times) {
        const body = { branch: 'makati', date: dina.day, time, email: dina.email, phone: dina.phone };
        const replies = await Promise.all([
          a.post('/api/bookings', publicBooking(body), keyed()),
          b.post('/api/bookings', publicBooking({ ...body, branch: 'quezon-city' }), keyed()),
        ]);
        const statuses = replies.map((reply) => reply.status).sort();
        expect(statuses, JSON.stringify(replies.map((reply) => reply.body))).toEqual([201, 409]);
        booked += 1;
        refused += 1;
      }
      const rows = await first.db
        .knex('bookings')
        .where({ email: dina.email, service_date: dina.day })
        .whereNull('deleted_at')
        .count({ n: '*' });
      expect(Number(rows[0]?.n)).toBe(times.length);
      console.log(`visit clash race: ${booked} of ${booked + refused} booked, ${refused} × 409`);
    },
    BURST_TIMEOUT_MS,
  );
});
