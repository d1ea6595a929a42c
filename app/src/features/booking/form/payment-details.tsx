import { type ProofSubject, proofStep } from '@domain/payment';
import type { PaymentMethod } from '@domain/payment-methods';
import { CopyButton } from '../../payments/copy-button';

interface PaymentDetailsProps {
  method: PaymentMethod;
  /** What the payment is for, read with the QR code: 'your booking', 'your consultation'. */
  purpose: string;
  /** Whose page takes the proof of payment. */
  subject: ProofSubject;
  /** The amount to send, when it is known. */
  amount?: string | undefined;
}

/**
 * Where the money goes: for a bank or e-wallet the account name, number and QR code; for the clinic,
 * what to bring on the day.
 */
export function PaymentDetails({ method, purpose, subject, amount }: PaymentDetailsProps) {
  if (!method.qrCode) {
    return (
      <div className="payment-details payment-details--clinic">
        <p className="payment-details__title">{method.accountName}</p>
        <p className="payment-details__line">{method.onTheDay ?? `${method.accountNumber}.`}</p>
      </div>
    );
  }
  return (
    <div className="payment-details">
      <img
        className="payment-details__qr"
        src={method.qrCode}
        alt={`${method.name} code for ${method.accountName}`}
        width="160"
        height="160"
        loading="lazy"
      />
      <dl className="payment-details__facts">
        <div>
          <dt>Account name</dt>
          <dd>{method.accountName}</dd>
        </div>
        <div>
          <dt>{method.type === 'E-Wallet' ? `${method.name} number` : 'Account number'}</dt>
          <dd className="payment-details__number">
            {method.accountNumber} <CopyButton value={method.accountNumber} label="number" />
          </dd>
        </div>
        {amount ? (
          <div>
            <dt>Amount</dt>
            <dd>{amount}</dd>
          </div>
        ) : null}
      </dl>
      <a
        className="payment-details__save"
        href={method.qrCode}
        download={`${method.id}-qr-tbl-aesthetics.svg`}
      >
        Save QR image
      </a>
      <p className="payment-details__line">
        Paying on this phone? Save the QR image and open it from your {method.name} app, or copy the number.
        Scan the code or send to the number above for {purpose}, then {proofStep(subject)}.
      </p>
    </div>
  );
}
