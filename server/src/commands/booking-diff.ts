import { formatAppointmentShort } from '../../../domain/appointment-time';
import { type CatalogueRules, placeAreaName } from '../../../domain/catalogue/catalogue-rules';
import { formatPesos } from '../../../domain/money';
import type { BookingRow, StoredCartLine } from '../db/rows';

type Places = Pick<CatalogueRules, 'findPlace'>;

/** Where a visit is, as the history and the e-mail name it: the clinic as the current catalogue names it. */
export function placeOf(
  row: Pick<BookingRow, 'service_type' | 'branch' | 'address'>,
  places: Places,
): string {
  return row.service_type === 'home' ? `Home service, ${row.address}` : placeAreaName(places, row.branch);
}

const treatmentsOf = (lines: StoredCartLine[]) =>
  lines
    .map((line) => `${line.name}${line.selectedPromo ? ` (${line.selectedPromo})` : ''} x${line.quantity}`)
    .join(', ');

const linesOf = (row: BookingRow): StoredCartLine[] =>
  typeof row.cart_items === 'string' ? (JSON.parse(row.cart_items) as StoredCartLine[]) : row.cart_items;

/** Each thing that differs between two versions of a booking, before and after, for its history. */
export function describeChanges(before: BookingRow, after: BookingRow, places: Places): string[] {
  const changes: string[] = [];
  if (before.service_date !== after.service_date || before.service_time !== after.service_time) {
    changes.push(
      `${formatAppointmentShort(before.service_date, before.service_time)} -> ${formatAppointmentShort(after.service_date, after.service_time)}`,
    );
  }
  const placeBefore = placeOf(before, places);
  const placeAfter = placeOf(after, places);
  if (placeBefore !== placeAfter || before.landmark !== after.landmark) {
    changes.push(`${placeBefore} -> ${placeAfter}${after.landmark ? ` (${after.landmark})` : ''}`);
  }
  const treatmentsBefore = treatmentsOf(linesOf(before));
  const treatmentsAfter = treatmentsOf(linesOf(after));
  if (treatmentsBefore !== treatmentsAfter) changes.push(`${treatmentsBefore} -> ${treatmentsAfter}`);
  if (Number(before.total_price) !== Number(after.total_price)) {
    changes.push(
      `total ${formatPesos(Number(before.total_price))} -> ${formatPesos(Number(after.total_price))}`,
    );
  }
  return changes;
}
