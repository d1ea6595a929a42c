import type { Knex } from 'knex';

const FIRST = [
  'Maria',
  'Ana',
  'Joy',
  'Grace',
  'Liza',
  'Carmela',
  'Rosa',
  'Bea',
  'Kristine',
  'Jasmine',
  'Angelica',
  'Nicole',
  'Patricia',
  'Camille',
  'Denise',
  'Erika',
  'Faith',
  'Hazel',
  'Iris',
  'Janelle',
  'Katrina',
  'Lovely',
  'Mae',
  'Nina',
  'Olive',
  'Pia',
  'Queenie',
  'Rhea',
  'Sheila',
  'Tricia',
  'Ursula',
  'Vina',
  'Wendy',
  'Xyra',
  'Yna',
  'Zia',
  'Miguel',
  'Paolo',
  'Carlo',
  'Jericho',
];
const LAST = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Torres',
  'Tomas',
  'Andrada',
  'Castillo',
  'Flores',
  'Villanueva',
  'Ramos',
  'Castro',
  'Rivera',
  'Aquino',
  'Navarro',
  'Salazar',
  'Mercado',
  'Dizon',
  'Manalo',
  'Soriano',
  'Pascual',
  'Gonzales',
  'Lim',
  'Tan',
  'Uy',
  'Go',
  'Sy',
  'Dela Cruz',
  'De Leon',
  'Del Rosario',
  'Fernandez',
  'Lopez',
  'Marquez',
  'Morales',
  'Perez',
  'Robles',
  'Valdez',
];

const sqlArray = (values: string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

export interface SeedShape {
  /** Service dates run over this many days, 185 of them from today on (365: half a year either side). */
  spanDays?: number;
  /** Each booking gets client `seededClientId(1 + g % clients)` (bench/seed-people.ts makes them first). */
  clients?: number;
}

/** The id of the n-th seeded client: derived, so bookings can name their client in the same INSERT. */
export const seededClientIdSql = (n: string) => `md5('bench-client-' || (${n}))::uuid`;

/**
 * The bookings INSERT ... SELECT over generate_series: 1,600 distinct names, statuses and branches
 * in rotation, service dates over `spanDays`, one booking every five minutes back in time, 2%
 * soft-deleted. Booking numbers are g × 7919 mod 10^8 (7919 is prime to 10^8), so they are unique
 * and look scattered. At 365 days and 100,000 rows, about 70 visits a place a day; a larger seed
 * with a span in proportion keeps that density, so a day's reads compare with the 100,000 run's.
 */
export async function insertBookings(db: Knex, count: number, shape: SeedShape = {}): Promise<void> {
  const span = shape.spanDays ?? 365;
  const cart = JSON.stringify([
    {
      id: 'stem-cell-facial',
      name: 'Stem Cell Facial',
      unitPrice: 1999,
      quantity: 1,
      lineTotal: 1999,
      selectedPromo: null,
      promoCode: null,
    },
  ]);
  const clientColumn = shape.clients ? ', client_id' : '';
  const clientValue = shape.clients ? `, ${seededClientIdSql(`1 + g % ${Number(shape.clients)}`)}` : '';
  await db.raw(
    `insert into bookings (id, booking_number, status, service_type, branch, address, landmark, service_date,
                           service_time, age, customer_name, email, phone, payment_method, notes, cart_items,
                           total_price, created_at, updated_at, deleted_at, deleted_by${clientColumn})
     select gen_random_uuid(),
            'TBL' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
            (array['pending','confirmed','completed','cancelled'])[1 + g % 4],
            case when g % 5 = 4 then 'home' else 'clinic' end,
            case when g % 5 = 4 then 'home' else (array['makati','las-pinas','quezon-city','makati'])[1 + g % 5] end,
            case when g % 5 = 4 then g || ' Mabini Street, Pasig' else '' end,
            '',
            current_date + ((g % ${span}) - ${span - 185}),
            to_char(time '10:00' + ((g % 25) * interval '30 minutes'), 'HH24:MI'),
            18 + g % 60,
            (${sqlArray(FIRST)})[1 + g % 40] || ' ' || (${sqlArray(LAST)})[1 + (g / 40) % 40],
            'client' || g || '@example.com',
            '0917' || lpad((g % 10000000)::text, 7, '0'),
            (array['bdo','bpi','gcash','clinic'])[1 + g % 4],
            '',
            ?::jsonb,
            1999,
            now() - g * interval '5 minutes',
            now() - g * interval '5 minutes',
            case when g % 50 = 0 then now() - g * interval '4 minutes' end,
            case when g % 50 = 0 then 'Bench Admin' end${clientValue}
       from generate_series(1, ?) as g`,
    [cart, count],
  );
}

/** Seeds `count` bookings (see insertBookings) through the counting trigger, then vacuums. */
export async function seedBookings(db: Knex, count: number): Promise<void> {
  await insertBookings(db, count);
  // The counts tables took one upsert per seeded row, a burst no clinic produces; compacting them
  // (as one would after a bulk load) measures the steady state rather than that burst.
  await db.raw('vacuum analyze bookings');
  for (const table of ['booking_counts', 'booking_created_counts', 'booking_status_totals']) {
    await db.raw(`vacuum full analyze ${table}`);
  }
}
