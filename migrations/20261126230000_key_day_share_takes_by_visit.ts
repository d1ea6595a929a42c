import type { Knex } from 'knex';

/**
 * A share of a day follows the visit it was taken for (issue 23 item 2): each row of `day_share_takes`
 * names the booking or consultation it became (`visit_id`, either table's id). A row with a visit
 * counts that visit's own place, day and length while it is live (pending or confirmed, not deleted;
 * a consultation not cancelled or no-show), so a cancelled, lapsed, refunded or deleted visit gives its
 * minutes back in the same step that frees its place, and a moved one counts on its new day. A row
 * without one is a take still being written (or whose write never answered) and counts as taken.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('day_share_takes', (table) => {
    table.uuid('visit_id').nullable();
    table.index(['visit_id'], 'day_share_takes_visit_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('day_share_takes', (table) => {
    table.dropIndex(['visit_id'], 'day_share_takes_visit_idx');
    table.dropColumn('visit_id');
  });
}
