import type { Knex } from 'knex';

/** A booking whose client never came is marked `no-show`, beside the four earlier statuses. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table bookings drop constraint bookings_status_known');
  await knex.raw(
    "alter table bookings add constraint bookings_status_known check (status in ('pending', 'confirmed', 'completed', 'cancelled', 'no-show'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('bookings').where({ status: 'no-show' }).update({ status: 'cancelled' });
  await knex.raw('alter table bookings drop constraint bookings_status_known');
  await knex.raw(
    "alter table bookings add constraint bookings_status_known check (status in ('pending', 'confirmed', 'completed', 'cancelled'))",
  );
}
