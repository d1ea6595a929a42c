import type { Knex } from 'knex';
import { addDays } from '../domain/manila-date';
import { createCurrentCatalogue } from '../server/src/catalogue/current-catalogue';
import { dayOffer } from '../server/src/queries/availability';
import { listWithCounts, pageWithTotal } from '../server/src/queries/booking-list';
import { calendarDay } from '../server/src/queries/calendar-day';
import { readClientPage } from '../server/src/queries/client-page';
import { requestedVisitMinutes } from '../server/src/validation/visit-request';
import { seededClientId } from './scale-scenarios';

export interface InProcess {
  name: string;
  p50: number;
  p99: number;
}

const RUNS = 60;
const WARM_UP = 10;

/**
 * The same reads as the HTTP scenarios, called in this process one after another (no HTTP, no
 * session, no other request in flight): what the queries themselves cost at this size, which the
 * shared machine's load moves far less than it moves the HTTP tails.
 */
export async function inProcessTimings(db: Knex, today: string, clients: number): Promise<InProcess[]> {
  const rules = await createCurrentCatalogue(db, { checkEveryMs: 60_000 }).rules();
  const live = { deleted: false, branches: null };
  const cases: Array<[string, (run: number) => Promise<unknown>]> = [
    [
      'availability (dayOffer, a facial)',
      (run) =>
        dayOffer(db, {
          place: 'makati',
          date: addDays(today, 1 + (run % 170)),
          minutes: requestedVisitMinutes('makati', ['stem-cell-facial'], rules),
          now: new Date(),
          hours: rules,
          services: ['stem-cell-facial'],
          practitionerId: undefined,
          explain: false,
        }),
    ],
    [
      'desk list page 1 (cards and page)',
      // As the route reads them: the cards in the page's statement, the total off the cards.
      () => listWithCounts(db, live, 'booked', 1, 10, today),
    ],
    ['search "Santos", page 1', () => pageWithTotal(db, { ...live, search: 'Santos' }, 'booked', 1, 10)],
    [
      'search "Ana Reyes", page 1',
      () => pageWithTotal(db, { ...live, search: 'Ana Reyes' }, 'booked', 1, 10),
    ],
    [
      "calendar's day (calendarDay)",
      (run) => calendarDay(db, { place: 'makati', date: addDays(today, run % 30), rules }),
    ],
    [
      'client page (record and holdings)',
      async (run) => {
        const id = seededClientId(1 + ((run * 7919) % clients));
        await readClientPage(db, id, null);
      },
    ],
  ];
  const results: InProcess[] = [];
  for (const [name, read] of cases) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await read(run);
      if (run >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
    results.push({ name, p50: at(0.5), p99: at(0.99) });
  }
  return results;
}
