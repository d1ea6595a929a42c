import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationBody, signedIn, soon, storeBookings } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: Client;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  api = client(server.url);
  token = (await signedIn(server.db.knex, api)).token;
  await storeBookings(server.db.knex, [
    { customerName: 'María Peña', phone: '09175550101', email: 'maria.pena@example.com' },
    { customerName: 'José Ñuñez', phone: '+63 918 222 3333', email: 'jose@example.org' },
    { customerName: 'Dolores Peñafiel', status: 'completed', date: soon(-2), phone: '0919-444-5555' },
    {
      customerName: 'Ramón Peñalosa',
      deletedAt: new Date(),
      phone: '639201112222',
      email: 'ramon@example.net',
    },
    { customerName: 'Ana Santos', phone: '09991234567', email: 'ana@example.com' },
  ]);
});

afterAll(async () => {
  await server.close();
});

const names = (rows: Array<{ bookingData: { customerName: string } }>) =>
  rows.map((row) => row.bookingData.customerName).sort();
const search = async (path: string, text: string) =>
  names(
    (await api.get(`${path}${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(text)}`, { token }))
      .body.data,
  );

describe('desk search', () => {
  it('matches names without accents or case, on the dashboard, completed and deleted lists', async () => {
    expect(await search('/api/bookings', 'pena')).toEqual(['Dolores Peñafiel', 'María Peña']);
    expect(await search('/api/bookings', 'PEÑA')).toEqual(['Dolores Peñafiel', 'María Peña']);
    expect(await search('/api/bookings', 'jose nunez')).toEqual(['José Ñuñez']);
    expect(await search('/api/bookings', 'nunez')).toEqual(['José Ñuñez']);
    expect(await search('/api/bookings/completed', 'penafiel')).toEqual(['Dolores Peñafiel']);
    expect(await search('/api/bookings/deleted', 'ramon pe')).toEqual(['Ramón Peñalosa']);
    expect(await search('/api/bookings/search', 'maria')).toEqual(['María Peña']);
  });

  it('matches phones in any written form', async () => {
    for (const text of ['0917 555 0101', '+63 917 555 0101', '639175550101', '09175550101', '555 0101']) {
      expect(await search('/api/bookings', text), text).toEqual(['María Peña']);
    }
    expect(await search('/api/bookings', '0918 222 3333')).toEqual(['José Ñuñez']);
    expect(await search('/api/bookings/completed', '09194445555')).toEqual(['Dolores Peñafiel']);
    expect(await search('/api/bookings/deleted', '0920 111 2222')).toEqual(['Ramón Peñalosa']);
  });

  it('matches e-mails, whole or in part, in any case', async () => {
    expect(await search('/api/bookings', 'Maria.Pena@Example.com')).toEqual(['María Peña']);
    expect(await search('/api/bookings', 'example.org')).toEqual(['José Ñuñez']);
    expect(await search('/api/bookings/deleted', 'ramon@')).toEqual(['Ramón Peñalosa']);
    // Across the @: the end of the local part and the start of the domain.
    expect(await search('/api/bookings', 'PENA@EXAMPLE')).toEqual(['María Peña']);
    expect(await search('/api/bookings', 'a@example.com')).toEqual(['Ana Santos', 'María Peña']);
    expect(await search('/api/bookings', '@example.org')).toEqual(['José Ñuñez']);
    expect(await search('/api/bookings', 'maria.pena@example.org')).toEqual([]);
    expect(await search('/api/bookings', 'jose@example.org@')).toEqual([]);
    expect(await search('/api/bookings', 'JOSÉ@example.org')).toEqual(['José Ñuñez']);
  });

  it('treats LIKE characters literally and answers a plain 200 for odd text', async () => {
    for (const text of ['%', '_', '\\', "'; drop table bookings; --", '+', '()']) {
      const reply = await api.get(`/api/bookings?search=${encodeURIComponent(text)}`, { token });
      expect(reply.status, text).toBe(200);
      expect(reply.body.data, text).toEqual([]);
    }
  });

  it('finds consultations by accent-free name, by phone and by e-mail', async () => {
    await api.post(
      '/api/online-consultations',
      consultationBody({
        customerName: 'Leticia Muñoz',
        phone: '0917 777 8888',
        email: 'leticia.munoz@example.ph',
      }),
    );
    const list = async (text: string) =>
      (
        await api.get(`/api/online-consultations?search=${encodeURIComponent(text)}`, { token })
      ).body.data.map((row: { customerName: string }) => row.customerName);
    expect(await list('munoz')).toEqual(['Leticia Muñoz']);
    expect(await list('+63 917 777 8888')).toEqual(['Leticia Muñoz']);
    expect(await list('777 8888')).toEqual(['Leticia Muñoz']);
    expect(await list('Leticia.Munoz@Example.PH')).toEqual(['Leticia Muñoz']);
    expect(await list('munoz@example')).toEqual(['Leticia Muñoz']);
    expect(await list('example.ph')).toEqual(['Leticia Muñoz']);
    expect(await list('leticia@example.ph')).toEqual([]);
  });
});
