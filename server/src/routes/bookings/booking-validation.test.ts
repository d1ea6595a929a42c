import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOME_SERVICE_EXCLUDED_SERVICE_IDS,
  HOME_SERVICE_RESTRICTION_NOTICE,
} from '../../../../domain/home-service';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { bookingBody } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});

afterAll(async () => {
  await server.close();
});

const refused = async (body: unknown) => {
  const reply = await api.post('/api/bookings', body);
  expect(reply.status, JSON.stringify(body).slice(0, 200)).toBe(400);
  expect(reply.body.message).toBe(reply.body.msg);
  return reply.body.msg as string;
};

const withData = (bookingData: Record<string, unknown>) => bookingBody({ bookingData });

describe('POST /api/bookings refuses', () => {
  it('missing required fields, listed by key in the form order', async () => {
    expect(await refused(withData({ date: '', time: undefined, phone: '   ', paymentMethod: null }))).toBe(
      'Missing required fields: date, time, phone, paymentMethod',
    );
    expect(await refused({ cartItems: [{ id: 'stem-cell-facial' }] })).toBe(
      'Missing required fields: branch, date, time, age, customerName, email, phone, paymentMethod',
    );
  });

  it('a home visit without an address, naming the address as missing', async () => {
    expect(await refused(withData({ serviceType: 'home', address: '' }))).toBe(
      'Missing required fields: address',
    );
    expect(await refused(withData({ serviceType: 'clinic', branch: '' }))).toBe(
      'Missing required fields: branch',
    );
  });

  it('a way to pay that does not fit the place: the front desk for a home visit, cash at home for a clinic visit', async () => {
    expect(
      await refused(
        withData({ serviceType: 'home', address: '12 Mabini Street, Makati', paymentMethod: 'clinic' }),
      ),
    ).toBe('Choose a payment method offered for a home visit: BDO QR, BPI QR, GCash or Cash on home service');
    expect(await refused(withData({ serviceType: 'clinic', branch: 'makati', paymentMethod: 'cash' }))).toBe(
      'Choose a payment method offered for a clinic visit: BDO QR, BPI QR, GCash or Pay at the clinic (cash or card)',
    );
    const home = await api.post(
      '/api/bookings',
      withData({ serviceType: 'home', address: '12 Mabini Street, Makati', paymentMethod: 'cash' }),
    );
    expect(home.status).toBe(201);
  });

  it('anyone under 16, and ages that are not ages', async () => {
    expect(await refused(withData({ age: 15 }))).toBe('Below 16 years old is not allowed for our treatments');
    expect(await refused(withData({ age: '12' }))).toBe(
      'Below 16 years old is not allowed for our treatments',
    );
    expect(await refused(withData({ age: 101 }))).toBe('Age must be 100 or below');
    expect(await refused(withData({ age: 30.5 }))).toBe('Age must be a whole number');
    expect(await refused(withData({ age: 'thirty' }))).toBe('Age must be a number');
    expect(await refused(withData({ age: 1e308 }))).toMatch(/Age/);
  });

  it('accepts 16 and 100 and a numeric string', async () => {
    for (const age of [16, 100, '45']) {
      expect((await api.post('/api/bookings', withData({ age }))).status).toBe(201);
    }
  });

  it('dates in the past, impossible dates and dates over a year ahead', async () => {
    expect(await refused(withData({ date: addDays(manilaDate(), -1) }))).toBe(
      'The date cannot be in the past',
    );
    expect(await refused(withData({ date: '2027-02-30' }))).toBe('Choose a real date (YYYY-MM-DD)');
    expect(await refused(withData({ date: '28/11/2026' }))).toBe('Choose a real date (YYYY-MM-DD)');
    expect(await refused(withData({ date: addDays(manilaDate(), 400) }))).toBe(
      'Choose a date within the next 12 months',
    );
  });

  it("accepts today's Manila date at a start still ahead", async () => {
    const today = manilaDate();
    const { slots } = (await api.get(`/api/availability?branch=home&date=${today}&services=stem-cell-facial`))
      .body;
    const home = { serviceType: 'home', address: '12 Mabini St, Pasig', date: today };
    if (slots.length > 0) {
      expect((await api.post('/api/bookings', withData({ ...home, time: slots[0].time }))).status).toBe(201);
    } else {
      // Late in the evening in Manila no one-hour visit fits today any more.
      expect(await refused(withData({ ...home, time: '21:00' }))).toMatch(/already passed/);
    }
  });

  it('times that are not one of the 25 half-hour slots', async () => {
    for (const time of ['09:30', '22:30', '10:15', '2:30 PM', 1430]) {
      expect(await refused(withData({ time }))).toBe(
        'Choose a time between 10:00 AM and 10:00 PM in 30-minute steps',
      );
    }
  });

  it('unknown branches, payment methods and service types', async () => {
    expect(await refused(withData({ branch: 'cebu' }))).toMatch(/^Choose a branch/);
    expect(await refused(withData({ branch: 'home', serviceType: 'clinic' }))).toBe(
      'Choose a clinic branch for a clinic visit',
    );
    expect(await refused(withData({ paymentMethod: 'bitcoin' }))).toMatch(/^Choose a payment method/);
    expect(await refused(withData({ serviceType: 'drive-through' }))).toBe('Choose clinic or home service');
  });

  it('e-mail addresses and phone numbers that are not', async () => {
    expect(await refused(withData({ email: 'ana@' }))).toBe('Enter a valid e-mail address');
    expect(await refused(withData({ email: `${'a'.repeat(250)}@example.com` }))).toMatch(/at most 254/);
    for (const phone of ['12345', '0817 123 4567', '+1 415 555 0100', '0917123456', '091712345678']) {
      expect(await refused(withData({ phone }))).toBe(
        'Enter a Philippine mobile number: 09XXXXXXXXX or +639XXXXXXXXX',
      );
    }
  });

  it('accepts +63 numbers with spaces and dashes and stores them as 09...', async () => {
    const reply = await api.post('/api/bookings', withData({ phone: '+63 917-765 4321' }));
    expect(reply.body.booking.bookingData.phone).toBe('09177654321');
  });

  it('text past its length', async () => {
    expect(await refused(withData({ customerName: 'x'.repeat(101) }))).toBe(
      'Name must be at most 100 characters',
    );
    expect(await refused(withData({ notes: 'x'.repeat(1001) }))).toBe(
      'Notes must be at most 1000 characters',
    );
    expect(await refused(withData({ serviceType: 'home', address: 'x'.repeat(301) }))).toBe(
      'Address must be at most 300 characters',
    );
    expect(await refused(withData({ customerName: 'A' }))).toBe('Enter your full name');
    // PostgreSQL cannot store NUL: it must be refused as input, not fail as a 500.
    expect(await refused(withData({ notes: 'before\u0000after' }))).toBe(
      'Notes contains characters that are not allowed',
    );
    expect(await refused(withData({ customerName: 'Ana\u0007 Santos' }))).toBe(
      'Name contains characters that are not allowed',
    );
  });

  it('home service for carts holding Hiko Nose or Under Eye Filler, with the notice', async () => {
    for (const id of HOME_SERVICE_EXCLUDED_SERVICE_IDS) {
      const body = bookingBody({
        bookingData: { serviceType: 'home', address: '12 Mabini St, Pasig' },
        cartItems: [
          { id: 'korean-glow-drip', quantity: 1 },
          { id, quantity: 1 },
        ],
      });
      expect(await refused(body)).toBe(HOME_SERVICE_RESTRICTION_NOTICE);
      expect(
        await refused({
          ...body,
          bookingData: { ...body.bookingData, serviceType: undefined, branch: 'home' },
        }),
      ).toBe(HOME_SERVICE_RESTRICTION_NOTICE);
    }
  });

  it('accepts the same carts at a clinic', async () => {
    const reply = await api.post(
      '/api/bookings',
      bookingBody({ cartItems: [{ id: 'hiko-nose', quantity: 1 }] }),
    );
    expect(reply.status).toBe(201);
  });

  it('an empty cart, or a cart that is not a list', async () => {
    const empty = 'Your cart is empty. Add some services to your cart first.';
    expect(await refused(bookingBody({ cartItems: [] }))).toBe(empty);
    expect(await refused({ bookingData: bookingBody().bookingData })).toBe(empty);
    expect(await refused({ bookingData: bookingBody().bookingData, cartItems: null })).toBe(empty);
    expect(await refused(bookingBody({ cartItems: { id: 'stem-cell-facial' } }))).toBe(
      'cartItems must be a list',
    );
  });

  it('quantities outside 1 to 20 and lines that are not services', async () => {
    for (const quantity of [0, 21, -1, 1.5, '2', 1e300]) {
      expect(await refused(bookingBody({ cartItems: [{ id: 'stem-cell-facial', quantity }] }))).toMatch(
        /Quantity/,
      );
    }
    expect(await refused(bookingBody({ cartItems: ['stem-cell-facial'] }))).toBe(
      'Each cart item must be an object',
    );
    expect(await refused(bookingBody({ cartItems: [{ quantity: 1 }] }))).toBe(
      'Each cart item needs a service id',
    );
    expect(
      await refused(
        bookingBody({ cartItems: Array.from({ length: 51 }, () => ({ id: 'stem-cell-facial' })) }),
      ),
    ).toMatch(/at most 50/);
  });

  it('bodies of the wrong shape', async () => {
    expect(await refused([])).toMatch(/JSON object/);
    expect(await refused('"booking"')).toMatch(/JSON object/);
    expect(await refused({ bookingData: [], cartItems: [] })).toBe('bookingData must be an object');
    expect(await refused({ bookingData: 'x', cartItems: [] })).toBe('bookingData must be an object');
  });

  it('never stores anything it refused', async () => {
    const before = await server.db.knex('bookings').count({ n: '*' });
    await refused(withData({ age: 12 }));
    const after = await server.db.knex('bookings').count({ n: '*' });
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
  });
});
