import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, consultationBody, freeStart, type Staff, signedIn } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Issue 27 items 1-3: the desk's client list, the client's record with its access log, and merges. */
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

const tag = () => crypto.randomBytes(4).toString('hex');
const mobile = () => {
  const digits = String(crypto.randomInt(1_000_000, 9_999_999));
  return `0917 ${digits.slice(0, 3)} ${digits.slice(3)}`;
};

async function book(bookingData: Record<string, unknown>) {
  const reply = await api.post('/api/bookings', bookingBody({ bookingData }));
  expect(reply.status).toBe(201);
  const row = await server.db.knex('bookings').where({ id: reply.body.booking.id }).first('client_id');
  return { booking: reply.body.booking, clientId: row.client_id as string };
}

const record = (id: string, token = desk.token) => api.get(`/api/clients/${id}`, { token });

describe('GET /api/clients', () => {
  it('finds a client by name (accents and case aside), e-mail or phone digits in any form', async () => {
    const t = tag();
    const phone = mobile();
    const { clientId } = await book({
      customerName: `Ramona Peña ${t}`,
      email: `ramona-${t}@example.com`,
      phone,
    });
    const found = async (search: string) =>
      (
        await api.get(`/api/clients?search=${encodeURIComponent(search)}`, { token: desk.token })
      ).body.data.map((row: { id: string }) => row.id);
    expect(await found(`pena ${t}`)).toEqual([clientId]);
    expect(await found(`RAMONA-${t}@`)).toEqual([clientId]);
    expect(await found(`+63${phone.replace(/\D/g, '').slice(1)}`)).toEqual([clientId]);
    expect(await found(phone.replace(/\D/g, '').slice(-6))).toContain(clientId);
    const [row] = (await api.get(`/api/clients?search=${t}`, { token: desk.token })).body.data;
    expect(row).toMatchObject({
      id: clientId,
      name: `Ramona Peña ${t}`,
      phone: phone.replace(/\D/g, ''),
      visits: 1,
      lastVisit: expect.any(String),
    });
  });

  it('pages by name with totals; a bad page or search is a 400 naming it', async () => {
    const t = tag();
    for (const name of ['Carla', 'Alma', 'Bea'])
      await book({ customerName: `${name} ${t}`, email: `${name}-${t}@example.com`, phone: mobile() });
    const page2 = await api.get(`/api/clients?search=${t}&page=2&limit=2`, { token: desk.token });
    expect(page2.status).toBe(200);
    expect(page2.body).toMatchObject({ total: 3, totalPages: 2, currentPage: 2, limit: 2 });
    expect(page2.body.data.map((row: { name: string }) => row.name)).toEqual([`Carla ${t}`]);
    for (const bad of ['page=0', 'page=abc', 'limit=10000', `search=${'x'.repeat(300)}`]) {
      const reply = await api.get(`/api/clients?${bad}`, { token: desk.token });
      expect(reply.status, bad).toBe(400);
      expect(reply.body.msg).toMatch(/page|limit|search/);
    }
  });

  it('is for staff: 401 signed out, 403 for another role', async () => {
    expect((await api.get('/api/clients')).status).toBe(401);
    const viewer = await signedIn(server.db.knex, api, 'viewer');
    expect((await api.get('/api/clients', { token: viewer.token })).status).toBe(403);
  });
});

