import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_PHONE_PROBLEM, MOBILE_PROBLEM } from '../../../../domain/phone-number';
import { bookingBody, consultationBody, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await signedIn(server.db.knex, api, 'staff', 'Pia Phones')).token;
});

afterAll(async () => {
  await server.close();
});

const withPhone = (phone: string, customerName = 'Ana Santos') =>
  bookingBody({ bookingData: { phone, customerName } });

describe('phones as people write them (issue 24, item 14)', () => {
  it('a public booking takes (0917) 555 0199, +63 (917) 555-0199 and 917.555.0199 as 09175550199', async () => {
    for (const phone of ['(0917) 555 0199', '+63 (917) 555-0199', '917.555.0199']) {
      const reply = await api.post('/api/bookings', withPhone(phone));
      expect(reply.status, `${phone}: ${reply.body.msg}`).toBe(201);
      expect(reply.body.booking.bookingData.phone).toBe('09175550199');
    }
  });

  it('an online consultation takes (0917) 555 0199 too', async () => {
    const reply = await api.post('/api/online-consultations', consultationBody({ phone: '(0917) 555 0199' }));
    expect(reply.status, reply.body.msg).toBe(201);
    expect(reply.body.consultation.phone).toBe('09175550199');
  });

  it('a public booking refuses a landline with the readable message', async () => {
    const reply = await api.post('/api/bookings', withPhone('(02) 8123 4567'));
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(MOBILE_PROBLEM);
  });

  it('a desk booking takes a landline such as (02) 8123 4567, and a bracketed mobile', async () => {
    const landline = await api.post(
      '/api/bookings/front-desk',
      withPhone('(02) 8123 4567', 'Lola Landline'),
      {
        token,
      },
    );
    expect(landline.status, landline.body.msg).toBe(201);
    expect(landline.body.booking.bookingData.phone).toBe('0281234567');
    const mobile = await api.post('/api/bookings/front-desk', withPhone('(0917) 555 0199', 'Mina Mobile'), {
      token,
    });
    expect(mobile.status, mobile.body.msg).toBe(201);
    expect(mobile.body.booking.bookingData.phone).toBe('09175550199');
    // The desk finds it by the number as written.
    const found = await api.get(`/api/bookings?search=${encodeURIComponent('(02) 8123 4567')}`, { token });
    expect(found.body.bookings.map((booking: { id: string }) => booking.id)).toEqual([
      landline.body.booking.id,
    ]);
  });

  it('a desk booking refuses what is no phone at all, naming both kinds', async () => {
    const reply = await api.post('/api/bookings/front-desk', withPhone('call me maybe'), { token });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(DESK_PHONE_PROBLEM);
  });
});
