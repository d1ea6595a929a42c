import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findService } from '../../../../domain/catalogue/services';
import { applyPromoDiscount } from '../../../../domain/promo-codes';
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

const priceOf = (id: string) => {
  const price = findService(id)?.price;
  if (typeof price !== 'number') throw new Error(`${id} has no fixed price`);
  return price;
};
const promoOf = (id: string, index = 0) => {
  const promo = findService(id)?.promoPackages?.[index];
  if (!promo) throw new Error(`${id} has no promo package ${index}`);
  return promo;
};

describe('POST /api/bookings', () => {
  it('stores the booking at catalogue prices and answers 201 with it', async () => {
    const body = bookingBody({
      bookingData: { customerName: '  Ana Santos ', email: 'Ana.Santos@Example.COM', phone: '0917-123-4567' },
      cartItems: [{ id: 'stem-cell-facial', quantity: 2, price: 1, name: 'Cheap facial' }],
    });
    const reply = await api.post('/api/bookings', { ...body, totalPrice: 2 });
    expect(reply.status).toBe(201);
    const { booking } = reply.body;
    expect(reply.body.msg).toBeTruthy();
    expect(booking.status).toBe('pending');
    expect(booking._id).toBe(booking.id);
    expect(booking.totalPrice).toBe(priceOf('stem-cell-facial') * 2);
    expect(booking.cartItems).toEqual([
      expect.objectContaining({
        id: 'stem-cell-facial',
        name: 'Stem Cell Facial',
        quantity: 2,
        price: priceOf('stem-cell-facial'),
        lineTotal: priceOf('stem-cell-facial') * 2,
        selectedPromo: null,
        promoCode: null,
      }),
    ]);
    expect(booking.bookingData).toMatchObject({
      bookingNumber: body.bookingData.bookingNumber,
      serviceType: 'clinic',
      branch: 'makati',
      customerName: 'Ana Santos',
      email: 'ana.santos@example.com',
      phone: '09171234567',
      date: body.bookingData.date,
      time: body.bookingData.time,
      age: 29,
      paymentMethod: 'gcash',
    });
    expect(booking.noteAdmin).toBeNull();
    expect(booking.deletedAt).toBeNull();
    expect(Object.keys(booking)).not.toContain('idempotency_key');
  });

  it('prices promo packages by title and promo codes on the sales-layout programs', async () => {
    const promo = promoOf('korean-glow-drip');
    const reply = await api.post(
      '/api/bookings',
      bookingBody({
        cartItems: [
          { id: 'korean-glow-drip', quantity: 1, selectedPromo: promo.title, price: 5 },
          { id: 'skinny-jab-pro', quantity: 1, promoCode: ' tbl20 ' },
        ],
      }),
    );
    expect(reply.status).toBe(201);
    const [drip, jab] = reply.body.booking.cartItems;
    expect(drip).toMatchObject({
      price: promo.promoPrice,
      selectedPromo: promo.title,
      name: `Korean Glow Drip - ${promo.title}`,
    });
    const discounted = applyPromoDiscount(priceOf('skinny-jab-pro'));
    expect(jab.promoCode).toBe('TBL20');
    expect(jab.price).toBe(discounted);
    expect(discounted).toBeLessThan(priceOf('skinny-jab-pro'));
    expect(reply.body.booking.totalPrice).toBe(promo.promoPrice + discounted);
  });

  it('books a price-upon-consultation service at 0', async () => {
    const reply = await api.post(
      '/api/bookings',
      bookingBody({ cartItems: [{ id: 'instalift-thermagen', quantity: 1 }] }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.booking.totalPrice).toBe(0);
  });

  it('refuses unknown services, promo packages and codes with the reason', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [[{ id: 'no-such-service', quantity: 1 }], /Unknown service/],
      [
        [{ id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 1 get 99 free' }],
        /Unknown promo package/,
      ],
      [
        [{ id: 'skinny-jab-pro', quantity: 1, promoCode: 'FREE100' }],
        /Invalid promo code\. Please try again\./,
      ],
    ];
    for (const [cartItems, message] of cases) {
      const reply = await api.post('/api/bookings', bookingBody({ cartItems }));
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toMatch(message);
    }
  });

  it('keeps a free, well-formed booking number and issues another when it is taken', async () => {
    const first = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { bookingNumber: 'TBL55550000' } }),
    );
    expect(first.body.booking.bookingData.bookingNumber).toBe('TBL55550000');
    const clash = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { bookingNumber: 'TBL55550000' } }),
    );
    expect(clash.status).toBe(201);
    expect(clash.body.booking.bookingData.bookingNumber).toMatch(/^TBL\d{8}$/);
    expect(clash.body.booking.bookingData.bookingNumber).not.toBe('TBL55550000');
    for (const bookingNumber of ['TBL123', 'ABC12345678', 12345678, null, '']) {
      const reply = await api.post('/api/bookings', bookingBody({ bookingData: { bookingNumber } }));
      expect(reply.status).toBe(201);
      expect(reply.body.booking.bookingData.bookingNumber).toMatch(/^TBL\d{8}$/);
    }
  });

  it('gives concurrent bookings asking for the same number distinct numbers', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.post('/api/bookings', bookingBody({ bookingData: { bookingNumber: 'TBL77770000' } })),
      ),
    );
    const numbers = replies.map((reply) => reply.body.booking.bookingData.bookingNumber);
    expect(replies.every((reply) => reply.status === 201)).toBe(true);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers).toContain('TBL77770000');
  });

  it('files home service under the home branch with the address and landmark', async () => {
    const reply = await api.post(
      '/api/bookings',
      bookingBody({
        bookingData: {
          serviceType: 'home',
          branch: 'makati',
          address: '12 Mabini St, Pasig',
          landmark: 'Near the church',
        },
        cartItems: [{ id: 'korean-glow-drip', quantity: 1 }],
      }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.booking.bookingData).toMatchObject({
      serviceType: 'home',
      branch: 'home',
      address: '12 Mabini St, Pasig',
      landmark: 'Near the church',
    });
  });

  it('clears an address sent with a clinic visit', async () => {
    const reply = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { branch: 'las-pinas', address: 'Somewhere 1' } }),
    );
    expect(reply.body.booking.bookingData).toMatchObject({
      serviceType: 'clinic',
      branch: 'las-pinas',
      address: '',
    });
  });

  it('queues exactly one confirmation e-mail with the booking', async () => {
    const reply = await api.post(
      '/api/bookings',
      bookingBody({ bookingData: { email: 'queue@example.com' } }),
    );
    const rows = await server.db.knex('email_outbox').where({ booking_id: reply.body.booking.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      to_address: 'queue@example.com',
      status: 'pending',
      kind: 'booking-confirmation',
    });
  });

  it('records the first status in the history', async () => {
    const reply = await api.post('/api/bookings', bookingBody());
    const history = await server.db
      .knex('booking_status_history')
      .where({ booking_id: reply.body.booking.id });
    expect(history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'pending', changed_by: 'Online booking' }),
    ]);
  });
});
