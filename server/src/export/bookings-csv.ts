import type { Knex } from 'knex';
import { formatAppointmentShort } from '../../../domain/appointment-time';
import { BOOKING_STATUS_LABELS } from '../../../domain/booking-status';
import { type CatalogueRules, placeAreaName } from '../../../domain/catalogue/catalogue-rules';
import { PAYMENT_STATUS_LABELS } from '../../../domain/payment';
import { findPaymentMethod } from '../../../domain/payment-methods';
import type { BookingSort } from '../../../domain/schemas/back-office';
import { formatTimeLabel } from '../../../domain/time-slots';
import { type StoredCartLine, toIso } from '../db/rows';
import { bookedLines } from '../presenters/booking';
import { applyFilter, type BookingFilter } from '../queries/booking-filter';
import { ORDERS } from '../queries/booking-pages';
import { type BookingListRow, pendingRequestColumn } from '../queries/change-requests';
import { csvRow, keepAsText, UTF8_BOM } from './csv';

export const CSV_HEADERS = [
  'Booking number',
  'Status',
  'Service type',
  'Branch',
  'Date',
  'Time',
  'Customer name',
  'E-mail',
  'Phone',
  'Age',
  'Address',
  'Landmark',
  'Services',
  'Total (PHP)',
  'Payment method',
  'Client notes',
  'Admin note',
  'Booked at (Manila)',
  'Last updated by',
  'Reschedule requested',
  'Payment status',
  'Amount paid (PHP)',
  'Payment reference',
  'Payment checked by',
];

/** `Stem Cell Facial x2 (Buy 4 get 1 free)`: the catalogue name, the quantity past one, the package. */
function serviceText(line: StoredCartLine): string {
  const promo = line.selectedPromo;
  const suffix = promo ? ` - ${promo}` : '';
  const name = promo && line.name.endsWith(suffix) ? line.name.slice(0, -suffix.length) : line.name;
  return `${name}${line.quantity > 1 ? ` x${line.quantity}` : ''}${promo ? ` (${promo})` : ''}`;
}

/** `2026-11-21 18:31`, the instant in Manila. */
function manilaStamp(at: Date | string): string {
  return new Date(Date.parse(toIso(at)) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Places are named as the catalogue version current at the export names them. */
export function bookingCsvRow(row: BookingListRow, places: Pick<CatalogueRules, 'findPlace'>): string {
  const pending = row.pending_change_request;
  return csvRow([
    row.booking_number,
    BOOKING_STATUS_LABELS[row.status] ?? row.status,
    row.service_type === 'home' ? 'Home service' : 'Clinic visit',
    placeAreaName(places, row.branch),
    row.service_date,
    formatTimeLabel(row.service_time),
    row.customer_name,
    row.email,
    keepAsText(row.phone),
    row.age,
    row.address,
    row.landmark,
    bookedLines(row).map(serviceText).join('; '),
    Number(row.total_price),
    findPaymentMethod(row.payment_method)?.name ?? row.payment_method,
    row.notes,
    row.note_admin,
    manilaStamp(row.created_at),
    row.updated_by,
    pending ? formatAppointmentShort(pending.requested_date, pending.requested_time) : '',
    PAYMENT_STATUS_LABELS[row.payment_status ?? 'unpaid'],
    row.amount_paid === null || row.amount_paid === undefined ? '' : Number(row.amount_paid),
    keepAsText(row.payment_reference ?? ''),
    row.payment_verified_by ?? '',
  ]);
}

const BATCH = 1_000;
/** How each sort column is cast back when a batch starts after the previous one's last row. */
const CASTS: Record<string, string> = {
  created_at: 'timestamptz',
  id: 'uuid',
  service_date: 'date',
  service_time: 'text',
  deleted_at: 'timestamptz',
};

/**
 * Every booking the filter matches, in the list's order, as CSV text a batch at a time: each batch
 * starts after the last row of the one before (keyset), so the 100th thousand costs what the first did.
 */
export async function* bookingsCsv(
  db: Knex,
  filter: BookingFilter,
  sort: BookingSort,
  places: Pick<CatalogueRules, 'findPlace'>,
): AsyncGenerator<string> {
  const order = ORDERS[sort];
  const direction = order[0]?.order === 'desc' ? '<' : '>';
  const columns = order.map((part) => part.column);
  const keyColumns = columns.map((column, index) => db.raw(`??::text as ??`, [column, `key_${index}`]));
  yield `${UTF8_BOM}${csvRow(CSV_HEADERS)}`;
  let after: string[] | undefined;
  for (;;) {
    const query = applyFilter(
      db('bookings').select('bookings.*', pendingRequestColumn(db), ...keyColumns),
      filter,
    )
      .orderBy(order)
      .limit(BATCH);
    if (after) {
      const tuple = columns.map((column) => `?::${CASTS[column] ?? 'text'}`).join(', ');
      query.whereRaw(`(${columns.map(() => '??').join(', ')}) ${direction} (${tuple})`, [
        ...columns,
        ...after,
      ]);
    }
    const rows = (await query) as Array<BookingListRow & Record<string, string>>;
    if (rows.length === 0) return;
    yield rows.map((row) => bookingCsvRow(row, places)).join('');
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1] as Record<string, string>;
    after = columns.map((_, index) => last[`key_${index}`] as string);
  }
}
