import { PAYMENT_METHODS } from '@domain/payment-methods';
import { useId } from 'react';

/** Who the desk booking is for, and how they pay. E-mail is optional at the desk. */
export interface ClientValue {
  customerName: string;
  phone: string;
  email: string;
  age: string;
  paymentMethod: string;
  notes: string;
}

export const EMPTY_CLIENT: ClientValue = {
  customerName: '',
  phone: '',
  email: '',
  age: '',
  paymentMethod: 'clinic',
  notes: '',
};

export function ClientFields({
  value,
  onChange,
}: {
  value: ClientValue;
  onChange: (change: Partial<ClientValue>) => void;
}) {
  const ids = {
    name: useId(),
    phone: useId(),
    email: useId(),
    age: useId(),
    payment: useId(),
    notes: useId(),
  };
  return (
    <fieldset className="desk-form__group">
      <legend>Client</legend>
      <div className="desk-form__row">
        <div className="dialog-field">
          <label htmlFor={ids.name}>Full name</label>
          <input
            id={ids.name}
            value={value.customerName}
            autoComplete="off"
            required
            onChange={(event) => onChange({ customerName: event.target.value })}
          />
        </div>
        <div className="dialog-field">
          <label htmlFor={ids.phone}>Mobile number or landline</label>
          <input
            id={ids.phone}
            type="tel"
            value={value.phone}
            placeholder="0917 123 4567 or (02) 8123 4567"
            required
            onChange={(event) => onChange({ phone: event.target.value })}
          />
        </div>
        <div className="dialog-field">
          <label htmlFor={ids.email}>E-mail (optional)</label>
          <input
            id={ids.email}
            type="email"
            value={value.email}
            onChange={(event) => onChange({ email: event.target.value })}
          />
        </div>
        <div className="dialog-field">
          <label htmlFor={ids.age}>Age</label>
          <input
            id={ids.age}
            type="number"
            inputMode="numeric"
            min={16}
            max={120}
            value={value.age}
            required
            onChange={(event) => onChange({ age: event.target.value })}
          />
        </div>
        <div className="dialog-field">
          <label htmlFor={ids.payment}>Payment method</label>
          <select
            id={ids.payment}
            value={value.paymentMethod}
            onChange={(event) => onChange({ paymentMethod: event.target.value })}
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method.id} value={method.id}>
                {method.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="dialog-field">
        <label htmlFor={ids.notes}>Client notes (optional)</label>
        <textarea
          id={ids.notes}
          rows={2}
          maxLength={1000}
          value={value.notes}
          onChange={(event) => onChange({ notes: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
