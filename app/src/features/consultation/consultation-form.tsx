import { MIN_CONSULTATION_AGE } from '@domain/consultation';
import type { DraftSaveProblem } from '../../offline/drafts/use-draft';
import { ContactFields, NotesField, ScheduleFields, Section } from '../booking/form/common-fields';
import { DraftSaveNotice } from '../booking/form/draft-save-notice';
import { ErrorSummary } from '../booking/form/error-summary';
import { controlId } from '../booking/form/field-problem';
import { PaymentMethodField } from '../booking/form/payment-method-field';
import { SubmitArea } from '../booking/form/submit-area';
import { useCheckoutForm } from '../booking/form/use-checkout-form';
import type { FormTime } from '../booking/time/use-form-time';
import {
  CONSULTATION_FIELD_LABELS,
  CONSULTATION_FIELDS,
  type ConsultationField,
  type ConsultationFormValues,
  consultationErrors,
  consultationReadiness,
} from './consultation-rules';

interface ConsultationFormProps {
  values: ConsultationFormValues;
  /** The clinic's free starts for a video call on the chosen date. */
  schedule: FormTime['schedule'];
  setValues(update: (current: ConsultationFormValues) => ConsultationFormValues): void;
  saveNow(): void;
  saveProblem: DraftSaveProblem | undefined;
  serverMessage: string | undefined;
  processing: boolean;
  priceText: string;
  onSubmit(): void;
}

/** Date, time, the person and the payment for one online video consultation. */
export function ConsultationForm({
  values,
  schedule,
  setValues,
  saveNow,
  saveProblem,
  serverMessage,
  processing,
  priceText,
  onSubmit,
}: ConsultationFormProps) {
  const errors = consultationErrors(values, schedule.timeProblem);
  const readiness = consultationReadiness(values, schedule.timeProblem);
  const { errorOf, touch, change, submit, summaryItems, focusKey } = useCheckoutForm<ConsultationField>({
    form: 'consultation',
    errors,
    ready: readiness.ready,
    fields: CONSULTATION_FIELDS,
    labels: CONSULTATION_FIELD_LABELS,
    setField: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    saveNow,
    serverMessage,
    processing,
    onSubmit,
  });

  return (
    <form className="booking-form" onSubmit={submit} noValidate aria-describedby="consultation-form-saved">
      {serverMessage || summaryItems.length > 0 ? (
        <ErrorSummary
          title={serverMessage ? 'We could not book this yet' : 'Please check these details'}
          message={serverMessage}
          items={summaryItems}
          focusKey={focusKey}
        />
      ) : null}
      <fieldset className="booking-form__fields" disabled={processing}>
        <ScheduleFields
          form="consultation"
          step={1}
          {...schedule}
          values={values}
          errorOf={errorOf}
          onChange={change}
          onTouch={touch}
        />
        <ContactFields
          form="consultation"
          step={2}
          minAge={MIN_CONSULTATION_AGE}
          values={values}
          errorOf={errorOf}
          onChange={change}
          onTouch={touch}
        />
        <Section step={3} title="Payment">
          <PaymentMethodField
            id={controlId('consultation', 'paymentMethod')}
            value={values.paymentMethod}
            onChange={(value) => change('paymentMethod', value, true)}
            error={errorOf('paymentMethod')}
            purpose="your consultation"
            place="online"
            amount={priceText}
          />
        </Section>
        <NotesField
          form="consultation"
          step={4}
          value={values.notes}
          error={errorOf('notes')}
          hint="Your goals and any questions for the doctor"
          onChange={change}
          onTouch={touch}
        />
      </fieldset>
      <DraftSaveNotice id="consultation-form-saved" problem={saveProblem} />
      <SubmitArea
        form="consultation"
        ready={readiness.ready}
        missing={readiness.missing}
        invalid={readiness.invalid}
        busy={processing}
        label={`Book consultation · ${priceText}`}
        busyLabel="Booking..."
      />
    </form>
  );
}
