import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherPerson, bookingBody, freeStart } from '../test/factories';
import { type Client, client } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';
import { cleanUp } from './cleanup';
import { RETENTION_ACTOR } from './client-retention';

/**
 * Retention (issue 30 item 5, docs/PRIVACY.md "For how long"): the hourly clean-up drains what no
 * rule needs in bounded batches, and erases the clients whose five years since their last visit
 * have passed, keeping the money records.
 */
let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});

afterAll(async () => {
  await server.close();
});

const NO_CLIENTS = { batchSize: 3, maxBatches: 2, clients: 0 };
const count = async (table: string, where: Record<string, unknown> = {}) =>
  Number((await server.db.knex(table).where(where).count({ n: '*' }))[0]?.n ?? 0);

async function book(person = anotherPerson()) {
  const reply = await api.post('/api/bookings', bookingBody({ bookingData: { ...freeStart(), ...person } }));
  expect(reply.status).toBe(201);
  return reply.body.booking as { id: string; totalPrice: number; bookingData: { email: string } };
}

describe('the clean-up drains old rows in bounded batches', () => {
  it('deletes at most a batch a statement and a few batches a run, then the rest on the next run', async () => {
    const scope = `retention-${crypto.randomUUID().slice(0, 8)}`;
    const row = (key: string, daysAgo: number) => ({
      scope,
      key,
      request_hash: 'x',
      response_status: 201,
      response_body: JSON.stringify({}),
      created_at: server.db.knex.raw('now() - make_interval(days => ?)', [daysAgo]),
    });
    await server.db
      .knex('idempotency_keys')
      .insert([
        ...Array.from({ length: 7 }, (_, index) => row(`old-${index}`, 8)),
        row('new-1', 1),
        row('new-2', 6),
      ]);
    const first = await cleanUp(server.db.knex, NO_CLIENTS);
    expect(first.deleted.idempotencyKeys).toBe(6);
    expect(first.unfinished).toContain('idempotencyKeys');
    const second = await cleanUp(server.db.knex, NO_CLIENTS);
    expect(second.deleted.idempotencyKeys).toBe(1);
    expect(second.unfinished).not.toContain('idempotencyKeys');
    expect(
      (await server.db.knex('idempotency_keys').where({ scope }).orderBy('key').select('key')).map(
        (r) => r.key,
      ),
    ).toEqual(['new-1', 'new-2']);
  });

  it('drops e-mails sent 180 days ago and holds expired a day ago, and keeps what is pending or recent', async () => {
    const booking = await book();
    const mails = await server.db.knex('email_outbox').where({ booking_id: booking.id }).select('id');
    expect(mails.length).toBeGreaterThan(0);
    const [sentLongAgo, pendingLongAgo] = [mails[0]?.id, crypto.randomUUID()];
    const old = server.db.knex.raw("now() - interval '181 days'");
    await server.db
      .knex('email_outbox')
      .where({ id: sentLongAgo })
      .update({ status: 'sent', created_at: old });
    const template = await server.db.knex('email_outbox').where({ id: sentLongAgo }).first();
    await server.db
      .knex('email_outbox')
      .insert({ ...template, id: pendingLongAgo, status: 'pending', dedupe_key: null });
    const hold = await api.post('/api/holds', {
      branch: 'makati',
      ...freeStart(),
      services: ['stem-cell-facial'],
    });
    expect(hold.status).toBe(201);
    const holdId = hold.body.hold.id as string;
    await server.db
      .knex('slot_holds')
      .where({ id: holdId })
      .update({ expires_at: server.db.knex.raw("now() - interval '25 hours'") });

    const result = await cleanUp(server.db.knex, { batchSize: 100, maxBatches: 5, clients: 0 });
    expect(result.deleted.emailOutbox).toBeGreaterThanOrEqual(1);
    expect(result.deleted.expiredHolds).toBeGreaterThanOrEqual(1);
    expect(await count('email_outbox', { id: sentLongAgo })).toBe(0);
    expect(await count('email_outbox', { id: pendingLongAgo })).toBe(1);
    expect(await count('slot_holds', { id: holdId })).toBe(0);
    // The booking and its audit trail are the clinic's record: untouched.
    expect(await count('bookings', { id: booking.id })).toBe(1);
    expect(await count('booking_events', { booking_id: booking.id })).toBeGreaterThan(0);
  });
  it("drops the availability log's rows of past days and keeps those ahead and the place-wide ones", async () => {
    const knex = server.db.knex;
    const place = 'las-pinas';
    await knex('place_day_changes').insert([
      { place, day: knex.raw("current_date - interval '3 days'") },
      { place, day: knex.raw("current_date + interval '3 days'") },
      { place, day: null },
    ]);
    const result = await cleanUp(knex, { batchSize: 100, maxBatches: 5, clients: 0 });
    expect(result.deleted.placeDayChanges).toBeGreaterThanOrEqual(1);
    expect(await count('place_day_changes', { place, day: null })).toBeGreaterThanOrEqual(1);
    const left = await knex('place_day_changes')
      .where({ place })
      .whereNotNull('day')
      .select(knex.raw('(day >= current_date) as ahead'));
    expect(left.length).toBeGreaterThanOrEqual(1);
    expect(left.every((row) => row.ahead === true)).toBe(true);
  });
});

