import type { Knex } from 'knex';

const LABELS = `case %s when 'pending' then 'Pending' when 'confirmed' then 'Confirmed'
  when 'completed' then 'Completed' when 'cancelled' then 'Cancelled' else %s end`;
const label = (column: string) => LABELS.replaceAll('%s', column);

/**
 * Bookings made before the audit trail get theirs from the status history: "Booked online" when
 * they were created, then each later status change with who made it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    insert into booking_events (booking_id, kind, actor, summary, at)
    select id, 'created', 'Online booking', 'Booked online', created_at from bookings`);
  await knex.raw(`
    insert into booking_events (booking_id, kind, actor, summary, at)
    select booking_id, 'status_changed', changed_by,
           'Status changed from ' || ${label('from_status')} || ' to ' || ${label('to_status')}, changed_at
      from booking_status_history
     where from_status is not null
     order by changed_at, id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('booking_events').whereIn('kind', ['created', 'status_changed']).delete();
}
