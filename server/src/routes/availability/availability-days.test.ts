import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../../domain/manila-date';
import { soon } from '../../test/factories';
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

const stripOf = async (query: string) => {
  const reply = await api.get(`/api/availability/days?${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

/** Fills a whole day at a place with one live hold as long as the day, straight in the database. */
async function fillDay(place: string, date: string, times: number) {
  for (let index = 0; index < times; index += 1) {
    await server.db.knex('slot_holds').insert({
      id: crypto.randomUUID(),
      place,
      hold_date: date,
      hold_time: '00:00',
      visit_minutes: 24 * 60 - 30,
      expires_at: server.db.knex.raw("now() + interval '1 hour'"),
    });
  }
}

describe('GET /api/availability/days', () => {
  it('answers a strip of days with the free starts of each and the first free one', async () => {
    const from = soon(5);
    const body = await stripOf(`branch=quezon-city&services=stem-cell-facial&from=${from}&days=5`);
    expect(body).toMatchObject({ branch: 'quezon-city', from, minutes: 60 });
    expect(body.days.map((day: { date: string }) => day.date)).toEqual(
      [0, 1, 2, 3, 4].map((offset) => addDays(from, offset)),
    );
    // Timog: 10:00 AM to 7:00 PM for a one-hour visit, every half hour.
    expect(body.days[0]).toEqual({ date: from, free: 19, closed: false });
    expect(body.next).toEqual({ date: from, time: '10:00', label: '10:00 AM' });
  });

  it('skips closed and full days to the next free start, and says when none is free', async () => {
    const from = soon(12);
    await server.db.knex('closed_dates').insert({ place: 'makati', closed_date: from, reason: 'Holiday' });
    await fillDay('makati', addDays(from, 1), 4);
    const body = await stripOf(`branch=makati&services=stem-cell-facial&from=${from}&days=3`);
    expect(body.days).toEqual([
      { date: from, free: 0, closed: true },
      { date: addDays(from, 1), free: 0, closed: false },
      expect.objectContaining({ date: addDays(from, 2), closed: false }),
    ]);
    expect(body.days[2].free).toBeGreaterThan(0);
    expect(body.next).toMatchObject({ date: addDays(from, 2), time: '10:00' });
    const none = await stripOf(`branch=makati&services=stem-cell-facial&from=${from}&days=2`);
    expect(none.next).toBeNull();
  });

  it('starts today by default and never offers a start already passed', async () => {
    const body = await stripOf('branch=online');
    expect(body.from).toBe(manilaDate());
    expect(body.days).toHaveLength(14);
    const next = body.next as { date: string; time: string };
    expect(next).not.toBeNull();
    const [hours, minutes] = next.time.split(':').map(Number);
    if (next.date === manilaDate()) {
      const nowMinute = (Date.now() / 60_000 + 8 * 60) % (24 * 60);
      expect((hours ?? 0) * 60 + (minutes ?? 0)).toBeGreaterThan(nowMinute);
    }
  });

  it('reads a month of days in one statement', async () => {
    const statements: string[] = [];
    const listen = (query: { sql: string }) => statements.push(query.sql);
    server.db.knex.on('query', listen);
    try {
      const body = await stripOf(`branch=las-pinas&services=stem-cell-facial&from=${soon(2)}&days=31`);
      expect(body.days).toHaveLength(31);
    } finally {
      server.db.knex.removeListener('query', listen);
    }
    expect(statements).toHaveLength(1);
  });

  it('refuses bad queries with 400 and a message naming the problem', async () => {
    const cases: Array<[string, RegExp]> = [
      ['services=stem-cell-facial', /branch must be one of/],
      ['branch=makati&days=0', /days must be a whole number from 1 to 31/],
      ['branch=makati&days=32', /days must be a whole number from 1 to 31/],
      ['branch=makati&days=two', /days must be a whole number from 1 to 31/],
      [`branch=makati&from=${addDays(manilaDate(), -1)}`, /past/],
      ['branch=makati&from=soon', /real date/],
      ['branch=makati&services=no-such-thing', /Unknown service: no-such-thing/],
      ['branch=home&services=ulthera-prime', /offered at our clinics only/],
    ];
    for (const [query, message] of cases) {
      const reply = await api.get(`/api/availability/days?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.msg, query).toMatch(message);
    }
  });
});
