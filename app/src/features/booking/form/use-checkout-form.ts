import { type FormEvent, useEffect, useState } from 'react';
import { controlId } from './field-problem';

interface CheckoutFormOptions<Field extends string> {
  form: 'booking' | 'consultation';
  /** The problem of each field as the values stand now (undefined: fine). */
  errors: Partial<Record<Field, string | undefined>>;
  ready: boolean;
  /** The fields in the form's order, for the summary. */
  fields: readonly Field[];
  labels: Record<Field, string>;
  /** Fields whose problem shows before the visitor touches them. */
  alwaysShown?: readonly Field[];
  setField(field: Field, value: string): void;
  saveNow(): void;
  serverMessage: string | undefined;
  processing: boolean;
  onSubmit(): void;
}

export interface CheckoutForm<Field extends string> {
  /** A field's problem, once the visitor has left the field or tried to send. */
  errorOf(field: Field): string | undefined;
  touch(field: Field): void;
  change(field: Field, value: string, touchNow?: boolean): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  summaryItems: Array<{ id: string; message: string }>;
  /** Changes whenever the error summary should take focus. */
  focusKey: number;
}

/**
 * What the booking and consultation forms share: problems shown once a field is left or a send is
 * tried, a summary of them that takes focus on a refused send (or the server's answer), and saving
 * the draft the moment a field is left.
 */
export function useCheckoutForm<Field extends string>({
  form,
  errors,
  ready,
  fields,
  labels,
  alwaysShown = [],
  setField,
  saveNow,
  serverMessage,
  processing,
  onSubmit,
}: CheckoutFormOptions<Field>): CheckoutForm<Field> {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const [focusKey, setFocusKey] = useState(0);

  // The server's answer takes focus the moment the form comes back with it.
  useEffect(() => {
    if (serverMessage) setFocusKey((key) => key + 1);
  }, [serverMessage]);

  const errorOf = (field: Field) =>
    attempts > 0 || touched.has(field) || alwaysShown.includes(field) ? errors[field] : undefined;
  const touch = (field: Field) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    saveNow();
  };
  const change = (field: Field, value: string, touchNow = false) => {
    setField(field, value);
    if (touchNow) touch(field);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    setAttempts((count) => count + 1);
    if (!ready) {
      setFocusKey((key) => key + 1);
      return;
    }
    onSubmit();
  };

  const summaryItems =
    attempts > 0
      ? fields.flatMap((field) => {
          const message = errors[field];
          return message ? [{ id: controlId(form, field), message: `${labels[field]}: ${message}` }] : [];
        })
      : [];

  return { errorOf, touch, change, submit, summaryItems, focusKey };
}
