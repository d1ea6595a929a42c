import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { appointmentStart } from '../../../domain/appointment-time';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { depositDueBy } from '../../../domain/deposits';
import { EVENT_ACTORS } from '../../../domain/manage-booking';
import type { PricedLine } from '../../../domain/pricing';
import type { BookingData } from '../../../domain/schemas/booking';
import type { PersonKeys } from '../../../domain/visit-clash';
import type { BookingRow } from '../db/rows';
import { summaries } from '../events/booking-events';
import type { IdempotencyClaim } from '../idempotency/idempotency';
import { BOOKING_SUBJECT } from '../mail/booking-email';
import { presentBooking } from '../presenters/booking';
import { termsOfRow } from '../queries/deposit-policy';
import { SMS_RECEIVED_SQL } from '../sms/enqueue-sms';
import { ATTACH_CLIENT_SQL } from './attach-client';
import { packageSessionBindings, packageSessionCtes, packageSessionRefusal } from './take-package-sessions';
import { type Written, writeOnce } from './write-once';

export interface PricedBooking {
  bookingData: BookingData;
  lines: PricedLine[];
  /** The home-service travel fee in the total (0 for a clinic visit or where none is set). */
  travelFee: number;
  /** The treatments and the travel fee. */
  total: number;
  /** The visit's length, from its cart (visitMinutes). */
  minutes: number;
}

export interface CreateBookingOptions {
  claim: IdempotencyClaim | undefined;
  mailBcc: string | undefined;
  now: Date;
  /** Who the history names as taking it, and its first line: the desk's staff member, or the online form. */
  takenBy?: { actor: string; summary: string };
  /** A public booking: refused (409) when this person has a visit at an overlapping time. */
  person?: PersonKeys;
  /** A desk booking: what the desk is warned of (the person's overlapping visits), in the answer. */
  warnings?: string[];
  /** The current catalogue: a clinic or home visit then takes resources, and the answer names them. */
  rules?: CatalogueRules;
  /**
   * A public booking: its status and deposit follow the clinic's terms (deposit-policy.ts), read in
   * the statement that takes its person's and resources' locks (so `person` and `rules` are needed).
   * `confirmed` when the clinic confirms online bookings at once and no deposit is owed: the booking
   * is born confirmed, and its first e-mail and text say so; otherwise `pending`, for the desk's
   * call. A deposit owed keeps the place unpaid for `windowMinutes` (domain/deposits.ts).
   */
  terms?: { windowMinutes: number };
}

/** Who a history row names when the booking came from the public form. */
export const ONLINE_BOOKING_ACTOR = EVENT_ACTORS.onlineBooking;

const CTES = [
  `booking as (
    insert into bookings (id, booking_number, status, service_type, branch, address, landmark, service_date,
      service_time, age, customer_name, email, phone, payment_method, notes, cart_items, total_price,
      travel_fee, idempotency_key, created_at, updated_at, visit_minutes, sms_opt_in, practitioner_id, deposit_due,
      deposit_due_by, client_id)
    select :id::uuid, :number, :status, :serviceType, :branch, :address, :landmark, :serviceDate::date,
      :serviceTime, :age::smallint, :customerName, :email, :phone, :paymentMethod, :notes, :cartItems::jsonb,
      :total::numeric, :travelFee::numeric, :idempotencyKey, :createdAt::timestamptz, :createdAt::timestamptz, :visitMinutes::smallint,
      :smsOptIn::boolean, :practitionerId::uuid, :depositDue::numeric, :depositDueBy::timestamptz, ${ATTACH_CLIENT_SQL}
    where not exists (select 1 from online_consultations where booking_number = :number)
      and (select verdict from room) = 'ok'
    on conflict (booking_number) do nothing
    returning id, client_id)`,
  `history as (
    insert into booking_status_history (booking_id, from_status, to_status, changed_by, changed_at)
    select id, null, :status, :actor, :createdAt::timestamptz from booking)`,
  `event as (
    insert into booking_events (booking_id, kind, actor, summary, at)
    select id, 'created', :actor, :createdSummary, :createdAt::timestamptz from booking)`,
  `mail as (
    insert into email_outbox (id, kind, booking_id, to_address, bcc_address, subject)
    select :mailId::uuid, 'booking-confirmation', id, :email, :bcc, :subject from booking where :email <> '')`,
  `sms as (${SMS_RECEIVED_SQL})`,
  `used_hold as (
    delete from slot_holds where id = :holdId::uuid and exists (select 1 from booking))`,
  `taken_offer as (
    update waitlist_entries set status = 'booked', updated_at = now()
     where offer_hold_id = :holdId::uuid and status = 'offered' and exists (select 1 from booking))`,
];

