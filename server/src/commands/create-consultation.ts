import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { CatalogueRules } from '../../../domain/catalogue/catalogue-rules';
import { CONSULTATION_MINUTES, CONSULTATION_PRICE } from '../../../domain/consultation';
import { ONLINE_PLACE } from '../../../domain/opening-hours';
import type { CreateConsultationRequest } from '../../../domain/schemas/consultation';
import { personKeys } from '../../../domain/visit-clash';
import type { ConsultationRow } from '../db/rows';
import type { IdempotencyClaim, StoredResponse } from '../idempotency/idempotency';
import { CONSULTATION_SUBJECT } from '../mail/consultation-email';
import { presentConsultation } from '../presenters/consultation';
import { ATTACH_CLIENT_SQL } from './attach-client';
import { consultationVisit } from './consultation-visit';
import { writeOnce } from './write-once';

export interface CreateConsultationOptions {
  claim: IdempotencyClaim | undefined;
  /** The current catalogue: its online hours are the consultants' when they have none of their own. */
  rules: CatalogueRules;
  mailBcc: string | undefined;
  now: Date;
}

const CTES = [
  `consultation as (
    insert into online_consultations (id, booking_number, consultation_date, consultation_time, age, customer_name,
      email, phone, payment_method, notes, total_price, idempotency_key, created_at, client_id)
    select :id::uuid, :number, :consultationDate::date, :consultationTime, :age::smallint, :customerName, :email, :phone, :paymentMethod,
      :notes, :total::numeric, :idempotencyKey, :createdAt::timestamptz, ${ATTACH_CLIENT_SQL}
    where not exists (select 1 from bookings where booking_number = :number)
      and (select verdict from room) = 'ok'
    on conflict (booking_number) do nothing
    returning id)`,
  `mail as (
    insert into email_outbox (id, kind, consultation_id, to_address, bcc_address, subject)
    select :mailId::uuid, 'consultation-confirmation', id, :email, :bcc, :subject from consultation)`,
  `used_hold as (
    delete from slot_holds where id = :holdId::uuid and exists (select 1 from consultation))`,
];

/**
 * Stores the consultation at the fixed price with its confirmation e-mail, under a fresh number,
 * with a free consultant taken in the same transaction (takeResources, under the consultants'
 * locks: 409 with alternatives when none is free for the 30 minutes, or when the person already
 * has a visit then: domain/visit-clash.ts). The answer names the consultant (`assignments`).
 */
export async function createConsultation(
  db: Knex,
  input: CreateConsultationRequest,
  options: CreateConsultationOptions,
): Promise<StoredResponse & { replayed: boolean }> {
  return writeOnce(
    db,
    options.claim,
    undefined,
    (bookingNumber, assignments = []) => {
      const createdAt = new Date();
      const row: ConsultationRow = {
        id: crypto.randomUUID(),
        booking_number: bookingNumber,
        consultation_date: input.date,
        consultation_time: input.time,
        age: input.age,
        customer_name: input.customerName,
        email: input.email,
        phone: input.phone,
        payment_method: input.paymentMethod,
        notes: input.notes,
        total_price: CONSULTATION_PRICE,
        idempotency_key: options.claim?.key ?? null,
        created_at: createdAt,
        consultant_id: assignments[0]?.resourceId ?? null,
        consultant_name: assignments[0]?.name ?? null,
      };
      return {
        ctes: CTES,
        anchor: 'consultation',
        response: {
          status: 201,
          body: { bookingNumber, consultation: presentConsultation(row), msg: 'Online consultation booked' },
        },
        bindings: {
          id: row.id,
          number: bookingNumber,
          consultationDate: row.consultation_date,
          consultationTime: row.consultation_time,
          age: row.age,
          customerName: row.customer_name,
          email: row.email,
          phone: row.phone,
          paymentMethod: row.payment_method,
          notes: row.notes,
          total: CONSULTATION_PRICE,
          idempotencyKey: row.idempotency_key,
          createdAt: createdAt.toISOString(),
          mailId: crypto.randomUUID(),
          bcc: options.mailBcc ?? null,
          subject: CONSULTATION_SUBJECT,
          holdId: input.holdId ?? null,
        },
      };
    },
    {
      request: {
        place: ONLINE_PLACE,
        date: input.date,
        time: input.time,
        minutes: CONSULTATION_MINUTES,
        holdId: input.holdId,
        now: options.now,
        visit: consultationVisit(options.rules),
      },
      person: personKeys(input.email, input.phone),
    },
  );
}
