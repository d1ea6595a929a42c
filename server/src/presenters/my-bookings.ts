import type { MyBookings } from '../../../domain/schemas/my-bookings';
import { manageToken } from '../manage/manage-token';
import type { MyBookingsRows } from '../queries/my-bookings';
import { bookedLines } from './booking';
import { presentPackage } from './client-package';
import { consultationStatus } from './managed-consultation';
import { presentPayment } from './payment';

/** The "My bookings" page: each booking with its own manage token, never staff notes or contacts. */
export function presentMyBookings(email: string, rows: MyBookingsRows, key: Buffer | string): MyBookings {
  return {
    email,
    bookings: rows.bookings.map((row) => ({
      bookingNumber: row.booking_number,
      status: row.status,
      date: row.service_date,
      time: row.service_time,
      branch: row.branch,
      serviceType: row.service_type,
      services: bookedLines(row).map((line) =>
        line.quantity > 1 ? `${line.name} x ${line.quantity}` : line.name,
      ),
      totalPrice: Number(row.total_price),
      payment: presentPayment(row),
      manageToken: manageToken(key, row.id),
    })),
    consultations: rows.consultations.map((row) => ({
      bookingNumber: row.booking_number,
      status: consultationStatus(row),
      date: row.consultation_date,
      time: row.consultation_time,
      totalPrice: Number(row.total_price),
      payment: presentPayment(row),
      manageToken: manageToken(key, row.id, 'consultation'),
    })),
    packages: rows.packages.map(presentPackage),
  };
}
