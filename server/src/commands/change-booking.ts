import type { Knex } from 'knex';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { visitTotal } from '../../../domain/pricing';
import type { BookingChange } from '../../../domain/schemas/booking-change';
import type { BookingRow, StoredCartLine } from '../db/rows';
import { conflict } from '../errors';
import { summaries } from '../events/booking-events';
import { enqueueDeskEmail } from '../mail/enqueue';
import { bookingDataOf } from '../presenters/booking';
import { enqueueSms } from '../sms/enqueue-sms';
import { checkFrontDeskRequest } from '../validation/front-desk-request';
import { describeChanges, placeOf } from './booking-diff';
import { lockLiveBooking } from './lock-booking';
import { takePlace } from './take-place';
import { visitOfBooking } from './take-resources';

/** Only a booking still to happen can be moved or changed. */
export const CHANGE_CLOSED_MESSAGE = 'Only a pending or confirmed booking can be changed';
const SUMMARY_LIMIT = 300;

const storedLines = (row: BookingRow): StoredCartLine[] =>
  typeof row.cart_items === 'string' ? (JSON.parse(row.cart_items) as StoredCartLine[]) : row.cart_items;

/** The booking as a full request again, with the change laid over it, for the booking's own rules. */
export function requestWith(row: BookingRow, change: Pick<BookingChange, 'bookingData' | 'cartItems'>) {
  const { bookingNumber: _number, ...bookingData } = bookingDataOf(row);
  return {
    bookingData: {
      ...bookingData,
      ...change.bookingData,
    },
    cartItems:
      change.cartItems ??
      storedLines(row).map((line) => ({
        id: line.id,
        quantity: line.quantity,
        selectedPromo: line.selectedPromo,
        promoCode: line.promoCode,
      })),
  };
}

export interface ChangeResult {
  row: BookingRow;
  changes: string[];
  emailQueued: boolean;
}

/**
 * Moves or changes a live booking (date, time, branch or home address, treatments) by the rules a
 * new booking passes, repriced by the server when the treatments change (kept as booked otherwise),
 * with the before and after in its history and the client's "moved" e-mail queued, all in one
 * transaction with the booking locked. A change that changes nothing writes and sends nothing.
 * The place it moves to is taken by the same capacity check a new booking passes (its own place
 * aside): 409 with the nearest free starts when full.
 */
export async function changeBooking(
  trx: Knex.Transaction,
  id: string,
  change: BookingChange,
  actor: string,
  rules: CatalogueRules,
  now = new Date(),
): Promise<ChangeResult> {
  const before = await lockLiveBooking(trx, id, 'Booking not found');
  if (before.status !== 'pending' && before.status !== 'confirmed') throw conflict(CHANGE_CLOSED_MESSAGE);
  const {
    bookingData: data,
    lines,
    total,
    travelFee,
    minutes,
  } = checkFrontDeskRequest(requestWith(before, change), rules, now);
  // Repriced treatments keep the travel fee the booking was made with, not today's setting.
  const keptFee = data.serviceType === 'home' ? Number(before.travel_fee ?? 0) : 0;
  const repriced = change.cartItems !== undefined;
  const after: BookingRow = {
    ...before,
    service_type: data.serviceType,
    branch: data.branch,
    address: data.address,
    landmark: data.landmark,
    service_date: data.date,
    service_time: data.time,
    cart_items: repriced ? lines : storedLines(before),
    total_price: repriced ? visitTotal(total - travelFee, keptFee) : Number(before.total_price),
  };
  const changes = describeChanges(before, after, rules);
  if (changes.length === 0) return { row: before, changes, emailQueued: false };
  // The practitioner the client chose stays with the visit at its branch; another branch has others.
  const practitionerId = after.branch === before.branch ? (before.practitioner_id ?? null) : null;
  await takePlace(trx, {
    place: data.branch,
    date: data.date,
    time: data.time,
    minutes,
    bookingId: id,
    now,
    visit: visitOfBooking(after.cart_items, rules, practitionerId),
  });
  const [updated] = (await trx<BookingRow>('bookings')
    .where({ id })
    .update({
      service_type: after.service_type,
      branch: after.branch,
      address: after.address,
      landmark: after.landmark,
      service_date: after.service_date,
      service_time: after.service_time,
      cart_items: JSON.stringify(after.cart_items) as unknown as StoredCartLine[],
      total_price: after.total_price,
      visit_minutes: minutes,
      practitioner_id: practitionerId,
      updated_by: actor,
      updated_at: trx.fn.now(),
    })
    .returning('*')) as BookingRow[];
  const summary = summaries.changedByStaff(changes).slice(0, SUMMARY_LIMIT);
  const [event] = (await trx('booking_events')
    .insert({ booking_id: id, kind: 'changed_by_staff', actor, summary })
    .returning('id')) as Array<{ id: string | number }>;
  const emailQueued = await enqueueDeskEmail(trx, {
    kind: 'desk-moved',
    booking: updated as BookingRow,
    dedupeKey: `desk-moved:${id}:${event?.id}`,
    detail: {
      fromDate: before.service_date,
      fromTime: before.service_time,
      fromPlace: placeOf(before, rules),
    },
  });
  // A text only when the visit moved (day, time or place), not for a change of treatments.
  const moved =
    before.service_date !== after.service_date ||
    before.service_time !== after.service_time ||
    before.branch !== after.branch;
  if (moved)
    await enqueueSms(trx, {
      kind: 'desk-moved',
      bookingId: id,
      dedupeKey: `sms:desk-moved:${id}:${event?.id}`,
    });
  return { row: updated as BookingRow, changes, emailQueued };
}
