import type { BookingStatus, ServiceType } from '../../../domain/booking-status';
import type { BranchId } from '../../../domain/branches';
import type { ConsultationStatus } from '../../../domain/consultation-status';
import type { ChangeRequestStatus } from '../../../domain/manage-booking';
import type { PaymentSource } from '../../../domain/online-payment';
import type { PaymentStatus } from '../../../domain/payment';
import type { PaymentMethodId } from '../../../domain/payment-methods';
import type { StoredPaymentEntry } from '../queries/payment-entries';

/** Rows as the database returns them (dates as `YYYY-MM-DD` text, numerics possibly as text). */

export interface StoredCartLine {
  id: string;
  name: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  selectedPromo: string | null;
  promoCode: string | null;
  /** Set on a session booked from one of the client's packages (priced 0). */
  packageId?: string;
}

/** A booking_assignments row as ASSIGNMENTS_JSON reads it: times in minutes from midnight. */
export interface StoredAssignment {
  serviceId: string;
  resourceId: string;
  kind: 'practitioner' | 'room' | 'machine';
  name: string;
  start: number;
  end: number;
}

export interface BookingRow {
  id: string;
  booking_number: string;
  status: BookingStatus;
  service_type: ServiceType;
  branch: BranchId;
  address: string;
  landmark: string;
  service_date: string;
  service_time: string;
  age: number;
  customer_name: string;
  email: string;
  phone: string;
  payment_method: PaymentMethodId;
  notes: string;
  cart_items: StoredCartLine[] | string;
  total_price: string | number;
  /** The home-service travel fee inside total_price, as priced when booked. */
  travel_fee: string | number;
  note_admin: string | null;
  updated_by: string | null;
  idempotency_key: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
  deleted_by: string | null;
  /** Absent only on a row built in memory before insert; the database defaults it to unpaid. */
  payment_status?: PaymentStatus;
  amount_paid?: string | number | null;
  payment_reference?: string | null;
  payment_verified_by?: string | null;
  payment_verified_at?: Date | string | null;
  payment_source?: PaymentSource | null;
  /** How long the visit takes (its cart's visitMinutes), what the capacity check counts. */
  visit_minutes?: number;
  /** The client it belongs to (migration 20261127100100), set by the write that stores it. */
  client_id?: string | null;
  /** "Text me about this booking" (migration 20261128300100); true unless the client unticked it. */
  sms_opt_in?: boolean;
  /** The practitioner the client asked for (migration 20261129400000); null for Anyone. */
  practitioner_id?: string | null;
  /** Read with the row by ASSIGNMENTS_COLUMN (queries/booking-assignments.ts) where the answer needs them. */
  assignments?: StoredAssignment[] | null;
  /** Read with the row by paymentEntriesColumn (queries/payment-entries.ts): the booking's ledger. */
  payment_entries?: StoredPaymentEntry[] | null;
  /** The deposit owed and when it lapses unpaid (migration 20261129200100); null for none. */
  deposit_due?: string | number | null;
  deposit_due_by?: Date | string | null;
  /** The health review (migration 20261128100100): reasons sealed, see health-data/health-review.ts. */
  review_reasons?: string | null;
  review_at?: Date | string | null;
  arrived_at?: Date | string | null;
  in_treatment_at?: Date | string | null;
  review_note?: string | null;
  review_cleared_by?: string | null;
  review_cleared_at?: Date | string | null;
}

export interface StatusHistoryRow {
  id: string | number;
  booking_id: string;
  from_status: BookingStatus | null;
  to_status: BookingStatus;
  changed_by: string;
  changed_at: Date | string;
}

