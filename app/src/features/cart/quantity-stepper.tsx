import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@domain/cart-limits';
import { useEffect, useId, useState } from 'react';
import { MinusIcon, PlusIcon } from '../../components/screen-icons';

interface QuantityStepperProps {
  /** The treatment's name, so each control says which line it changes. */
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

/** − / typed value / +, each labelled with the line it belongs to. */
export function QuantityStepper({ name, quantity, onChange }: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) setDraft(String(quantity));
    else if (typed !== quantity) onChange(typed);
    else setDraft(String(quantity));
  };

  return (
    <div className="stepper">
      <button
        type="button"
        className="stepper__button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={quantity <= MIN_LINE_QUANTITY}
        onClick={() => onChange(quantity - 1)}
      >
        <MinusIcon />
      </button>
      <label className="visually-hidden" htmlFor={id}>
        Quantity of {name}
      </label>
      <input
        id={id}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_LINE_QUANTITY}
        step={1}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={`Increase quantity of ${name}`}
        disabled={quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
