import type { Knex } from 'knex';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import { paidEnoughToConfirm } from '../../../domain/online-payment';
import type { BookingRow } from '../db/rows';
import { reviewIsOpen } from '../presenters/health-review';
import { changeBookingStatus } from './change-booking-status';

/**
 * A pending booking whose money online is enough (domain/online-payment.ts decides) is confirmed at
 * once, as the desk's confirm would: its history line, the client's e-mail and text. One the health
 * form put under review still waits for staff, who must read it first.
 */
export async function confirmWhenPaid(
  trx: Knex.Transaction,
  booking: BookingRow,
  actor: string,
  catalogue: ServiceSource,
): Promise<boolean> {
  if (booking.status !== 'pending' || reviewIsOpen(booking)) return false;
  const money = { total: Number(booking.total_price), amountPaid: Number(booking.amount_paid ?? 0) };
  if (!paidEnoughToConfirm(money)) return false;
  const { changed } = await changeBookingStatus(trx, booking.id, 'confirmed', actor, { catalogue });
  return changed;
}