export interface ConsultationRow {
  id: string;
  booking_number: string;
  consultation_date: string;
  consultation_time: string;
  age: number;
  customer_name: string;
  email: string;
  phone: string;
  payment_method: PaymentMethodId;
  notes: string;
  total_price: string | number;
  idempotency_key: string | null;
  created_at: Date | string;
  /** Who takes the call (a practitioner of the online place), as booked; null on calls from before. */
  consultant_id?: string | null;
  consultant_name?: string | null;
  /** Absent only on a row built in memory before insert; the database defaults it to unpaid. */
  payment_status?: PaymentStatus;
  amount_paid?: string | number | null;
  payment_reference?: string | null;
  payment_verified_by?: string | null;
  payment_verified_at?: Date | string | null;
  payment_source?: PaymentSource | null;
  /** Set when the client cancelled it through the manage link (migration 2026112306...). */
  cancelled_at?: Date | string | null;
  cancelled_by?: string | null;
  /** Absent only on a row built in memory before insert; the database defaults it to pending. */
  status?: ConsultationStatus;
  video_link?: string | null;
}

/** A client's request to move an online consultation; staff accept or decline it (migration 2026112504...). */
export interface ConsultationRequestRow {
  id: string;
  consultation_id: string;
  requested_date: string;
  requested_time: string;
  message: string | null;
  status: 'pending' | 'withdrawn' | 'accepted' | 'declined';
  requested_at: Date | string;
  decided_at?: Date | string | null;
  decided_by?: string | null;
  reply?: string | null;
}

export interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  /** The places this account is limited to; null or empty: all (see server/src/auth/branch-scope.ts). */
  branches: string[] | null;
  password_hash: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface OutboxRow {
  id: string;
  kind: string;
  booking_id: string | null;
  consultation_id: string | null;
  to_address: string;
  bcc_address: string | null;
  subject: string;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  next_attempt_at: Date | string;
  locked_until: Date | string | null;
  last_error: string | null;
  message_id: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  /** Set on e-mails that must be queued once only (`reminder:<bookingId>:<date>`). */
  dedupe_key: string | null;
  change_request_id: string | null;
  consultation_request_id?: string | null;
  /** What the e-mail says beyond the booking (a desk e-mail's reason, or the time a booking moved from). */
  detail?: DeskEmailDetail | string | null;
}

export interface DeskEmailDetail {
  reason?: string | null;
  fromDate?: string;
  fromTime?: string;
  fromPlace?: string;
  /** The video-call link a consultation's link e-mail announces, as it was when set. */
  videoLink?: string;
  /** The waitlist wish a 'waitlist-offer' e-mail offers a time to. */
  waitlistEntryId?: string;
}

export interface ChangeRequestRow {
  id: string;
  booking_id: string;
  requested_date: string;
  requested_time: string;
  message: string | null;
  status: ChangeRequestStatus;
  requested_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
  reply: string | null;
}

/** The payment columns bookings and online consultations share. */
export type PaymentColumns = Pick<
  BookingRow,
  | 'payment_status'
  | 'amount_paid'
  | 'payment_reference'
  | 'payment_verified_by'
  | 'payment_verified_at'
  | 'payment_source'
  | 'total_price'
>;

export interface PaymentProofRow {
  id: string;
  booking_id: string | null;
  consultation_id: string | null;
  content: Buffer | Uint8Array | null;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  reference: string | null;
  submitted_at: Date | string;
  replaced_at: Date | string | null;
}

export interface ClientPackageRow {
  id: string;
  source_booking_id: string;
  source_line: number;
  owner_email: string;
  owner_phone: string;
  service_id: string;
  title: string;
  sessions_total: number | null;
  sessions_used: number;
  expires_at: Date | string | null;
  transferable: boolean;
  created_at: Date | string;
  /** The client it belongs to (migration 20261127100100). */
  client_id?: string | null;
  /** Set when the booking that bought it was refunded (migration 20261126020100). */
  refunded_at?: Date | string | null;
}

export interface PackageEventRow {
  id: string;
  package_id: string;
  kind: 'opened' | 'redeemed' | 'undone' | 'transferred' | 'refunded' | 'released';
  booking_id: string | null;
  actor: string;
  summary: string;
  at: Date | string;
  undone_at: Date | string | null;
}

/** Timestamps come back as Date from both drivers; text only if a query casts them. */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toIsoOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIso(value);
}
