import type { Payment, PaymentEntryMethod } from '@domain/payment';
import { ApiError, apiRequest } from '../../../lib/api-client';

const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;

export interface TakePaymentInput {
  /** Chosen here so that a retry (or a replay from the outbox) writes the entry once. */
  id: string;
  method: PaymentEntryMethod;
  amount: number;
  reference?: string;
  tendered?: number;
  reason?: string;
}

/** Appends one entry to the booking's ledger; answers the booking's payment with its entries. */
export async function takePayment(bookingId: string, input: TakePaymentInput): Promise<Payment> {
  const reply = await apiRequest<{ data?: { payment: Payment } } | null>(
    `${bookingPath(bookingId)}/payments`,
    {
      method: 'POST',
      auth: true,
      body: input,
      fallbackMessage: 'Failed to record the payment',
    },
  );
  if (!reply?.data) throw new ApiError('Failed to record the payment', 'http', 200);
  return reply.data.payment;
}

/** Queues the statement of account to the client's e-mail; the answer says whether it was queued. */
export async function emailStatement(bookingId: string): Promise<string> {
  const reply = await apiRequest<{ queued?: boolean; message?: string; msg?: string } | null>(
    `${bookingPath(bookingId)}/statement`,
    { method: 'POST', auth: true, body: {}, fallbackMessage: 'Failed to e-mail the statement' },
  );
  return reply?.message ?? reply?.msg ?? 'Statement e-mailed';
}
