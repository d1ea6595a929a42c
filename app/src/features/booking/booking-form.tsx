import { cartNeedsPhoneConsultation } from '@domain/home-service';
import { MIN_TREATMENT_AGE } from '@domain/schemas/booking';
import { useMemo } from 'react';
import { useLiveCatalogue } from '../../catalogue/live-catalogue';
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
import { PractitionerField } from './form/practitioner-field';
import { SubmitArea } from './form/submit-area';
import { TextMeField } from './form/text-me-field';
import { useCheckoutForm } from './form/use-checkout-form';
import type { FormTime } from './time/use-form-time';

interface BookingFormProps {
  values: BookingFormValues;
  lines: readonly CartLine[];
  /** The clinic's free starts for the chosen place, date and cart. */
  schedule: FormTime['schedule'];
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
  schedule,
  setValues,
  saveNow,
  saveProblem,
  serverMessage,
  processing,
  onSubmit,
}: BookingFormProps) {
  const catalogue = useLiveCatalogue();
  // An edit of the catalogue read meanwhile (a treatment now clinic-only) applies at once.
  const context = useMemo(
    () => bookingContextOf(lines, schedule.timeProblem, catalogue),
    [lines, schedule.timeProblem, catalogue],
  );
  const needsPhoneConsultation = useMemo(
    () =>
      cartNeedsPhoneConsultation(
        lines.map((l) => l.id),
        catalogue,
      ),
    [lines, catalogue],
  );
  const errors = bookingErrors(values, context);
  const readiness = bookingReadiness(values, context);
  const { errorOf, touch, change, submit, summaryItems, focusKey } = useCheckoutForm<BookingField>({
    form: 'booking',
    errors,
    ready: readiness.ready,
    fields: visibleBookingFields(values),
    labels: BOOKING_FIELD_LABELS,
    alwaysShown: ['serviceType'],
    setField: (field, value) => setValues((current) => changeBookingField(current, field, value)),
    saveNow,
    serverMessage,
    processing,
    onSubmit,
  });
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
          {...schedule}
          lead={
            <PractitionerField
              form="booking"
              practitioners={schedule.strip.status === 'ready' ? schedule.strip.value.practitioners : []}
              value={values.practitionerId ?? ''}
              onChange={(practitionerId) => setValues((current) => ({ ...current, practitionerId }))}
            />
          }
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
          after={
            <TextMeField
              checked={values.smsOptIn !== 'no'}
              onChange={(checked) =>
                setValues((current) => ({ ...current, smsOptIn: checked ? 'yes' : 'no' }))
              }
            />
          }
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
            place={values.serviceType === 'home' ? 'home' : 'clinic'}
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
