import { BOOKING_STATUSES, type BookingStatus, isBookingStatus } from '@domain/booking-status';
import { BRANCH_IDS, type BranchId, isBranchId } from '@domain/branches';
import { type DeskQueue, isDeskQueue } from '@domain/desk-queues';
import { PAYMENT_STATUSES, type PaymentStatus } from '@domain/payment';
import type { BookingSort } from '@domain/schemas/back-office';
import type { BookingListParams } from '../api/bookings-api';

export const SORT_OPTIONS = ['booked', 'service-date', 'today'] as const satisfies readonly BookingSort[];
export type SortOption = BookingSort;

export const SORT_LABELS: Record<SortOption, string> = {
  booked: 'Date Booked',
  'service-date': 'Service Date',
  today: "Today's Appointments",
};

export const STATUS_FILTERS = ['all', ...BOOKING_STATUSES] as const;
/** The work waiting: proofs to check, visits not paid yet (with Today's Appointments, today's). */
export const PAYMENT_FILTERS = ['all', ...PAYMENT_STATUSES] as const;

/** What the dashboard shows, kept in the address so a reload or a shared link keeps the view. */
export interface DashboardQuery {
  search: string;
  status: 'all' | BookingStatus;
  branch: 'all' | BranchId;
  payment: 'all' | PaymentStatus;
  /** One of the home screen's work queues (issue 29 item 3), opened from its tile. */
  queue: 'all' | DeskQueue;
  sort: SortOption;
  page: number;
}

export type DashboardFilters = Pick<DashboardQuery, 'status' | 'branch' | 'payment' | 'sort'>;

export const DEFAULT_DASHBOARD_QUERY: DashboardQuery = {
  search: '',
  status: 'all',
  branch: 'all',
  payment: 'all',
  queue: 'all',
  sort: 'booked',
  page: 1,
};

function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

function toPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

/**
 * The query in the address. `branches` are those the account may pick (domain/staff-roles.ts): a
 * link naming another branch opens on all of hers, not on the server's 403.
 */
export function parseDashboardQuery(
  params: URLSearchParams,
  branches: readonly BranchId[] = BRANCH_IDS,
): DashboardQuery {
  const status = params.get('status');
  const branch = params.get('branch');
  const sort = params.get('sort');
  const payment = params.get('payment');
  return {
    search: params.get('q')?.trim() ?? '',
    status: isBookingStatus(status) ? status : 'all',
    branch: isBranchId(branch) && branches.includes(branch) ? branch : 'all',
    payment: isPaymentStatus(payment) ? payment : 'all',
    queue: isDeskQueue(params.get('queue')) ? (params.get('queue') as DeskQueue) : 'all',
    sort: isSortOption(sort) ? sort : 'booked',
    page: toPage(params.get('page')),
  };
}

/** The address form of a query; defaults are left out so the plain dashboard is plain `/admin`. */
export function dashboardQueryToParams(query: DashboardQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.branch !== 'all') params.set('branch', query.branch);
  if (query.payment !== 'all') params.set('payment', query.payment);
  if (query.queue !== 'all') params.set('queue', query.queue);
  if (query.sort !== 'booked') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Any change of filter or search starts again at page 1. */
export function withFilters(query: DashboardQuery, change: Partial<DashboardFilters>): DashboardQuery {
  return { ...query, ...change, page: 1 };
}

export function withSearch(query: DashboardQuery, search: string): DashboardQuery {
  return { ...query, search: search.trim(), page: 1 };
}

export function withPage(query: DashboardQuery, page: number): DashboardQuery {
  return { ...query, page: Math.max(1, Math.floor(page)) };
}

/** The API's parameters: 'all' means the filter is left off. */
export function toBookingListParams(query: DashboardQuery): BookingListParams {
  return {
    page: query.page,
    status: query.status === 'all' ? undefined : query.status,
    branch: query.branch === 'all' ? undefined : query.branch,
    payment: query.payment === 'all' ? undefined : query.payment,
    queue: query.queue === 'all' ? undefined : query.queue,
    sort: query.sort,
    search: query.search || undefined,
  };
}