describe('clients are erased five years after their last visit', () => {
  it('erases a client gone five years, keeps one who came back and one still owed package sessions', async () => {
    const gone = await book();
    const returned = await book();
    const owed = await book();
    const clientOf = async (id: string) =>
      (await server.db.knex('bookings').where({ id }).first('client_id')).client_id as string;
    const clientIds = await Promise.all([gone, returned, owed].map((b) => clientOf(b.id)));
    const [goneClient, , owedClient] = clientIds;
    const sixYearsAgo = server.db.knex.raw("now() - interval '6 years'");
    await server.db.knex('clients').whereIn('id', clientIds).update({ created_at: sixYearsAgo });
    await server.db
      .knex('bookings')
      .whereIn('id', [gone.id, owed.id])
      .update({ service_date: server.db.knex.raw("current_date - interval '6 years'") });
    // The returning client's visit is ahead, so their record stays. The owed client holds a package
    // with sessions left (bought on that old booking): the clinic still owes them.
    await server.db.knex('client_packages').insert({
      id: crypto.randomUUID(),
      source_booking_id: owed.id,
      source_line: 0,
      owner_email: owed.bookingData.email,
      service_id: 'stem-cell-facial',
      title: 'Stem Cell Facial, 5 sessions',
      sessions_total: 5,
      sessions_used: 1,
      transferable: false,
      client_id: owedClient,
    });
    const moneyBefore = await server.db.knex('bookings').sum({ total: 'total_price' }).first();

    const result = await cleanUp(server.db.knex, { batchSize: 100, maxBatches: 5, clients: 50 });
    expect(result.clientsErased).toBe(1);
    const erased = await server.db.knex('bookings').where({ id: gone.id }).first();
    expect(erased.customer_name).toMatch(/^Erased client \d+$/);
    expect(erased.email).toBe('');
    expect(erased.phone).toBe('');
    const request = await server.db.knex('client_erasure_requests').where({ client_id: goneClient }).first();
    expect(request.approved_by).toBe(RETENTION_ACTOR);
    for (const kept of [returned, owed])
      expect((await server.db.knex('bookings').where({ id: kept.id }).first()).email).toBe(
        kept.bookingData.email,
      );
    expect(await server.db.knex('bookings').sum({ total: 'total_price' }).first()).toEqual(moneyBefore);

    // Once erased, never again: the next run finds nobody.
    expect(
      (await cleanUp(server.db.knex, { batchSize: 100, maxBatches: 5, clients: 50 })).clientsErased,
    ).toBe(0);
  });
});
