import { formatAppointmentShort } from '../../../domain/appointment-time';
import { BRANCH_LABELS } from '../../../domain/branches';
import { formatPesos } from '../../../domain/money';
import type { BookingRow, StoredCartLine } from '../db/rows';

/** Where a visit is, as the history and the e-mail name it. */
export function placeOf(row: Pick<BookingRow, 'service_type' | 'branch' | 'address'>): string {
  return row.service_type === 'home' ? `Home service, ${row.address}` : BRANCH_LABELS[row.branch];
}

const treatmentsOf = (lines: StoredCartLine[]) =>
  lines
    .map((line) => `${line.name}${line.selectedPromo ? ` (${line.selectedPromo})` : ''} x${line.quantity}`)
    .join(', ');

const linesOf = (row: BookingRow): StoredCartLine[] =>
  typeof row.cart_items === 'string' ? (JSON.parse(row.cart_items) as StoredCartLine[]) : row.cart_items;

/** Each thing that differs between two versions of a booking, before and after, for its history. */
export function describeChanges(before: BookingRow, after: BookingRow): string[] {
  const changes: string[] = [];
  if (before.service_date !== after.service_date || before.service_time !== after.service_time) {
    changes.push(
      `${formatAppointmentShort(before.service_date, before.service_time)} -> ${formatAppointmentShort(after.service_date, after.service_time)}`,
    );
  }
  const placeBefore = placeOf(before);
  const placeAfter = placeOf(after);
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
