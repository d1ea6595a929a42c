import type { BookingEvent, ChangeRequest, PendingChangeRequest } from '@domain/schemas/manage';
import type {
  BookedLine,
  BookingCounts,
  BookingDetail,
  BookingRecord,
  ConsultationRecord,
} from '@domain/schemas/records';

/** The API's own shapes (domain/schemas/records.ts); imported as types so zod stays out of these chunks. */
/** Lists add `pendingChangeRequest`; the answer to a change (PATCH, accept) may leave it out. */
export type StaffBooking = BookingRecord & { pendingChangeRequest?: PendingChangeRequest | null };
export type StaffBookingDetail = BookingDetail;
export type { BookingEvent, ChangeRequest, PendingChangeRequest };
export type StaffCartItem = BookedLine;
export type OnlineConsultation = ConsultationRecord;
export type { BookingCounts };

/** One server page of a list. */
export interface Paged<T> {
  data: T[];
  total: number;
  totalPages: number;
  currentPage: number;
  /** A broad search: more than `total` matches, so more pages than `totalPages` (the server stops counting). */
  totalCapped?: boolean;
}

export interface BookingsPage extends Paged<StaffBooking> {
  counts: BookingCounts;
}

/** A list as fetched: `cachedAt` is set when the service worker answered with its last good copy. */
export interface Fetched<T> {
  result: T;
  cachedAt: number | null;
}

/** Every back-office list is paged by the server, ten at a time. */
export const PAGE_SIZE = 10;
