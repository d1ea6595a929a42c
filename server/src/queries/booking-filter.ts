import type { Knex } from 'knex';
import type { BookingStatus } from '../../../domain/booking-status';
import type { DeskQueue } from '../../../domain/desk-queues';
import type { PaymentStatus } from '../../../domain/payment';
import type { BookingListQuery } from '../../../domain/schemas/back-office';
import { whereInQueue } from './desk-queues';
import { phoneSearchDigits, type SearchedColumn, whereContains } from './search';

/**
 * Text that can occur inside a booking number (`TBL` + 8 digits), e.g. `TBL0079`, `L12`, `4567`;
 * never more than 8 digits, so a whole phone number does not probe the booking numbers.
 */
const PART_OF_BOOKING_NUMBER = /^(?:t|tb|tbl|b|bl|l)?\d{0,8}$/i;

/** The client's name, phone and e-mail, through their stored folded copies (see the migrations). */
const CUSTOMER_NAME: SearchedColumn = { folded: 'customer_name_folded' };
const PHONE: SearchedColumn = { digits: 'phone_digits' };
const EMAIL: SearchedColumn = { email: 'email_folded' };
/** Text with a space is a name, never an e-mail; shorter than 3 characters no trigram helps. */
const COULD_BE_EMAIL = /^\S{3,}$/;

/**
 * Booking numbers, phones and e-mails are only searched when the text could be part of one: each
 * saves an index probe.
 */
export function searchedColumns(search: string): SearchedColumn[] {
  const columns: SearchedColumn[] = [CUSTOMER_NAME];
  if (PART_OF_BOOKING_NUMBER.test(search)) columns.push('booking_number');
  if (phoneSearchDigits(search)) columns.push(PHONE);
  if (COULD_BE_EMAIL.test(search) && !/^\d+$/.test(search)) columns.push(EMAIL);
  return columns;
}

export interface BookingFilter {
  deleted: boolean;
  status?: BookingStatus | undefined;
  branch?: string | undefined;
  /** The staff member's branches (auth/branch-scope.ts): null or absent, every branch. */
  branches?: readonly string[] | null | undefined;
  serviceDate?: string | undefined;
  search?: string | undefined;
  /** The work waiting: proofs to check (`proof-submitted`), visits not paid (`unpaid`)… */
  payment?: PaymentStatus | undefined;
  /** One of the desk's work queues (issue 29 item 3), with the Manila day it is read on. */
  queue?: { name: DeskQueue; today: string } | undefined;
}

/** The dashboard list's filter (and so its CSV's): live bookings, today's by service date. */
export function listFilter(query: BookingListQuery, today: string): BookingFilter {
  return {
    deleted: false,
    status: query.status,
    branch: query.branch,
    serviceDate: query.sort === 'today' ? today : undefined,
    search: query.search,
    payment: query.payment,
    queue: query.queue ? { name: query.queue, today } : undefined,
  };
}

export function applyFilter(
  builder: Knex.QueryBuilder,
  filter: BookingFilter,
  search: { walk?: boolean } = {},
): Knex.QueryBuilder {
  if (filter.deleted) builder.whereNotNull('deleted_at');
  else builder.whereNull('deleted_at');
  if (filter.status) builder.where('status', filter.status);
  if (filter.branch) builder.where('branch', filter.branch);
  if (filter.branches) builder.whereIn('branch', [...filter.branches]);
  if (filter.serviceDate) builder.where('service_date', filter.serviceDate);
  if (filter.payment) builder.where('payment_status', filter.payment);
  if (filter.queue) whereInQueue(builder, filter.queue.name, filter.queue.today);
  if (filter.search) whereContains(builder, searchedColumns(filter.search), filter.search, search);
  return builder;
}

export function countQuery(db: Knex, filter: BookingFilter): Knex.QueryBuilder {
  return applyFilter(db('bookings'), filter).select(db.raw('count(*)::int as total'));
}

export async function countBookings(db: Knex, filter: BookingFilter): Promise<number> {
  const row = (await countQuery(db, filter).first()) as { total: number } | undefined;
  return row?.total ?? 0;
}
