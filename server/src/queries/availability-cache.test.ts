import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '../../../domain/manila-date';
import type { PlaceId } from '../../../domain/opening-hours';
import { type SecondInstance, startSecondInstance } from '../soak/second-instance';
import { anotherPerson, bookingBody, signedIn, soon } from '../test/factories';
import { oneHifuAtMakati, ULTHERA } from '../test/hifu';
import { type Client, client } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';
import { requestedVisitMinutes } from '../validation/visit-request';
import { dayOffer, readDay } from './availability';
import { DayOfferCache } from './availability-cache';
import { calendarDay } from './calendar-day';

/**
 * Issue 26's availability p99: an instance answers a day again from what it worked out while the
 * day's version (day-changes.ts) is unchanged. Held here: after every kind of change to what a day
 * is made of, made through the other instance's API or straight in the database, the first
 * instance's answer equals one worked out afresh; a hold that expires by the clock changes it with
 * no write at all; today is never kept; an update that leaves every visit as it was logs nothing.
 */
let server: TestServer;
let second: SecondInstance;
let api: Client;
let other: Client;
let admin: string;

const FACIAL = 'stem-cell-facial';
const DAYS = [soon(12), soon(13)];
const TIMES = ['10:00', '11:00', '13:00', '14:00', '15:30', '17:00'];
/** The answers compared: two carts at Makati and the online consultation, on both days. */
const ASKS: Array<{ place: PlaceId; services: string[] }> = [
  { place: 'makati', services: [FACIAL] },
  { place: 'makati', services: [ULTHERA] },
  { place: 'online', services: [] },
];

/** A small seeded generator, so a failing sequence is the same on every run. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * below);
  };
}

async function answerOf(place: PlaceId, date: string, services: string[]) {
  const query = services.length ? `&services=${services.join(',')}` : '';
  const reply = await api.get(`/api/availability?branch=${place}&date=${date}${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { slots: reply.body.slots, practitioners: reply.body.practitioners };
}

async function freshOf(place: PlaceId, date: string, services: string[]) {
  const rules = await server.context.catalogue.rules();
  const offer = await dayOffer(server.db.knex, {
    place,
    date,
    minutes: requestedVisitMinutes(place, services, rules),
    now: new Date(),
    hours: rules,
    services,
  });
  return { slots: offer.result, practitioners: offer.practitioners };
}

/** The desk's calendar (planned from the kept day) and one worked out afresh, as JSON. */
async function calendarsOf(place: PlaceId, date: string) {
  const reply = await api.get(`/api/calendar?branch=${place}&date=${date}`, { token: admin });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const rules = await server.context.catalogue.rules();
  const fresh = await calendarDay(server.db.knex, { place, date, rules });
  return { kept: reply.body.data, fresh: JSON.parse(JSON.stringify(fresh)) };
}

async function expectAllFresh(step: string) {
  for (const date of DAYS) {
    for (const { place, services } of ASKS) {
      const answer = await answerOf(place, date, services);
      expect(answer, `${step}: ${place} ${date} ${services.join(',')}`).toEqual(
        await freshOf(place, date, services),
      );
    }
    for (const place of ['makati', 'online'] as const) {
      const { kept, fresh } = await calendarsOf(place, date);
      expect(kept, `${step}: the calendar of ${place} ${date}`).toEqual(fresh);
    }
  }
}

const knex = () => server.db.knex;

/** A facial booked at Makati at 11 AM through this instance; answers the reply (201 checked). */
async function facialAtEleven(date: string) {
  const booked = await api.post(
    '/api/bookings',
    bookingBody({
      bookingData: { branch: 'makati', date, time: '11:00', ...anotherPerson() },
      cartItems: [{ id: FACIAL, quantity: 1, price: 1 }],
    }),
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return booked;
}

async function someRow<T>(rows: T[], pick: (below: number) => number): Promise<T | undefined> {
  return rows.length ? rows[pick(rows.length)] : undefined;
}

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_WRITE_LIMIT: 'off' });
  second = await startSecondInstance(server);
  api = client(server.url);
  other = client(second.url);
  admin = (await signedIn(server.db.knex, api, 'admin', 'Dr. Lim')).token;
  await oneHifuAtMakati(api, admin);
});

afterAll(async () => {
  await second?.close();
  await server?.close();
});

