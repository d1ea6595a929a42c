import type { Knex } from 'knex';
import { visitMinutes } from '../domain/visit-length';

const BATCH = 1000;

/** Open bookings get the length their cart takes today; closed ones keep the hour (never counted). */
export async function up(knex: Knex): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows: Array<{ id: string; cart_items: unknown }> = await knex('bookings')
      .select('id', 'cart_items')
      .whereIn('status', ['pending', 'confirmed'])
      .andWhere('id', '>', after)
      .orderBy('id')
      .limit(BATCH);
    if (rows.length === 0) return;
    for (const row of rows) {
      const cart = typeof row.cart_items === 'string' ? JSON.parse(row.cart_items) : row.cart_items;
      const lines = Array.isArray(cart)
        ? (cart as Array<{ id: string }>).filter((line) => typeof line?.id === 'string')
        : [];
      await knex('bookings')
        .where({ id: row.id })
        .update({ visit_minutes: visitMinutes(lines) });
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('bookings').update({ visit_minutes: 60 });
}
