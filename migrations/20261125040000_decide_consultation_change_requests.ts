import type { Knex } from 'knex';

const CHECK = 'consultation_change_requests_status_known';

/**
 * Staff accept or decline a client's request to move an online consultation (as for bookings):
 * a request can end `accepted` or `declined`, with who decided, when, and the reply sent.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table consultation_change_requests drop constraint ${CHECK}`);
  await knex.schema.alterTable('consultation_change_requests', (table) => {
    table.timestamp('decided_at', { useTz: true });
    table.string('decided_by', 254);
    table.string('reply', 500);
  });
  await knex.raw(
    `alter table consultation_change_requests add constraint ${CHECK}
       check (status in ('pending', 'withdrawn', 'accepted', 'declined'))`,
  );
}

/** Decided requests read as withdrawn afterwards (the consultation itself keeps its time). */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table consultation_change_requests drop constraint ${CHECK}`);
  await knex('consultation_change_requests')
    .whereIn('status', ['accepted', 'declined'])
    .update({ status: 'withdrawn' });
  await knex.schema.alterTable('consultation_change_requests', (table) => {
    table.dropColumn('decided_at');
    table.dropColumn('decided_by');
    table.dropColumn('reply');
  });
  await knex.raw(
    `alter table consultation_change_requests add constraint ${CHECK}
       check (status in ('pending', 'withdrawn'))`,
  );
}
