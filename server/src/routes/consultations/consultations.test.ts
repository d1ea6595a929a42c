import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { consultationBody, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await signedIn(server.db.knex, api)).token;
});

afterAll(async () => {
  await server.close();
});

describe('POST /api/online-consultations', () => {
  it('books at 700 whatever the client says, with a fresh booking number', async () => {
    const reply = await api.post(
      '/api/online-consultations',
      consultationBody({ totalPrice: 1, email: 'Bea@Example.com', time: '15:00' }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.bookingNumber).toMatch(/^TBL\d{8}$/);
    expect(reply.body.consultation).toMatchObject({
      bookingNumber: reply.body.bookingNumber,
      customerName: 'Bea Reyes',
      email: 'bea@example.com',
      phone: '09175550101',
      age: 34,
      time: '15:00',
      paymentMethod: 'bpi',
      notes: 'Interested in weight loss',
      totalPrice: 700,
    });
    const mail = await server.db.knex('email_outbox').where({ consultation_id: reply.body.consultation.id });
    expect(mail).toHaveLength(1);
  });

  it('lists missing required fields in the form order', async () => {
    const reply = await api.post('/api/online-consultations', { customerName: 'Bea Reyes', notes: 'hi' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('Missing required fields: date, time, age, email, phone, paymentMethod');
  });

  it('refuses anyone under 18 and over 100, past dates and bad contacts', async () => {
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ age: 17 }, 'You must be at least 18 years old to book a consultation'],
      [{ age: 101 }, 'Age must be 100 or below'],
      [{ date: addDays(manilaDate(), -1) }, 'The date cannot be in the past'],
      [{ time: '09:00' }, /Choose a time/],
      [{ email: 'bea' }, 'Enter a valid e-mail address'],
      [{ phone: '12345' }, /Philippine mobile number/],
      [{ paymentMethod: 'paypal' }, /Choose a payment method/],
      // Nobody at a video call to hand cash to: transfers only.
      [
        { paymentMethod: 'cash' },
        'Choose a payment method offered for an online consultation: BDO QR, BPI QR or GCash',
      ],
      [
        { paymentMethod: 'clinic' },
        'Choose a payment method offered for an online consultation: BDO QR, BPI QR or GCash',
      ],
      [{ notes: 'x'.repeat(1001) }, 'Notes must be at most 1000 characters'],
    ];
    for (const [change, message] of cases) {
      const reply = await api.post('/api/online-consultations', consultationBody(change));
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.body.msg).toMatch(message);
    }
  });

  it('accepts 18, and no notes at all', async () => {
    const reply = await api.post(
      '/api/online-consultations',
      consultationBody({ age: 18, notes: undefined }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.consultation.notes).toBe('');
  });

  it('refuses bodies of the wrong shape with 400', async () => {
    for (const body of [[], '"text"', 42, null]) {
      const reply = await api.post(
        '/api/online-consultations',
        typeof body === 'string' ? body : JSON.stringify(body),
      );
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBeTruthy();
    }
  });
});

describe('GET /api/online-consultations', () => {
  beforeAll(async () => {
    for (const [customerName, email] of [
      ['Carla 100% Dizon', 'carla@example.com'],
      ['Dina_Uy', 'dina@clinic-friends.ph'],
      ['Ella Gomez', 'ella@example.com'],
    ]) {
      await api.post('/api/online-consultations', consultationBody({ customerName, email }));
    }
  });

  it('is for staff only', async () => {
    expect((await api.get('/api/online-consultations')).status).toBe(401);
  });

  it('pages by call date, soonest first, with totals', async () => {
    const reply = await api.get('/api/online-consultations?page=1&limit=2', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toHaveLength(2);
    expect(reply.body.currentPage).toBe(1);
    expect(reply.body.total).toBeGreaterThanOrEqual(5);
    expect(reply.body.totalPages).toBe(Math.ceil(reply.body.total / 2));
    const all = (await api.get('/api/online-consultations?limit=100', { token })).body.data as Array<{
      id: string;
      date: string;
      time: string;
    }>;
    const calls = all.map((row) => `${row.date} ${row.time}`);
    expect(calls).toEqual([...calls].sort());
    expect(reply.body.data.map((row: { id: string }) => row.id)).toEqual(
      all.slice(0, 2).map((row) => row.id),
    );
    const beyond = await api.get('/api/online-consultations?page=999&limit=2', { token });
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
  });

  it('searches name, e-mail and booking number, case-insensitively and partially', async () => {
    const byName = await api.get('/api/online-consultations?search=ELLA', { token });
    expect(byName.body.data.map((row: { customerName: string }) => row.customerName)).toEqual(['Ella Gomez']);
    const byEmail = await api.get('/api/online-consultations?search=clinic-friends', { token });
    expect(byEmail.body.data.map((row: { customerName: string }) => row.customerName)).toEqual(['Dina_Uy']);
    const number = byEmail.body.data[0].bookingNumber as string;
    const byNumber = await api.get(`/api/online-consultations?search=${number.slice(2, 9)}`, { token });
    expect(byNumber.body.data.map((row: { bookingNumber: string }) => row.bookingNumber)).toContain(number);
  });

  it('matches LIKE wildcards literally', async () => {
    const percent = await api.get(`/api/online-consultations?search=${encodeURIComponent('100%')}`, {
      token,
    });
    expect(percent.body.data.map((row: { customerName: string }) => row.customerName)).toEqual([
      'Carla 100% Dizon',
    ]);
    const underscore = await api.get('/api/online-consultations?search=a_U', { token });
    expect(underscore.body.data.map((row: { customerName: string }) => row.customerName)).toEqual([
      'Dina_Uy',
    ]);
    const onlyWildcard = await api.get(`/api/online-consultations?search=${encodeURIComponent('%')}`, {
      token,
    });
    expect(onlyWildcard.body.data).toHaveLength(1);
  });

  it('refuses bad paging with 400', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'limit=0',
      'limit=101',
      'limit=1.5',
      'page=1&page=2',
    ]) {
      const reply = await api.get(`/api/online-consultations?${query}`, { token });
      expect(reply.status, query).toBe(400);
      expect(reply.body.msg).toMatch(/page|limit/);
    }
  });
});