describe('availability kept by an instance (issue 26)', () => {
  it('answers as a fresh plan after every kind of change, through either instance or the database', async () => {
    const pick = generator(20261128);
    const day = () => DAYS[pick(DAYS.length)] ?? DAYS[0];
    const time = () => TIMES[pick(TIMES.length)] ?? '10:00';
    const liveBookings = () =>
      knex()('bookings').whereIn('service_date', DAYS).whereNull('deleted_at').select('id');
    const makatiResources = () => knex()('resources').where({ branch: 'makati' }).select('id');
    const statuses: string[] = [];
    const noted = async (kind: string, reply: Promise<{ status: number }>) => {
      statuses.push(`${kind} ${(await reply).status}`);
    };
    const changes: Record<string, () => Promise<unknown>> = {
      book: () =>
        noted(
          'book',
          other.post(
            '/api/bookings',
            bookingBody({
              bookingData: { branch: 'makati', date: day(), time: time(), ...anotherPerson() },
              cartItems: [{ id: pick(2) ? FACIAL : ULTHERA, quantity: 1, price: 1 }],
            }),
          ),
        ),
      hold: () =>
        noted(
          'hold',
          other.post('/api/holds', { branch: 'makati', date: day(), time: time(), services: [FACIAL] }),
        ),
      cancel: async () => {
        const row = await someRow(await liveBookings(), pick);
        if (row) await knex()('bookings').where({ id: row.id }).update({ status: 'cancelled' });
      },
      remove: async () => {
        const row = await someRow(await liveBookings(), pick);
        if (row) await knex()('bookings').where({ id: row.id }).update({ deleted_at: knex().fn.now() });
      },
      move: async () => {
        const row = await someRow(await liveBookings(), pick);
        if (row)
          await knex()('bookings')
            .where({ id: row.id })
            .update({ service_date: day(), service_time: time() });
      },
      unassign: async () => {
        const row = await someRow(await knex()('booking_assignments').select('booking_id', 'position'), pick);
        if (row) await knex()('booking_assignments').where(row).delete();
      },
      release: async () => {
        const row = await someRow(await knex()('slot_holds').select('id'), pick);
        if (row) await knex()('slot_holds').where({ id: row.id }).delete();
      },
      dayOff: async () => {
        const row = await someRow(await makatiResources(), pick);
        if (row)
          await knex()('resource_exceptions')
            .insert({ resource_id: row.id, exception_date: day(), hours: null })
            .onConflict(['resource_id', 'exception_date'])
            .ignore();
      },
      backOn: async () => {
        const row = await someRow(
          await knex()('resource_exceptions').select('resource_id', 'exception_date'),
          pick,
        );
        if (row) await knex()('resource_exceptions').where(row).delete();
      },
      schedule: async () => {
        const row = await someRow(await makatiResources(), pick);
        const from = pick(2) ? '10:00' : '13:00';
        const weekly = Object.fromEntries(
          ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((name) => [name, [[from, '21:00']]]),
        );
        if (row)
          await knex()('resource_schedules')
            .insert({ resource_id: row.id, weekly: JSON.stringify(weekly) })
            .onConflict('resource_id')
            .merge();
      },
      retire: async () => {
        const row = await someRow(await makatiResources(), pick);
        if (row) await knex().raw('update resources set active = not active where id = ?', [row.id]);
      },
      close: () =>
        knex()('closed_dates').insert({ place: 'makati', closed_date: day() }).onConflict().ignore(),
      reopen: () => knex()('closed_dates').where({ place: 'makati' }).delete(),
      consultation: () =>
        knex()('online_consultations').insert({
          id: crypto.randomUUID(),
          booking_number: `TBL${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`,
          consultation_date: day(),
          consultation_time: time(),
          age: 30,
          customer_name: 'Ana Cruz',
          email: 'ana@example.com',
          phone: '09171234567',
          payment_method: 'gcash',
          total_price: 500,
        }),
    };
    const names = Object.keys(changes);
    await expectAllFresh('before any change');
    for (let step = 0; step < 36; step += 1) {
      const name = names[step < names.length ? step : pick(names.length)] ?? 'book';
      await changes[name]?.();
      await expectAllFresh(`step ${step} (${name})`);
    }
    // Bookings and holds were taken through the other instance, not only refused.
    expect(statuses).toContain('book 201');
    expect(statuses).toContain('hold 201');
    // The later tests start from Makati as beforeAll described it, holding nothing.
    await knex()('slot_holds').delete();
    const ids = (await makatiResources()).map((row) => row.id);
    await knex()('resources').whereIn('id', ids).update({ active: true });
    await knex()('resource_schedules').whereIn('resource_id', ids).delete();
    await knex()('resource_exceptions').whereIn('resource_id', ids).delete();
    await knex()('closed_dates').where({ place: 'makati' }).delete();
  });

  it('a hold that expires by the clock frees its start with no write', async () => {
    const date = soon(15);
    // Through this instance: the other one reads the catalogue's new needs only at its next check.
    const hold = await api.post('/api/holds', {
      branch: 'makati',
      date,
      time: '14:00',
      services: [ULTHERA],
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(201);
    const held = await answerOf('makati', date, [ULTHERA]);
    expect(held.slots.find((slot: { time: string }) => slot.time === '14:00')).toMatchObject({
      available: false,
    });
    // Its expiry is moved to a second from now: that is a write, and is seen at once...
    await knex()('slot_holds')
      .where({ id: hold.body.hold.id })
      .update({ expires_at: knex().raw("now() + interval '1 second'") });
    expect(await answerOf('makati', date, [ULTHERA])).toEqual(await freshOf('makati', date, [ULTHERA]));
    // ...then the second passes, with nothing written.
    const logged = await knex()('place_day_changes').count({ n: '*' }).first();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await knex()('place_day_changes').count({ n: '*' }).first()).toEqual(logged);
    const freed = await answerOf('makati', date, [ULTHERA]);
    expect(freed.slots.find((slot: { time: string }) => slot.time === '14:00')).toMatchObject({
      available: true,
    });
    expect(freed).toEqual(await freshOf('makati', date, [ULTHERA]));
  });

  it('an update that leaves every visit as it was logs no change', async () => {
    const date = soon(16);
    const booked = await facialAtEleven(date);
    const count = async () =>
      Number(
        (await knex()('place_day_changes').where({ place: 'makati', day: date }).count({ n: '*' }).first())
          ?.n,
      );
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await knex()('bookings').where({ id: booked.body.booking.id }).update({ sms_opt_in: false });
    expect(await count()).toBe(before);
    await knex()('bookings').where({ id: booked.body.booking.id }).update({ service_time: '12:00' });
    expect(await count()).toBe(before + 1);
  });

  it('a log started again from nothing (a restore, a truncation) never meets an old answer', async () => {
    const date = soon(17);
    const versionRows = async () =>
      Number(
        (
          await knex()('place_day_changes')
            .where((where) =>
              where
                .where({ place: 'makati', day: date })
                .orWhere({ place: 'makati', day: null })
                .orWhere({ place: '*' }),
            )
            .count({ n: '*' })
            .first()
        )?.n,
      );
    // Enough rows that the booking below logs fewer than the log held.
    const filler = async (rows: number) => {
      if (rows > 0) {
        await knex()('place_day_changes').insert(
          Array.from({ length: rows }, () => ({ place: 'makati', day: null })),
        );
      }
    };
    await filler(5);
    const kept = await answerOf('makati', date, [FACIAL]);
    const before = await versionRows();
    await knex().raw('truncate place_day_changes');
    await facialAtEleven(date);
    // The log counts what it counted before the truncation, for a day that now has one more visit.
    await filler(before - (await versionRows()));
    expect(await versionRows()).toBe(before);
    const now = await answerOf('makati', date, [FACIAL]);
    expect(now).not.toEqual(kept);
    expect(now).toEqual(await freshOf('makati', date, [FACIAL]));
  });

  it('keeps no answer for today, whose passed starts move with the clock', async () => {
    const cache = new DayOfferCache();
    const rules = await server.context.catalogue.rules();
    const query = {
      place: 'makati' as const,
      minutes: requestedVisitMinutes('makati', [FACIAL], rules),
      now: new Date(),
      hours: rules,
      services: [FACIAL],
    };
    await cache.offer(knex(), { ...query, date: manilaDate() });
    expect(cache.sizes).toEqual({ offers: 0, days: 0 });
    await cache.offer(knex(), { ...query, date: addDays(manilaDate(), 3) });
    await cache.offer(knex(), { ...query, date: addDays(manilaDate(), 3), services: [ULTHERA], minutes: 90 });
    expect(cache.sizes).toEqual({ offers: 2, days: 1 });
  });

  it("keeps the calendar's day for today and later, and reads a day gone by every time", async () => {
    const cache = new DayOfferCache();
    const hours = await server.context.catalogue.rules();
    const today = manilaDate();
    const fresh = async (date: string) =>
      JSON.stringify(await readDay(knex(), { place: 'makati', date, hours }));
    const day = async (date: string) =>
      JSON.stringify(await cache.day(knex(), { place: 'makati', date, hours }));
    expect(await day(addDays(today, -1))).toBe(await fresh(addDays(today, -1)));
    expect(cache.sizes).toEqual({ offers: 0, days: 0 });
    expect(await day(today)).toBe(await fresh(today));
    expect(await day(addDays(today, 2))).toBe(await fresh(addDays(today, 2)));
    expect(cache.sizes).toEqual({ offers: 0, days: 2 });
    // A kept day changes with a booking: the kept one is not given again.
    const at = await facialAtEleven(addDays(today, 2));
    expect(at.status).toBe(201);
    expect(await day(addDays(today, 2))).toBe(await fresh(addDays(today, 2)));
  });

  it('forgets the least recently used past its limits', async () => {
    const cache = new DayOfferCache({ offers: 2, days: 1 });
    const rules = await server.context.catalogue.rules();
    const ask = (days: number) =>
      cache.offer(knex(), {
        place: 'makati',
        date: addDays(manilaDate(), days),
        minutes: requestedVisitMinutes('makati', [FACIAL], rules),
        now: new Date(),
        hours: rules,
        services: [FACIAL],
      });
    for (const days of [2, 3, 4]) await ask(days);
    expect(cache.sizes).toEqual({ offers: 2, days: 1 });
  });
});
