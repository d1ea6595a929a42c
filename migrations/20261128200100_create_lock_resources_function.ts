import type { Knex } from 'knex';

/**
 * `lock_resources(ids, day)` takes one transaction-scoped advisory lock per resource and day (issue
 * 26 item 6), in the order of the ids as text, so two writers that need overlapping resources
 * always queue in the same order and never deadlock; writers of other resources (another machine,
 * the doctor while a room is booked) do not wait. Released by the commit or rollback.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function lock_resources(p_ids uuid[], p_day date)
    returns void language plpgsql volatile as $$
    declare
      v_id text;
    begin
      for v_id in select distinct id::text from unnest(p_ids) as id order by 1 loop
        perform pg_advisory_xact_lock(hashtextextended('resource:' || v_id || ':' || p_day::text, 0));
      end loop;
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function lock_resources(uuid[], date)');
}
