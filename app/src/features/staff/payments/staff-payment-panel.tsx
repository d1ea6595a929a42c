import { PAYMENT_REFERENCE_LIMIT, type Payment, type RecordedPaymentStatus, UNPAID } from '@domain/payment';
import { useId, useState } from 'react';
import { PaymentSummary } from '../../../components/payment-summary';
import { isApiError } from '../../../lib/api-client';
import { type PaymentOwner, recordPayment } from '../api/payment-api';
import { ProofViewer } from './proof-viewer';
import { StaffPackages } from './staff-packages';
import './staff-payments.css';

interface StaffPaymentPanelProps {
  owner: PaymentOwner;
  customerName: string;
  totalPrice: number;
  /** Undefined only in a list saved on the device before payments existed. */
  payment: Payment | undefined;
  /** Set while changes cannot be made (offline). */
  disabledReason: string | null;
}

/**
 * In the booking's dialog: the payment as recorded, the client's proof (once one was sent), a way to record the money
 * (paid with amount and reference, or a refund; the client gets one acknowledgement), and the
 * client's packages with a session to spend at this visit. No form element: the dialog is one.
 */
export function StaffPaymentPanel({
  owner,
  customerName,
  totalPrice,
  disabledReason,
  ...props
}: StaffPaymentPanelProps) {
  const [payment, setPayment] = useState(props.payment ?? UNPAID);
  const [amount, setAmount] = useState(String(payment.amountPaid ?? totalPrice));
  const [reference, setReference] = useState(payment.reference ?? '');
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const amountId = useId();
  const referenceId = useId();

  async function record(status: RecordedPaymentStatus) {
    if (disabledReason) return;
    const pesos = Number(amount);
    if (status === 'paid' && (!amount.trim() || !Number.isFinite(pesos) || pesos < 0)) {
      setMessage('Enter the amount received in pesos.');
      return;
    }
    setSaving(true);
    try {
      const updated = await recordPayment(owner, {
        status,
        ...(status === 'paid' ? { amountPaid: pesos } : {}),
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      });
      setPayment(updated.payment);
      setMessage(
        status === 'paid'
          ? 'Payment recorded. The client gets an acknowledgement by e-mail.'
          : 'Refund recorded.',
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
      <PaymentSummary payment={payment} />
      {/* Sending a proof makes an unpaid visit 'proof-submitted'; staff record only paid or refunded. */}
      {payment.status === 'unpaid' ? (
        <p className="staff-proof">No proof of payment sent yet.</p>
      ) : (
        <ProofViewer owner={owner} customerName={customerName} />
      )}
      <div className="staff-payment__fields">
        <div className="dialog-field">
          <label htmlFor={amountId}>Amount received (₱)</label>
          <input
            id={amountId}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            disabled={Boolean(disabledReason)}
          />
        </div>
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
      </div>
      <div className="staff-payment__actions">
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => void record('paid')}
          disabled={saving || Boolean(disabledReason)}
        >
          Record as paid
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void record('refunded')}
          disabled={saving || Boolean(disabledReason) || payment.status !== 'paid'}
        >
          Record refund
        </button>
      </div>
      <p className="staff-payment__message" role="status">
        {message}
      </p>
      {owner.kind === 'booking' ? (
        <StaffPackages bookingId={owner.id} disabledReason={disabledReason} />
      ) : null}
    </section>
  );
}
