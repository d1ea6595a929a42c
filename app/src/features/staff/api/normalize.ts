import type { BookingCounts, Paged } from './types';

function toCount(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : 0;
}

/** A list reply as the screens use it, whatever optional fields the server left out. */
export function toPaged<T>(body: unknown, requestedPage: number): Paged<T> {
  const reply = (body ?? {}) as Record<string, unknown>;
  const rows = Array.isArray(reply.data) ? reply.data : Array.isArray(reply.bookings) ? reply.bookings : [];
  return {
    data: rows as T[],
    total: toCount(reply.total ?? rows.length),
    totalPages: toCount(reply.totalPages),
    currentPage: toCount(reply.currentPage) || requestedPage,
    ...(reply.totalCapped === true ? { totalCapped: true } : {}),
  };
}

export function toCounts(value: unknown): BookingCounts {
  const counts = (value ?? {}) as Record<string, unknown>;
  return {
    total: toCount(counts.total),
    pending: toCount(counts.pending),
    confirmed: toCount(counts.confirmed),
    completed: toCount(counts.completed),
    cancelled: toCount(counts.cancelled),
    noShow: toCount(counts.noShow),
    arrived: toCount(counts.arrived),
    inTreatment: toCount(counts.inTreatment),
    today: toCount(counts.today),
  };
}
