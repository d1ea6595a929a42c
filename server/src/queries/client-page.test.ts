import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, consultationBody, type Staff, signedIn } from '../test/factories';
import { type Client, client } from '../test/http';
import { tokenFor } from '../test/manage';
import { startTestServer, type TestServer } from '../test/test-server';
import { latestErasureRequest } from './client-export';
import { clientPageReads, readClientPage } from './client-page';

/**
 * The client page (issue 30 item 3) reads the person and everything they hold in one statement, and
 * logs the read and answers the access log in a second: at 100,000 bookings it made thirteen. The one
 * read answers what each read alone answers, on both databases, for a client with something of
 * everything: two visits (one paid), a consultation, a package, a second record merged in with its
 * own signed consent, a health form and an erasure request.
 */
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

const LASER = [{ id: 'underarm-laser-hair-removal', quantity: 1, price: 2999 }];

async function book(person: { customerName: string; email: string; phone: string }) {
  const reply = await api.post('/api/bookings', bookingBody({ bookingData: person, cartItems: LASER }));
  expect(reply.status).toBe(201);
  const id = reply.body.booking.id as string;
  const row = await server.db.knex('bookings').where({ id }).first('client_id');
  return { id, total: reply.body.booking.totalPrice as number, token: tokenFor(id), clientId: row.client_id };
}

/** A client holding something of everything the page shows; answers their id. */
async function fullClient(): Promise<string> {
  const t = crypto.randomBytes(4).toString('hex');
  const digits = String(crypto.randomInt(1_000_000, 9_999_999));
  const person = { customerName: `Lia Cruz ${t}`, email: `lia-${t}@example.com`, phone: `0917${digits}` };
  const first = await book(person);
  await book(person);
  const paid = await api.post(
    `/api/bookings/${first.id}/payment`,
    { status: 'paid', amountPaid: first.total, reference: `GC-${t}` },
    { token: desk.token },
  );
  expect(paid.status).toBe(200);
  const consultation = await api.post(
    '/api/online-consultations',
    consultationBody({ customerName: person.customerName, email: person.email, phone: person.phone }),
  );
  expect(consultation.status).toBe(201);
  expect(
    (await api.put(`/api/my-booking/${first.token}/intake`, { answers: { pregnant: false } })).status,
  ).toBe(200);

  const other = await book({ ...person, email: `lia.cruz-${t}@work.ph`, phone: `0918${digits}` });
  expect(other.clientId).not.toBe(first.clientId);
  const signed = await api.post(`/api/my-booking/${other.token}/consents`, {
    kind: 'marketing',
    version: 1,
    signedName: person.customerName,
  });
  expect(signed.status).toBe(201);
  const merged = await api.post(
    `/api/clients/${first.clientId}/merge`,
    { otherId: other.clientId },
    { token: admin.token },
  );
  expect(merged.status).toBe(200);

  const knex = server.db.knex;
  await knex('client_packages').insert({
    id: crypto.randomUUID(),
    source_booking_id: first.id,
    source_line: 0,
    service_id: 'underarm-laser-hair-removal',
    title: 'Underarm laser, 6 sessions',
    sessions_total: 6,
    sessions_used: 1,
    transferable: false,
    client_id: first.clientId,
  });
  await knex('client_erasure_requests').insert({ client_id: first.clientId });
  return first.clientId;
}

describe('the client page', () => {
  it('reads in one statement what each read alone answers', async () => {
    const id = await fullClient();
    const knex = server.db.knex;
    const page = await readClientPage(knex, id, null);
    expect(page).toBeDefined();
    if (!page) return;

    const reads = clientPageReads(knex, id);
    const alone = {
      bookings: await reads.bookings,
      consultations: await reads.consultations,
      packages: await reads.packages,
      keys: await reads.keys,
      merges: await reads.merges,
      erasure: (await latestErasureRequest(knex, id)) ?? null,
    };
    expect(alone.bookings).toHaveLength(3);
    expect(alone.consultations).toHaveLength(1);
    expect(alone.packages).toHaveLength(1);
    expect(alone.merges).toHaveLength(1);
    expect(alone.keys).toHaveLength(4);
    expect(alone.erasure).not.toBeNull();
    // Timestamps come back as text and numerics as numbers through JSON: compared as the page shows them.
    const shown = (value: unknown) =>
      JSON.parse(
        JSON.stringify(value, (_key, field) =>
          typeof field === 'string' && /^\d{4}-\d\d-\d\dT/.test(field)
            ? new Date(field).toISOString()
            : field,
        ),
        (_key, field) => (typeof field === 'string' && /^-?\d+(\.\d+)?$/.test(field) ? Number(field) : field),
      );
    expect(shown(page.holdings)).toEqual(shown(alone));
    expect(shown(page.client)).toEqual(
      shown(
        await knex('clients')
          .where({ id })
          .first('id', 'name', 'email', 'phone', 'created_at', 'merged_into'),
      ),
    );

    const form = await knex('client_intake')
      .where({ client_id: id })
      .first('client_id', 'answers', 'updated_at');
    expect(form).toBeDefined();
    expect(shown(page.sealed.form)).toEqual(shown(form));
    const records = await knex('clients').where({ id }).orWhere({ merged_into: id }).pluck('id');
    const consents = await knex('client_consents')
      .whereIn('client_id', records)
      .orderBy([
        { column: 'signed_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    expect(consents).toHaveLength(1);
    expect(shown(page.sealed.consents)).toEqual(shown(consents));

    expect(page.allowed).toBe(true);
    expect((await readClientPage(knex, id, ['makati', 'las-pinas', 'quezon-city', 'home']))?.allowed).toBe(
      true,
    );
    expect((await readClientPage(knex, id, ['nowhere']))?.allowed).toBe(false);
    expect(await readClientPage(knex, crypto.randomUUID(), null)).toBeUndefined();
  });

  it('is answered in three statements: the session, the read, and the log written and read', async () => {
    const id = await fullClient();
    const seen: string[] = [];
    const listen = (query: { sql: string }) => seen.push(query.sql);
    server.db.knex.on('query', listen);
    const reply = await api.get(`/api/clients/${id}`, { token: desk.token }).finally(() => {
      server.db.knex.off('query', listen);
    });
    expect(reply.status).toBe(200);
    expect(seen, seen.join('\n')).toHaveLength(3);
    const data = reply.body.data;
    expect(data.bookings).toHaveLength(3);
    expect(data.payments).toHaveLength(1);
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'marketing', action: 'sign' })]);
    expect(data.intake).toEqual([expect.objectContaining({ questionId: 'pregnant', value: false })]);
    // This read, logged with the form and the consents, is the newest of the log it answers.
    expect(
      data.accessLog
        .slice(0, 3)
        .map((entry: { what: string }) => entry.what)
        .sort(),
    ).toEqual(['consents', 'health-form', 'record']);
    expect(new Set(data.accessLog.slice(0, 3).map((entry: { at: string }) => entry.at)).size).toBe(1);
    expect(data.erasure).toMatchObject({ approvedAt: null });
    expect(data.packages).toEqual([expect.objectContaining({ title: 'Underarm laser, 6 sessions' })]);
  });
});
