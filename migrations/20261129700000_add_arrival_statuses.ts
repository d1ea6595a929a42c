import type { Knex } from 'knex';

const HOLDING = "('pending', 'confirmed', 'arrived', 'in-treatment')";
const OPEN_BEFORE = "('pending', 'confirmed')";

/**
 * Issue 29 item 1: `arrived` and `in-treatment` join the statuses, each with the time it was set
 * (`arrived_at`, `in_treatment_at`). A visit under way still holds its place, so the availability
 * index, `place_room` and `person_visit_clash` count the four holding statuses
 * (domain/booking-status.ts HOLDING_STATUSES). The index the queues read (visits of a day by status)
 * is added too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table bookings drop constraint bookings_status_known');
  await knex.raw(
    "alter table bookings add constraint bookings_status_known check (status in ('pending', 'confirmed', 'arrived', 'in-treatment', 'completed', 'cancelled', 'no-show'))",
  );
  await knex.schema.alterTable('bookings', (table) => {
    table.timestamp('arrived_at', { useTz: true }).nullable();
    table.timestamp('in_treatment_at', { useTz: true }).nullable();
  });
  await openVisitsIndex(knex, HOLDING);
  await replaceFunctions(knex, OPEN_BEFORE, HOLDING);
}

export async function down(knex: Knex): Promise<void> {
  await knex('bookings').whereIn('status', ['arrived', 'in-treatment']).update({ status: 'confirmed' });
  await replaceFunctions(knex, HOLDING, OPEN_BEFORE);
  await openVisitsIndex(knex, OPEN_BEFORE);
  await knex.schema.alterTable('bookings', (table) => {
    table.dropColumn('arrived_at');
    table.dropColumn('in_treatment_at');
  });
  await knex.raw('alter table bookings drop constraint bookings_status_known');
  await knex.raw(
    "alter table bookings add constraint bookings_status_known check (status in ('pending', 'confirmed', 'completed', 'cancelled', 'no-show'))",
  );
}

async function openVisitsIndex(knex: Knex, statuses: string): Promise<void> {
  await knex.raw('drop index if exists bookings_open_visits_idx');
  await knex.raw(`
    create index bookings_open_visits_idx on bookings (branch, service_date)
      include (service_time, visit_minutes, id)
      where deleted_at is null and status in ${statuses}`);
}

/** The bodies of place_room and person_visit_clash as they stand, with the bookings' statuses swapped. */
async function replaceFunctions(knex: Knex, from: string, to: string): Promise<void> {
  for (const name of ['place_room', 'person_visit_clash']) {
    const { rows } = (await knex.raw('select pg_get_functiondef(oid) as def from pg_proc where proname = ?', [
      name,
    ])) as { rows: Array<{ def: string }> };
    for (const { def } of rows) {
      const bookingsPart = `status in ${from}`;
      if (!def.includes(bookingsPart)) throw new Error(`${name} no longer reads "${bookingsPart}"`);
      // Only the bookings' clause: the consultations' `c.status in ('pending', 'confirmed')` stays.
      const next = def
        .replace(
          `and status in ${from} and id is distinct from p_booking`,
          `and status in ${to} and id is distinct from p_booking`,
        )
        .replace(`b.status in ${from}`, `b.status in ${to}`);
      if (next === def) throw new Error(`${name}: nothing replaced`);
      await knex.raw(next);
    }
  }
}
