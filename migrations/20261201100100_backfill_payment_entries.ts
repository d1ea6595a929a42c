import type { Knex } from 'knex';

/**
 * Each booking with money recorded before the ledger gets one entry for it, so that the sum of a
 * booking's entries is its `amount_paid` from the start. Its `method` is left null: the old columns
 * never said how the money came (the booking's `payment_method` is what the client meant to use,
 * and a PayMongo checkout may be GCash or a card), and a report of takings by method should show
 * "not recorded" rather than a guess. The source is the one kept (`desk` when none was), the time
 * is when it was verified (else when the booking was made), and a booking refunded before the
 * ledger gets its refund as a second, negative entry, so that its sum is 0 like a refund made now.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    insert into payment_entries (id, booking_id, method, amount, reference, source, recorded_by, recorded_at)
    select gen_random_uuid(), b.id, null, b.amount_paid, b.payment_reference,
           coalesce(b.payment_source, 'desk'), coalesce(b.payment_verified_by, 'Before the ledger'),
           coalesce(b.payment_verified_at, b.created_at)
      from bookings b
     where b.amount_paid > 0`);
  await knex.raw(`
    insert into payment_entries (id, booking_id, method, amount, reason, source, recorded_by, recorded_at)
    select gen_random_uuid(), b.id, null, -b.amount_paid, 'Refund', coalesce(b.payment_source, 'desk'),
           coalesce(b.payment_verified_by, 'Before the ledger'),
           coalesce(b.payment_verified_at, b.created_at) + interval '1 millisecond'
      from bookings b
     where b.amount_paid > 0 and b.payment_status = 'refunded'`);
  await knex.raw(`update bookings set amount_paid = 0 where amount_paid > 0 and payment_status = 'refunded'`);
}

export async function down(knex: Knex): Promise<void> {
  // The refunds' amounts come back onto the bookings as the refund flow kept them before the ledger.
  await knex.raw(`
    update bookings b set amount_paid = e.paid
      from (select booking_id, sum(amount) as paid from payment_entries where amount > 0 group by booking_id) e
     where e.booking_id = b.id and b.payment_status = 'refunded'`);
  await knex('payment_entries').delete();
}
