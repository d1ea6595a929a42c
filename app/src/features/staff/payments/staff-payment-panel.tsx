import { formatPesos } from '@domain/money';
import { PAYMENT_REFERENCE_LIMIT, type Payment, type RecordedPaymentStatus, UNPAID } from '@domain/payment';
import { useId, useState } from 'react';
import { PaymentSummary } from '../../../components/payment-summary';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { type PaymentOwner, recordPayment } from '../api/payment-api';
import type { NextSession } from '../desk/next-session';
import { CounterCheckout } from './counter-checkout';
import { ProofViewer } from './proof-viewer';
import { StaffPackages } from './staff-packages';
import type { StatementVisit } from './statement-view';
import './staff-payments.css';

interface StaffPaymentPanelProps {
  owner: PaymentOwner;
  customerName: string;
  totalPrice: number;
  /** Undefined only in a list saved on the device before payments existed. */
  payment: Payment | undefined;
  /** Set while changes cannot be made (offline). */
  disabledReason: string | null;
  /** A booking's visit as its statement names it: with it, the counter's checkout is shown. */
  visit?: StatementVisit;
  /** The client's next session, offered from the checkout. */
  nextSession?: NextSession | null;
}

/**
 * In the booking's dialog: the payment as recorded, the client's proof (once one was sent), a way to
 * record the money (the amount the proof shows, typed by the desk, never pre-filled with what is due:
 * less than the total is a part-payment; or, for admins with the delete code, a refund), and the
 * client's packages. No form element: the dialog is one.
 *
 * A booking's view has the checkout at the counter, which shows the money once (Total, Received,
 * Balance and the entries): beside it the panel keeps the payment's state, the proof and its check
 * (only while a proof waits) and the refund, without figures of its own.
 */
export function StaffPaymentPanel({
  owner,
  customerName,
  totalPrice,
  disabledReason,
  visit,
  nextSession,
  ...props
}: StaffPaymentPanelProps) {
  const [payment, setPayment] = useState(props.payment ?? UNPAID);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState(payment.reference ?? '');
  const [deleteCode, setDeleteCode] = useState('');
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const isAdmin = useSession().user?.role === 'admin';
  const amountId = useId();
  const referenceId = useId();
  const codeId = useId();
  const refundable = payment.status === 'paid' || payment.status === 'part-paid';
  const counter = owner.kind === 'booking' && visit ? visit : null;
  const proofCheck = !counter || payment.status === 'proof-submitted';
  const refund = isAdmin && (!counter || refundable);

  async function record(status: RecordedPaymentStatus) {
    if (disabledReason) return;
    const pesos = Number(amount);
    if (status === 'paid' && (!amount.trim() || !Number.isFinite(pesos) || pesos < 0)) {
      setMessage('Enter the amount received in pesos, as the proof shows it.');
      return;
    }
    if (status === 'refunded' && !deleteCode.trim()) {
      setMessage('Enter the delete code to record a refund.');
      return;
    }
    setSaving(true);
    try {
      const updated = await recordPayment(owner, {
        status,
        ...(status === 'paid' ? { amountPaid: pesos } : { deleteCode: deleteCode.trim() }),
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      });
      setPayment(updated.payment);
      setDeleteCode('');
      setMessage(
        status === 'refunded'
          ? 'Refund recorded. Packages this booking bought are closed.'
          : updated.payment.status === 'part-paid'
            ? `Part-payment recorded: ${formatPesos(updated.payment.balance)} still due.`
            : 'Payment recorded. The client gets an acknowledgement by e-mail.',
      );
    } catch (error) {
      setMessage(isApiError(error) ? error.message : 'Failed to record the payment');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="staff-payment" aria-labelledby={`${amountId}-title`}>
      <h3 id={`${amountId}-title`} className="booking-view__heading">
        Payment
      </h3>
      {counter ? (
        <PaymentSummary payment={payment} figures={false} />
      ) : (
        <>
          <PaymentSummary payment={payment} />
          <p className="staff-payment__due">
            Total due: <strong>{formatPesos(totalPrice)}</strong>
          </p>
        </>
      )}
      {/* Sending a proof makes an unpaid visit 'proof-submitted'; staff record only paid or refunded. */}
      {payment.status === 'unpaid' ? (
        <p className="staff-proof">No proof of payment sent yet.</p>
      ) : (
        <ProofViewer owner={owner} customerName={customerName} />
      )}
      {proofCheck || refund ? (
        <div className="staff-payment__fields">
          {proofCheck ? (
            <div className="dialog-field">
              <label htmlFor={amountId}>Amount received (₱)</label>
              <input
                id={amountId}
                inputMode="decimal"
                value={amount}
                placeholder="As the proof shows"
                aria-describedby={`${amountId}-hint`}
                onChange={(event) => setAmount(event.target.value)}
                disabled={Boolean(disabledReason)}
              />
              <p id={`${amountId}-hint`} className="staff-payment__hint">
                Type what arrived, in all; less than the total is recorded as a part-payment.
              </p>
            </div>
          ) : null}
          {proofCheck ? (
            <div className="dialog-field">
              <label htmlFor={referenceId}>Reference number</label>
              <input
                id={referenceId}
                value={reference}
                maxLength={PAYMENT_REFERENCE_LIMIT}
                onChange={(event) => setReference(event.target.value)}
                disabled={Boolean(disabledReason)}
              />
            </div>
          ) : null}
          {isAdmin && refundable ? (
            <div className="dialog-field">
              <label htmlFor={codeId}>Delete code (for a refund)</label>
              <input
                id={codeId}
                type="password"
                autoComplete="off"
                value={deleteCode}
                onChange={(event) => setDeleteCode(event.target.value)}
                disabled={Boolean(disabledReason)}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {proofCheck || refund ? (
        <div className="staff-payment__actions">
          {proofCheck ? (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => void record('paid')}
              disabled={saving || Boolean(disabledReason)}
            >
              Record as paid
            </button>
          ) : null}
          {refund ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void record('refunded')}
              disabled={saving || Boolean(disabledReason) || !refundable}
            >
              Record refund
            </button>
          ) : null}
        </div>
      ) : null}
      {proofCheck || refund || message ? (
        <p className="staff-payment__message" role="status">
          {message}
        </p>
      ) : null}
      {counter ? (
        <CounterCheckout
          bookingId={owner.id}
          totalPrice={totalPrice}
          payment={payment}
          onPaid={setPayment}
          visit={counter}
          disabledReason={disabledReason}
          nextSession={nextSession ?? null}
        />
      ) : null}
      {owner.kind === 'booking' ? (
        <StaffPackages bookingId={owner.id} disabledReason={disabledReason} />
      ) : null}
    </section>
  );
}
