import { formatPesos } from '@domain/money';
import {
  PAYMENT_ENTRY_METHOD_LABELS,
  PAYMENT_ENTRY_METHODS,
  PAYMENT_REFERENCE_LIMIT,
  type PaymentEntryMethod,
} from '@domain/payment';
import { useId } from 'react';

export interface TakePaymentDraft {
  method: PaymentEntryMethod;
  amount: string;
  reference: string;
  tendered: string;
  reason: string;
}

export type DraftField = keyof TakePaymentDraft;

interface FieldsProps {
  draft: TakePaymentDraft;
  onChange: (draft: TakePaymentDraft) => void;
  problems: Partial<Record<DraftField, string>>;
  /** An admin's correction: a negative amount with a reason, no method choice beyond the ledger's. */
  correcting: boolean;
  disabled: boolean;
}

/** The change owed for cash, once what was handed over covers the amount; null while it does not. */
export function changeDue(draft: TakePaymentDraft): number | null {
  const amount = Number(draft.amount);
  const tendered = Number(draft.tendered);
  if (draft.method !== 'cash' || !draft.tendered.trim() || !Number.isFinite(tendered)) return null;
  if (!Number.isFinite(amount) || tendered < amount) return null;
  return Math.round((tendered - amount) * 100) / 100;
}

/** Method, amount, reference (not for cash) or cash received with the change, and a correction's reason. */
export function TakePaymentFields({ draft, onChange, problems, correcting, disabled }: FieldsProps) {
  const id = useId();
  const set = (field: DraftField) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [field]: event.target.value });
  const change = changeDue(draft);
  const problem = (field: DraftField) =>
    problems[field] ? (
      <p id={`${id}-${field}-problem`} className="counter__problem" role="alert">
        {problems[field]}
      </p>
    ) : null;
  const described = (field: DraftField, hint?: string) =>
    [problems[field] ? `${id}-${field}-problem` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="counter__fields">
      <fieldset className="counter__methods" disabled={disabled}>
        <legend>Method</legend>
        {PAYMENT_ENTRY_METHODS.map((method) => (
          <label key={method} className="counter__method">
            <input
              type="radio"
              name={`${id}-method`}
              value={method}
              checked={draft.method === method}
              onChange={() => onChange({ ...draft, method })}
            />
            {PAYMENT_ENTRY_METHOD_LABELS[method]}
          </label>
        ))}
      </fieldset>
      <div className="dialog-field">
        <label htmlFor={`${id}-amount`}>
          {correcting ? 'Amount to take back (₱, negative)' : 'Amount (₱)'}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={draft.amount}
          aria-invalid={Boolean(problems.amount)}
          aria-describedby={described('amount')}
          onChange={set('amount')}
          disabled={disabled}
        />
        {problem('amount')}
      </div>
      {draft.method === 'cash' && !correcting ? (
        <div className="dialog-field">
          <label htmlFor={`${id}-tendered`}>Cash received (₱)</label>
          <input
            id={`${id}-tendered`}
            inputMode="decimal"
            value={draft.tendered}
            aria-invalid={Boolean(problems.tendered)}
            aria-describedby={described('tendered', `${id}-change`)}
            onChange={set('tendered')}
            disabled={disabled}
          />
          <p id={`${id}-change`} className="counter__change" aria-live="polite">
            {change === null
              ? 'Type the cash handed over to see the change.'
              : `Change: ${formatPesos(change)}`}
          </p>
          {problem('tendered')}
        </div>
      ) : (
        <div className="dialog-field">
          <label htmlFor={`${id}-reference`}>Reference number</label>
          <input
            id={`${id}-reference`}
            value={draft.reference}
            maxLength={PAYMENT_REFERENCE_LIMIT}
            aria-invalid={Boolean(problems.reference)}
            aria-describedby={described('reference')}
            onChange={set('reference')}
            disabled={disabled}
          />
          {problem('reference')}
        </div>
      )}
      {correcting ? (
        <div className="dialog-field">
          <label htmlFor={`${id}-reason`}>Reason for the correction</label>
          <input
            id={`${id}-reason`}
            value={draft.reason}
            maxLength={200}
            aria-invalid={Boolean(problems.reason)}
            aria-describedby={described('reason')}
            onChange={set('reason')}
            disabled={disabled}
          />
          {problem('reason')}
        </div>
      ) : null}
    </div>
  );
}
