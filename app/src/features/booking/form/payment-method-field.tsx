import { findPaymentMethod, PAYMENT_METHODS } from '@domain/payment-methods';
import { ChoiceGroup } from './form-field';
import { PaymentDetails } from './payment-details';

interface PaymentMethodFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  purpose: string;
  amount?: string | undefined;
}

const OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method.id,
  label: method.name,
  description: method.type === 'Clinic' ? 'Cash or card on the day' : method.type,
  media: <img src={method.bankImage} alt="" width="60" height="24" />,
}));

/** The four ways to pay; choosing a bank or e-wallet shows its account and QR code at once. */
export function PaymentMethodField({ id, value, onChange, error, purpose, amount }: PaymentMethodFieldProps) {
  const chosen = findPaymentMethod(value);
  return (
    <div className="payment-field">
      <ChoiceGroup
        id={id}
        name={id}
        legend="Payment method"
        options={OPTIONS}
        value={value}
        onChange={onChange}
        error={error}
        className="choice-group--payments"
      />
      {chosen ? <PaymentDetails method={chosen} purpose={purpose} amount={amount} /> : null}
    </div>
  );
}
