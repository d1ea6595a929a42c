import { PACKAGE_MESSAGES } from '../../../domain/packages';
import type { PricedLine } from '../../../domain/pricing';
import { conflict, validationFailed } from '../errors';

/**
 * A booking from a package takes its sessions in the booking's own statement: this CTE runs the
 * database's `take_package_sessions` (lock, check, count; migration 20261126020200) once the booking
 * row exists, and records each session as spent at the new booking. A refusal fails the statement,
 * so the booking and its sessions are kept together or not at all.
 */
const PACKAGE_SESSIONS_CTE = `package_sessions as (
    insert into package_events (id, package_id, kind, booking_id, actor, summary, at)
    select gen_random_uuid(), taken.package_id, 'redeemed', booking.id, :actor,
      'Session reserved by booking ' || :number, :createdAt::timestamptz
    from booking,
      lateral take_package_sessions(booking.id, string_to_array(:packageIds, ',')::uuid[], :createdAt::timestamptz)
        as taken(package_id))`;

/** One array per shape, kept, so the prepared statement built from it is built once. */
const withSessions = new WeakMap<readonly string[], string[]>();

const packageIdsOf = (lines: readonly PricedLine[]) =>
  lines.flatMap((line) => (line.packageId ? [line.packageId] : []));

/** The booking's CTEs, with the sessions' CTE when a line is booked from a package. */
export function packageSessionCtes(ctes: string[], lines: readonly PricedLine[]): string[] {
  if (packageIdsOf(lines).length === 0) return ctes;
  let all = withSessions.get(ctes);
  if (!all) {
    all = [...ctes, PACKAGE_SESSIONS_CTE];
    withSessions.set(ctes, all);
  }
  return all;
}

/** The ids of the packages the lines book from, one per session (a two-line cart names one twice). */
export function packageSessionBindings(lines: readonly PricedLine[]): { packageIds?: string } {
  const ids = packageIdsOf(lines);
  return ids.length === 0 ? {} : { packageIds: ids.join(',') };
}

const REFUSALS: Record<string, () => Error> = {
  'not-found': () => validationFailed(PACKAGE_MESSAGES.notFound),
  refunded: () => conflict(PACKAGE_MESSAGES.refunded),
  expired: () => conflict(PACKAGE_MESSAGES.expired),
  'none-left': () => conflict(PACKAGE_MESSAGES.noneLeft),
};

/** The database's refusal of a package session as the client's 4xx; any other error as it is. */
export function packageSessionRefusal(error: unknown): unknown {
  const match = /tbl-package:([a-z-]+)/.exec(String((error as { message?: unknown })?.message ?? ''));
  const refuse = match ? REFUSALS[match[1] ?? ''] : undefined;
  return refuse ? refuse() : error;
}
