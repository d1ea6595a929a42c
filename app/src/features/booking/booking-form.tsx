import { cartNeedsPhoneConsultation } from '@domain/home-service';
import { MIN_TREATMENT_AGE } from '@domain/schemas/booking';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { CartLine } from '../../offline/db';
import type { DraftSaveProblem } from '../../offline/drafts/use-draft';
import {
  BOOKING_FIELD_LABELS,
  type BookingField,
  type BookingFormValues,
  bookingContextOf,
  bookingErrors,
  bookingReadiness,
  changeBookingField,
  visibleBookingFields,
} from './booking-form-rules';
import { BookingLocationFields } from './booking-location-fields';
import { ContactFields, NotesField, ScheduleFields } from './form/common-fields';
import { DraftSaveNotice } from './form/draft-save-notice';
import { ErrorSummary } from './form/error-summary';
import { controlId } from './form/field-problem';
import { PaymentMethodField } from './form/payment-method-field';
import { SubmitArea } from './form/submit-area';

interface BookingFormProps {
  values: BookingFormValues;
  lines: readonly CartLine[];
  setValues(update: (current: BookingFormValues) => BookingFormValues): void;
  /** Writes pending typing at once (on blur). */
  saveNow(): void;
  saveProblem: DraftSaveProblem | undefined;
  /** Why the server refused the last submission, if it did. */
  serverMessage: string | undefined;
  processing: boolean;
  onSubmit(): void;
}

const id = (field: BookingField) => controlId('booking', field);

/** Every field of the booking, checked one by one with the shared rules as the visitor goes. */
export function BookingForm({
  values,
  lines,
  setValues,
  saveNow,
  saveProblem,
  serverMessage,
  processing,
  onSubmit,
}: BookingFormProps) {
  const context = useMemo(() => bookingContextOf(lines), [lines]);
  const needsPhoneConsultation = useMemo(() => cartNeedsPhoneConsultation(lines.map((l) => l.id)), [lines]);
  const [touched, setTouched] = useState<ReadonlySet<BookingField>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const [focusKey, setFocusKey] = useState(0);
  const errors = bookingErrors(values, context);
  const readiness = bookingReadiness(values, context);

  // The server's answer takes focus the moment the form comes back with it.
  useEffect(() => {
    if (serverMessage) setFocusKey((key) => key + 1);
  }, [serverMessage]);

  const errorOf = (field: BookingField) =>
    attempts > 0 || touched.has(field) || field === 'serviceType' ? errors[field] : undefined;
  const touch = (field: BookingField) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    saveNow();
  };
  const change = (field: BookingField, value: string, touchNow = false) => {
    setValues((current) => changeBookingField(current, field, value));
    if (touchNow) touch(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    setAttempts((count) => count + 1);
    if (!readiness.ready) {
      setFocusKey((key) => key + 1);
      return;
    }
    onSubmit();
  };

  const summaryItems =
    attempts > 0
      ? visibleBookingFields(values).flatMap((field) => {
          const message = errors[field];
          return message ? [{ id: id(field), message: `${BOOKING_FIELD_LABELS[field]}: ${message}` }] : [];
        })
      : [];
  const showSummary = Boolean(serverMessage) || summaryItems.length > 0;

  return (
    <form className="booking-form" onSubmit={submit} noValidate aria-describedby="booking-form-saved">
      {showSummary ? (
        <ErrorSummary
          title={serverMessage ? 'We could not book this yet' : 'Please check these details'}
          message={serverMessage}
          items={summaryItems}
          focusKey={focusKey}
        />
      ) : null}
      <fieldset className="booking-form__fields" disabled={processing}>
        <BookingLocationFields
          values={values}
          errorOf={errorOf}
          onChange={(field, value) => change(field, value, true)}
          onTouch={touch}
          homeAllowed={context.homeAllowed}
          needsPhoneConsultation={needsPhoneConsultation}
        />
        <ScheduleFields
          form="booking"
          step={2}
          values={values}
          errorOf={errorOf}
          onChange={change}
          onTouch={touch}
        />
        <ContactFields
          form="booking"
          step={3}
          minAge={MIN_TREATMENT_AGE}
          values={values}
          errorOf={errorOf}
          onChange={change}
          onTouch={touch}
        />
        <fieldset className="booking-section">
          <legend className="booking-section__title">
            <span className="booking-section__step" aria-hidden="true">
              4
            </span>
            Payment
          </legend>
          <PaymentMethodField
            id={id('paymentMethod')}
            value={values.paymentMethod}
            onChange={(value) => change('paymentMethod', value, true)}
            error={errorOf('paymentMethod')}
            purpose="your booking"
          />
        </fieldset>
        <NotesField
          form="booking"
          step={5}
          value={values.notes}
          error={errorOf('notes')}
          onChange={change}
          onTouch={touch}
        />
      </fieldset>
      <DraftSaveNotice id="booking-form-saved" problem={saveProblem} />
      <SubmitArea
        form="booking"
        ready={readiness.ready}
        missing={readiness.missing}
        invalid={readiness.invalid}
        busy={processing}
        label="Confirm booking"
        busyLabel="Processing..."
      />
    </form>
  );
}
