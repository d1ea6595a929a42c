import type { Knex } from 'knex';

/**
 * Takes the sessions a new booking books from packages, inside the booking's own INSERT statement:
 * each package row is locked (in id order, so two carts never wait on each other in a circle),
 * checked (not refunded, not expired, enough sessions left) and its `sessions_used` raised. A check
 * that fails raises `tbl-package:<reason>`, which fails the whole statement: no booking without its
 * sessions, no session without its booking, under any concurrency and across server instances.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function take_package_sessions(p_booking uuid, p_packages uuid[], p_now timestamptz)
    returns setof uuid language plpgsql volatile as $$
    declare
      v_id uuid;
      v_count int;
      v_row client_packages%rowtype;
    begin
      for v_id, v_count in
        select wanted, count(*)::int from unnest(p_packages) as wanted group by wanted order by wanted
      loop
        select * into v_row from client_packages where id = v_id for update;
        if not found then
          raise exception 'tbl-package:not-found';
        end if;
        if v_row.refunded_at is not null then
          raise exception 'tbl-package:refunded';
        end if;
        if v_row.expires_at is not null and v_row.expires_at <= p_now then
          raise exception 'tbl-package:expired';
        end if;
        if v_row.sessions_total is not null and v_row.sessions_used + v_count > v_row.sessions_total then
          raise exception 'tbl-package:none-left';
        end if;
        update client_packages set sessions_used = sessions_used + v_count where id = v_id;
        for i in 1..v_count loop
          return next v_id;
        end loop;
      end loop;
    end $$;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists take_package_sessions(uuid, uuid[], timestamptz)');
}