describe('GET /api/clients/:id', () => {
  it('answers the person with their visits, consultations, packages and payments', async () => {
    const t = tag();
    const email = `lia-${t}@example.com`;
    const phone = mobile();
    const [early, late] = [freeStart(), freeStart()].sort((x, y) => x.date.localeCompare(y.date));
    const { booking, clientId } = await book({ customerName: 'Lia Cruz', email, phone, ...early });
    const { booking: later } = await book({
      customerName: 'Lia Cruz',
      email: email.toUpperCase(),
      phone,
      ...late,
    });
    const paid = await api.post(
      `/api/bookings/${booking.id}/payment`,
      { status: 'paid', amountPaid: booking.totalPrice, reference: 'GC-1' },
      { token: desk.token },
    );
    expect(paid.status).toBe(200);
    const consultation = await api.post(
      '/api/online-consultations',
      consultationBody({ customerName: 'Lia Cruz', email, phone }),
    );
    expect(consultation.status).toBe(201);

    const reply = await record(clientId);
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data.client).toMatchObject({ id: clientId, name: 'Lia Cruz', emails: [email], mergedInto: null });
    expect(data.client.phones).toEqual([phone.replace(/\D/g, '').slice(-10)]);
    expect(data.bookings.map((row: { id: string }) => row.id)).toEqual([later.id, booking.id]);
    expect(data.consultations.map((row: { bookingNumber: string }) => row.bookingNumber)).toEqual([
      consultation.body.bookingNumber,
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({
        kind: 'booking',
        id: booking.id,
        status: 'paid',
        amountPaid: booking.totalPrice,
        reference: 'GC-1',
      }),
    ]);
    expect(data.packages).toEqual([]);
    // The desk's booking view links the client's name through this.
    expect((await api.get(`/api/bookings/${booking.id}`, { token: desk.token })).body.data.clientId).toBe(
      clientId,
    );
    expect(data.intake).toEqual([]);
    expect(data.consents).toEqual([]);
  });

  it('logs every read with the staff member and time, and answers the log newest first', async () => {
    const { clientId } = await book({ email: `log-${tag()}@example.com`, phone: mobile() });
    const before = Date.now();
    expect((await record(clientId)).status).toBe(200);
    const second = await record(clientId, admin.token);
    const log = second.body.data.accessLog;
    expect(
      log.map((entry: { staffName: string; what: string }) => `${entry.staffName}:${entry.what}`),
    ).toEqual(['Owner:record', 'Desk One:record']);
    expect(new Date(log[1].at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(
      await server.db.knex('client_access_log').where({ client_id: clientId }).count({ n: '*' }),
    ).toEqual([{ n: expect.anything() }]);
    expect(
      Number(
        (await server.db.knex('client_access_log').where({ client_id: clientId }).count({ n: '*' }))[0]?.n,
      ),
    ).toBe(2);
  });

  it('400 for a bad id, 404 for an unknown one, 401 signed out, 403 for another role (and none of them logged)', async () => {
    const { clientId } = await book({ email: `guard-${tag()}@example.com`, phone: mobile() });
    expect((await record('not-an-id')).status).toBe(400);
    expect((await record(crypto.randomUUID())).status).toBe(404);
    expect((await api.get(`/api/clients/${clientId}`)).status).toBe(401);
    const viewer = await signedIn(server.db.knex, api, 'client');
    expect((await record(clientId, viewer.token)).status).toBe(403);
    expect(
      Number(
        (await server.db.knex('client_access_log').where({ client_id: clientId }).count({ n: '*' }))[0]?.n,
      ),
    ).toBe(0);
  });
});

describe('POST /api/clients/:id/merge', () => {
  it('moves everything of the other record onto this one, records it, and later visits find the kept record', async () => {
    const t = tag();
    const kept = await book({
      customerName: 'Maria Santos',
      email: `maria-${t}@example.com`,
      phone: mobile(),
    });
    const other = await book({
      customerName: 'Maria Santos',
      email: `msantos-${t}@work.ph`,
      phone: mobile(),
    });
    expect(other.clientId).not.toBe(kept.clientId);
    await record(other.clientId);

    const byStaff = await api.post(
      `/api/clients/${kept.clientId}/merge`,
      { otherId: other.clientId },
      { token: desk.token },
    );
    expect(byStaff.status).toBe(403);
    const merged = await api.post(
      `/api/clients/${kept.clientId}/merge`,
      { otherId: other.clientId },
      { token: admin.token },
    );
    expect(merged.status).toBe(200);
    expect(merged.body.data).toEqual({
      kept: kept.clientId,
      merged: other.clientId,
      moved: { bookings: 1, consultations: 0, packages: 0, keys: 2 },
    });

    const data = (await record(kept.clientId)).body.data;
    expect(data.bookings.map((row: { id: string }) => row.id).sort()).toEqual(
      [kept.booking.id, other.booking.id].sort(),
    );
    expect(data.client.emails.sort()).toEqual([`maria-${t}@example.com`, `msantos-${t}@work.ph`]);
    expect(data.client.merges).toEqual([
      expect.objectContaining({ mergedId: other.clientId, name: 'Maria Santos', mergedBy: 'Owner' }),
    ]);
    // The read of the other record moved with it: who saw this person's data stays on their record.
    expect(data.accessLog).toHaveLength(2);
    expect((await record(other.clientId)).body.data.client.mergedInto).toBe(kept.clientId);
    const next = await book({ email: `MSANTOS-${t}@work.ph`, phone: mobile() });
    expect(next.clientId).toBe(kept.clientId);
    const listed = (await api.get(`/api/clients?search=${t}`, { token: desk.token })).body.data;
    expect(listed.map((row: { id: string }) => row.id)).toEqual([kept.clientId]);
  });

  it('400 for itself or a bad id, 409 for a record already merged, 404 for an unknown one, 401 signed out', async () => {
    const a = await book({ email: `a-${tag()}@example.com`, phone: mobile() });
    const b = await book({ email: `b-${tag()}@example.com`, phone: mobile() });
    const merge = (id: string, body: unknown, token: string | undefined = admin.token) =>
      api.post(`/api/clients/${id}/merge`, body, { token });
    const itself = await merge(a.clientId, { otherId: a.clientId });
    expect(itself.status).toBe(400);
    expect(itself.body.msg).toBe('A client cannot be merged into itself: choose another record as otherId');
    expect((await merge(a.clientId, { otherId: crypto.randomUUID() })).status).toBe(404);
    expect((await merge(a.clientId, { otherId: 'b' })).status).toBe(400);
    expect((await merge('nope', { otherId: b.clientId })).status).toBe(400);
    expect((await merge(a.clientId, [])).status).toBe(400);
    expect((await api.post(`/api/clients/${a.clientId}/merge`, { otherId: b.clientId })).status).toBe(401);
    expect((await merge(a.clientId, { otherId: b.clientId })).status).toBe(200);
    const again = await merge(a.clientId, { otherId: b.clientId });
    expect(again.status).toBe(409);
    expect(again.body.msg).toMatch(/already merged/);
    expect((await merge(b.clientId, { otherId: a.clientId })).status).toBe(409);
    expect(
      await server.db.knex('client_merges').where({ merged_id: b.clientId }).count({ n: '*' }),
    ).toHaveLength(1);
  });
});