/**
 * The statement also answers whether the booking's client (as `booking` returns it) has a health
 * form on file, for the review a new visit gets (health-review.ts): no round trip of its own.
 */
const FORM_CLIENT_SQL = `(select i.client_id::text from booking b join client_intake i on i.client_id = b.client_id) as form_client`;

/**
 * Stores the booking at the server's prices under a unique booking number, with its first status
 * its first audit event, its confirmation e-mail (none for a desk booking without an address) and its
 * "booking received" text (the worker decides whether it goes: opted out, no mobile), and answers 201 with it (or the first answer to a replayed key).
 * The place it takes is checked and taken in the same statement (see Guard): 409 when full.
 */
export async function createBooking(
  db: Knex,
  { bookingData: data, lines, travelFee, total, minutes }: PricedBooking,
  options: CreateBookingOptions,
): Promise<Written> {
  const place = {
    place: data.branch,
    date: data.date,
    time: data.time,
    minutes,
    holdId: data.holdId,
    now: options.now,
    visit: options.rules
      ? { services: lines.map((line) => line.id), rules: options.rules, practitionerId: data.practitionerId }
      : undefined,
  };
  if (options.terms && !(place.visit && options.person)) {
    throw new Error("A public booking's terms are read with its person's and resources' locks: give both");
  }
  const written = writeOnce(
    db,
    options.claim,
    data.bookingNumber,
    (bookingNumber, assignments, termsRow) => {
      const createdAt = new Date();
      const terms = options.terms && termsRow ? termsOfRow(termsRow, total) : undefined;
      if (options.terms && !terms) throw new Error('The lock statement answered no terms');
      const deposit =
        options.terms && terms?.deposit
          ? { amount: terms.deposit, windowMinutes: options.terms.windowMinutes }
          : undefined;
      const depositBy = deposit
        ? depositDueBy(createdAt, deposit.windowMinutes, appointmentStart(data.date, data.time))
        : null;
      const row: BookingRow = {
        id: crypto.randomUUID(),
        booking_number: bookingNumber,
        status: terms?.status ?? 'pending',
        service_type: data.serviceType,
        branch: data.branch,
        address: data.address,
        landmark: data.landmark,
        service_date: data.date,
        service_time: data.time,
        age: data.age,
        customer_name: data.customerName,
        email: data.email,
        phone: data.phone,
        payment_method: data.paymentMethod,
        notes: data.notes,
        cart_items: lines,
        total_price: total,
        travel_fee: travelFee,
        note_admin: null,
        updated_by: null,
        idempotency_key: options.claim?.key ?? null,
        created_at: createdAt,
        updated_at: createdAt,
        deleted_at: null,
        deleted_by: null,
        visit_minutes: minutes,
        sms_opt_in: data.smsOptIn,
        practitioner_id: data.practitionerId ?? null,
        deposit_due: deposit?.amount ?? null,
        deposit_due_by: depositBy,
      };
      return {
        ctes: packageSessionCtes(CTES, lines),
        anchor: 'booking',
        alsoSelect: FORM_CLIENT_SQL,
        response: {
          status: 201,
          body: {
            booking: { ...presentBooking(row), ...(assignments ? { assignments } : {}) },
            msg: 'Booking received',
            ...(options.warnings?.length ? { warnings: options.warnings } : {}),
          },
        },
        bindings: {
          id: row.id,
          number: bookingNumber,
          status: row.status,
          serviceType: row.service_type,
          branch: row.branch,
          address: row.address,
          landmark: row.landmark,
          serviceDate: row.service_date,
          serviceTime: row.service_time,
          age: row.age,
          customerName: row.customer_name,
          email: row.email,
          phone: row.phone,
          paymentMethod: row.payment_method,
          notes: row.notes,
          cartItems: JSON.stringify(lines),
          total,
          travelFee,
          idempotencyKey: row.idempotency_key,
          createdAt: createdAt.toISOString(),
          actor: options.takenBy?.actor ?? ONLINE_BOOKING_ACTOR,
          createdSummary: options.takenBy?.summary ?? summaries.created,
          mailId: crypto.randomUUID(),
          bcc: options.mailBcc ?? null,
          subject: BOOKING_SUBJECT,
          visitMinutes: minutes,
          smsOptIn: data.smsOptIn,
          practitionerId: data.practitionerId ?? null,
          depositDue: deposit?.amount ?? null,
          depositDueBy: depositBy?.toISOString() ?? null,
          holdId: data.holdId ?? null,
          ...packageSessionBindings(lines),
        },
      };
    },
    { request: place, person: options.person, terms: options.terms !== undefined },
  );
  return written.catch((error: unknown) => {
    throw packageSessionRefusal(error);
  });
}
