import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { describeResources } from '../../../bench/resources-seed';
import { MAX_DAYS_AHEAD } from '../../../domain/appointment-time';
import { addDays, manilaDate } from '../../../domain/manila-date';
import { nearestAlternatives } from '../../../domain/nearest-alternatives';
import type { PlaceId } from '../../../domain/opening-hours';
import { createCurrentCatalogue } from '../catalogue/current-catalogue';
import { seededBookings } from '../test/seeded-bookings';
import { findAlternatives, startsOf } from './availability';
import { freeStartsByResources } from './resource-availability';
import { cartLines, loadResourceDays } from './resource-days';

/**
 * A refusal's alternatives are read a day, then a week, then a month at a time (ALTERNATIVE_READS),
 * and must be what the whole month read at once gives: the same six starts, in the same order, also
 * when the asked day and the days after it are closed, so the second or the third read decides.
 */
const seeded = seededBookings(3_000);

/** The alternatives as they were worked out before: the month read and planned in one go. */
async function fromTheWholeMonth(knex: Knex, ask: Ask) {
  const rules = await createCurrentCatalogue(knex, { checkEveryMs: 60_000 }).rules();
  const now = new Date();
  const last = [addDays(ask.date, 30), addDays(manilaDate(now), MAX_DAYS_AHEAD)].sort()[0] ?? ask.date;
  const lines = cartLines(ask.services, rules);
  const days = await loadResourceDays(knex, { place: ask.place, from: ask.date, to: last, rules });
  return nearestAlternatives(
    ask,
    [...days].map(([date, input]) => ({
      date,
      slots: input.branchHours
        ? freeStartsByResources(input, lines, startsOf({ place: ask.place, date, minutes: 60, now }, rules))
        : [],
    })),
  );
}

interface Ask {
  place: PlaceId;
  date: string;
  time: string;
  services: string[];
}

describe('the alternatives to a refused start', () => {
  it('are the whole month read at once, whichever read finds the sixth', async () => {
    const knex = seeded.knex();
    await describeResources(knex, ['makati', 'las-pinas']);
    const rules = await createCurrentCatalogue(knex, { checkEveryMs: 60_000 }).rules();
    const today = manilaDate();
    // Makati is closed from day 20 to day 28 ahead: asked on day 20, only the third read (the
    // month) finds anything; asked on day 26, the second (the week) does.
    await knex('closed_dates').insert(
      Array.from({ length: 9 }, (_, k) => ({
        place: 'makati',
        closed_date: addDays(today, 20 + k),
        reason: '',
      })),
    );
    const asks: Ask[] = [
      ...[3, 10, 20, 24, 26, 28, 29, 170].map((ahead) => ({
        place: 'makati' as const,
        date: addDays(today, ahead),
        time: '14:00',
        services: ['stem-cell-facial'],
      })),
      ...[5, 40].map((ahead) => ({
        place: 'las-pinas' as const,
        date: addDays(today, ahead),
        time: '11:00',
        services: ['ulthera-prime', 'stem-cell-facial'],
      })),
      // Near the last bookable day the month is cut there, as it was.
      {
        place: 'makati',
        date: addDays(today, MAX_DAYS_AHEAD - 1),
        time: '14:00',
        services: ['stem-cell-facial'],
      },
    ];
    const laterDays = new Set<number>();
    for (const ask of asks) {
      const found = await findAlternatives(knex, {
        ...ask,
        minutes: 60,
        now: new Date(),
        hours: rules,
        services: ask.services,
      });
      expect(found, `${ask.place} ${ask.date}`).toEqual(await fromTheWholeMonth(knex, ask));
      for (const alternative of found) {
        laterDays.add((Date.parse(alternative.date) - Date.parse(ask.date)) / 86_400_000);
      }
    }
    // The second and the third reads were both needed by some ask.
    expect([...laterDays].some((days) => days >= 1 && days < 7)).toBe(true);
    expect([...laterDays].some((days) => days >= 7)).toBe(true);
  });
});
