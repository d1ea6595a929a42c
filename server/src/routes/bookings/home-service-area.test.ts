import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findService } from '../../../../domain/catalogue/services';
import { renderBookingConfirmation } from '../../mail/booking-email';
import { bookingBody, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { tokenFor } from '../../test/manage';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test/test-server';

const FACIAL = findService('stem-cell-facial')?.price as number;

const home = (bookingData: Record<string, unknown>) =>
  bookingBody({
    bookingData: { serviceType: 'home', branch: 'home', paymentMethod: 'gcash', ...bookingData },
  });

describe('home service: the area the team visits (default: no travel fee)', () => {
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    server = await startTestServer();
    api = client(server.url);
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses a city outside the area with 400 naming the field, and stores nothing', async () => {
    const reply = await api.post('/api/bookings', home({ address: '5 Sumulong Highway', city: 'Antipolo' }));
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/^We do not do home visits in Antipolo yet\./);
    expect(reply.body.field).toBe('bookingData.city');
    const noCity = await api.post('/api/bookings', home({ address: '5 Sumulong Highway, Antipolo, Rizal' }));
    expect(noCity.status).toBe(400);
    expect(noCity.body).toMatchObject({
      msg: 'Choose the city of your home address',
      field: 'bookingData.city',
    });
    expect(await server.db.knex('bookings').where({ service_type: 'home' })).toHaveLength(0);
  });

  it('takes a served city however written, keeps it in the address, and charges no travel fee by default', async () => {
    const reply = await api.post('/api/bookings', home({ address: '5 Jupiter Street', city: 'makati city' }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const row = await server.db.knex('bookings').where({ id: reply.body.booking.id }).first();
    expect(row.address).toBe('5 Jupiter Street, Makati');
    expect(Number(row.total_price)).toBe(FACIAL);
    expect(Number(row.travel_fee)).toBe(0);
    // An older app sent no city: the address names it.
    const older = await api.post('/api/bookings', home({ address: '12 Mabini St, Pasig' }));
    expect(older.status).toBe(201);
  });
});

describe('home service with a travel fee set (HOME_SERVICE_TRAVEL_FEE)', () => {
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    server = await startTestServer({ HOME_SERVICE_TRAVEL_FEE: 'Makati=300' });
    api = client(server.url);
  });

  afterAll(async () => {
    await server.close();
  });

  it('prices the fee on the server as its own line, in the total, stored with the booking', async () => {
    const reply = await api.post('/api/bookings', {
      ...home({ address: '5 Jupiter St', city: 'Makati' }),
      totalPrice: 1,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.booking).toMatchObject({ totalPrice: FACIAL + 300, travelFee: 300 });
    const row = await server.db.knex('bookings').where({ id: reply.body.booking.id }).first();
    expect(Number(row.total_price)).toBe(FACIAL + 300);
    expect(Number(row.travel_fee)).toBe(300);
    // The e-mail prints it as its own line.
    const mail = renderBookingConfirmation(
      row,
      await server.context.catalogue.rules(),
      'https://example.test',
      'https://example.test/m',
    );
    expect(mail.text).toContain('Home-service travel fee: ₱300');
    const page = (await api.get(`/api/my-booking/${tokenFor(reply.body.booking.id)}`)).body.booking;
    expect(page).toMatchObject({ totalPrice: FACIAL + 300, travelFee: 300 });
    // Another city, and a clinic visit, pay none.
    const pasig = await api.post('/api/bookings', home({ address: '5 Kapitolyo St', city: 'Pasig' }));
    expect(pasig.body.booking).toMatchObject({ totalPrice: FACIAL, travelFee: 0 });
    const clinic = await api.post('/api/bookings', bookingBody());
    expect(clinic.body.booking).toMatchObject({ totalPrice: FACIAL, travelFee: 0 });
  });

  it('keeps the fee the booking was made with when the desk changes its treatments', async () => {
    const made = await api.post('/api/bookings', home({ address: '5 Jupiter St', city: 'Makati' }));
    const id = made.body.booking.id as string;
    await server.db
      .knex('bookings')
      .where({ id })
      .update({ travel_fee: 250, total_price: FACIAL + 250 });
    const { token } = await signedIn(server.db.knex, api, 'admin');
    const changed = await api.patch(
      `/api/bookings/${id}`,
      { cartItems: [{ id: 'stem-cell-facial', quantity: 2 }], updateCode: TEST_SECRETS.updateCode },
      { token },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const row = await server.db.knex('bookings').where({ id }).first();
    expect(Number(row.total_price)).toBe(2 * FACIAL + 250);
  });
});
