import { formatPesos } from '@domain/money';
import type { Payment } from '@domain/payment';
import { findPaymentMethod } from '@domain/payment-methods';
import type { PaymentProof } from '@domain/schemas/payment';
import { PaymentSummary } from '../../components/payment-summary';
import { PaymentDetails } from '../booking/form/payment-details';
import { PayNow } from './pay-now';
import { ProofForm } from './proof-form';
import type { ProofTarget } from './proof-outbox';
import './payments.css';

interface PayPanelProps {
  bookingNumber: string;
  /** What is paid for (a booking unless told): names the transfer and picks the proof's upload address. */
  target?: ProofTarget | undefined;
  paymentMethod: string;
  total: number;
  payment: Payment;
  /** The manage-link token; without it (not yet at the clinic) no proof can be sent yet. */
  token: string | undefined;
  proof: PaymentProof | null;
  /** A cancelled visit takes no payment: no account, no QR, no proof form. */
  cancelled?: boolean | undefined;
  onProofDelivered?(response: unknown): void;
}

/**
 * Paying on the phone: the amount, the account with a copy button, the QR to save, the payment's
 * status as the clinic recorded it, and the proof of payment form while the payment is unchecked.
 */
export function PayPanel({
  bookingNumber,
  target = 'booking',
  paymentMethod,
  total,
  payment,
  token,
  proof,
  cancelled = false,
  onProofDelivered,
}: PayPanelProps) {
  const method = findPaymentMethod(paymentMethod);
  const settled = cancelled || payment.status === 'paid' || payment.status === 'refunded';
  return (
    <div className="pay-panel">
      {cancelled && payment.status === 'unpaid' ? (
        <p className="pay-panel__note" data-testid="payment-summary">
          Nothing to pay: this {target} is cancelled.
        </p>
      ) : (
        <PaymentSummary payment={payment} />
      )}
      {target === 'booking' && token && !settled ? (
        <PayNow token={token} revision={`${payment.status}:${payment.amountPaid ?? ''}`} />
      ) : null}
      {method && !settled ? (
        <PaymentDetails
          method={method}
          purpose={`${target} ${bookingNumber}`}
          subject={target}
          amount={total > 0 ? formatPesos(total) : undefined}
        />
      ) : null}
      {method?.qrCode && token && !settled ? (
        <ProofForm token={token} target={target} current={proof} onDelivered={onProofDelivered} />
      ) : null}
    </div>
  );
}
