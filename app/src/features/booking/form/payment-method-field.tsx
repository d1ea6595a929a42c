import { findPaymentMethod } from '@domain/payment-methods';
import { type PaymentPlace, paymentMethodsFor } from '@domain/payment-places';
import { ChoiceGroup } from './form-field';
import { PaymentDetails } from './payment-details';

interface PaymentMethodFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  purpose: string;
  /** Where the visit happens: each place has its own ways to pay. */
  place: PaymentPlace;
  amount?: string | undefined;
}

const DESCRIPTIONS: Record<string, string> = {
  Clinic: 'Cash or card on the day',
  Cash: 'Cash to our team on the day',
};

function optionsFor(place: PaymentPlace) {
  return paymentMethodsFor(place).map((method) => ({
    value: method.id,
    label: method.name,
    description: DESCRIPTIONS[method.type] ?? method.type,
    media: <img src={method.bankImage} alt="" width="60" height="24" />,
  }));
}

/** The ways to pay that fit the place of the visit; choosing a bank or e-wallet shows its account and QR code at once. */
export function PaymentMethodField({
  id,
  value,
  onChange,
  error,
  purpose,
  place,
  amount,
}: PaymentMethodFieldProps) {
  const chosen = findPaymentMethod(value);
  const fits = chosen && paymentMethodsFor(place).includes(chosen);
  return (
    <div className="payment-field">
      <ChoiceGroup
        id={id}
        name={id}
        legend="Payment method"
        options={optionsFor(place)}
        value={value}
        onChange={onChange}
        error={error}
        className="choice-group--payments"
      />
      {chosen && fits ? (
        <PaymentDetails
          method={chosen}
          purpose={purpose}
          subject={place === 'online' ? 'consultation' : 'booking'}
          amount={amount}
        />
      ) : null}
    </div>
  );
}
