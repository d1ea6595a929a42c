import type { Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../../migrations/20261125010000_index_whole_phones_and_email_local_parts';
import { seededBookings } from '../test/seeded-bookings';
import { applyFilter } from './booking-filter';
import { searchQuery } from './booking-pages';
import { phoneSearchDigits } from './search';

/**
 * A whole phone and an e-mail typed with its `@` are found through btree indexes (the stored last
 * 10 digits; the e-mail's local part reversed), and find exactly the rows a plain "contains" finds.
 */
const seeded = seededBookings(5_000);
let knex: Knex;

beforeAll(() => {
  knex = seeded.knex();
});

interface Searched {
  id: string;
  booking_number: string;
  customer_name_folded: string;
  email_folded: string;
  phone_digits: string;
}

/** What "contains" means, row by row in JavaScript, for text without accents. */
async function containing(text: string): Promise<string[]> {
  const rows = (await knex('bookings')
    .whereNull('deleted_at')
    .select('id', 'booking_number', 'customer_name_folded', 'email_folded', 'phone_digits')) as Searched[];
  const lower = text.toLowerCase();
  const digits = phoneSearchDigits(text);
  return rows
    .filter(
      (row) =>
        row.customer_name_folded.includes(lower) ||
        row.email_folded.includes(lower) ||
        row.booking_number.toLowerCase().includes(lower) ||
        (digits !== undefined && row.phone_digits.includes(digits)),
    )
    .map((row) => row.id)
    .sort();
}

async function found(text: string): Promise<string[]> {
  const rows = (await applyFilter(knex('bookings').select('id'), { deleted: false, search: text })) as Array<{
    id: string;
  }>;
  return rows.map((row) => row.id).sort();
}

async function plan(text: string): Promise<string> {
  const { sql, bindings } = searchQuery(knex, { deleted: false, search: text }, 'booked', 1, 10).toSQL();
  const result = await knex.raw<{ rows: Array<{ 'QUERY PLAN': string }> }>(
    `explain ${sql}`,
    bindings as Knex.RawBinding[],
  );
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('phone and e-mail search indexes', () => {
  it('find exactly what a plain "contains" finds', async () => {
    const searches = [
      'client1234@example.com',
      'CLIENT1234@Example.COM',
      't1234@example.c',
      'client12@',
      '34@exa',
      '@example.com',
      'client123',
      'a@b@c',
      '0917 000 1234',
      '+63 917 000 1234',
      '639170001234',
      '000 1234',
      'maria',
    ];
    for (const text of searches) {
      expect(await found(text), text).toEqual(await containing(text));
    }
    expect(await found('client1234@example.com')).toHaveLength(1);
    expect((await found('client12@')).length).toBeGreaterThan(0);
    expect(await found('0917 000 1234')).toHaveLength(1);
  });

  it('look a whole phone up by its digits and an e-mail by its local part, not by trigrams', async () => {
    for (const text of ['0917 000 1234', '+63 917 000 1234', '639170001234']) {
      const phone = await plan(text);
      expect(phone, text).toContain('bookings_phone_digits_idx');
      expect(phone, text).not.toContain('bookings_phone_digits_trgm_idx');
    }
    for (const text of ['client1234@example.com', 'client1234@']) {
      const email = await plan(text);
      expect(email, text).toContain('bookings_email_local_reversed_idx');
      expect(email, text).not.toContain('bookings_email_folded_trgm_idx');
    }
  });

  it('migrate down and up again', async () => {
    const indexes = async () =>
      (
        await knex.raw<{ rows: Array<{ name: string }> }>(
          `select indexname as name from pg_indexes
            where indexname in ('bookings_phone_digits_idx', 'bookings_email_local_reversed_idx',
                                'online_consultations_phone_digits_idx',
                                'online_consultations_email_local_reversed_idx')
            order by 1`,
        )
      ).rows.map((row) => row.name);
    const consultationColumn = async () =>
      (
        await knex.raw(
          "select 1 from information_schema.columns where table_name = 'online_consultations' and column_name = 'email_folded'",
        )
      ).rows.length;
    expect(await indexes()).toHaveLength(4);
    await down(knex);
    expect(await indexes()).toEqual([]);
    expect(await consultationColumn()).toBe(0);
    await up(knex);
    expect(await indexes()).toHaveLength(4);
    expect(await consultationColumn()).toBe(1);
    expect(await found('client1234@example.com')).toHaveLength(1);
  });
});
