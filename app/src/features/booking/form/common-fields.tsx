import { TEXT_LIMITS } from '@domain/schemas/fields';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import type { TimeChoice } from '../time/time-choices';
import type { DayStripState } from '../time/use-day-strip';
import { DayTimeFields } from './day-time-fields';
import { controlId } from './field-problem';
import { FormField } from './form-field';

export type CommonField = 'date' | 'time' | 'customerName' | 'age' | 'email' | 'phone' | 'notes';

interface SectionProps {
  form: string;
  step: number;
  values: Record<CommonField, string>;
  errorOf(field: CommonField): string | undefined;
  onChange(field: CommonField, value: string, touchNow?: boolean): void;
  onTouch(field: CommonField): void;
}

export function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="booking-section">
      <legend className="booking-section__title">
        <span className="booking-section__step" aria-hidden="true">
          {step}
        </span>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

interface ScheduleProps extends SectionProps {
  /** The starts the clinic offers for the chosen place, date and cart; `undefined` while unknown. */
  times: readonly TimeChoice[] | undefined;
  /** What the list is waiting for, or why it may be out of date. */
  timeHint: string;
  /** Why the chosen start cannot be booked as the list now stands. */
  timeProblem: string | undefined;
  /** The next two weeks at the chosen place, with the next free start. */
  strip: DayStripState;
  /** Shown first in the step (the booking form's choice of practitioner). */
  lead?: ReactNode;
}

/** The "When" step: the shared day and time picker (DayTimeFields) for the form's values. */
export function ScheduleFields({
  form,
  step,
  values,
  errorOf,
  onChange,
  onTouch,
  times,
  timeHint,
  timeProblem,
  strip,
  lead,
}: ScheduleProps) {
  return (
    <Section step={step} title="When">
      {lead}
      <DayTimeFields
        form={form}
        date={values.date}
        time={values.time}
        dateError={errorOf('date')}
        timeError={errorOf('time') ?? timeProblem}
        onDate={(date, touchNow) => onChange('date', date, touchNow)}
        onTime={(time) => onChange('time', time, true)}
        onDateBlur={() => onTouch('date')}
        times={times}
        timeHint={timeHint}
        strip={strip}
      />
    </Section>
  );
}

/** Name, age, e-mail and a Philippine mobile number. */
export function ContactFields({
  form,
  step,
  values,
  errorOf,
  onChange,
  onTouch,
  minAge,
  after,
}: SectionProps & { minAge: number; after?: ReactNode }) {
  return (
    <Section step={step} title="About you">
      <div className="booking-grid">
        <FormField
          id={controlId(form, 'customerName')}
          label="Full name"
          error={errorOf('customerName')}
          length={{ value: values.customerName, max: TEXT_LIMITS.customerName }}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              name="customerName"
              type="text"
              autoComplete="name"
              required
              maxLength={TEXT_LIMITS.customerName}
              value={values.customerName}
              onChange={(event) => onChange('customerName', event.target.value)}
              onBlur={() => onTouch('customerName')}
            />
          )}
        </FormField>
        <FormField
          id={controlId(form, 'age')}
          label="Age"
          hint={`${minAge} to 100 years old`}
          error={errorOf('age')}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              name="age"
              type="number"
              inputMode="numeric"
              required
              min={minAge}
              max={100}
              step={1}
              value={values.age}
              onChange={(event) => onChange('age', event.target.value)}
              onBlur={() => onTouch('age')}
            />
          )}
        </FormField>
        <FormField id={controlId(form, 'email')} label="E-mail" error={errorOf('email')}>
          {(control) => (
            <input
              {...control}
              className="input"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={TEXT_LIMITS.email}
              value={values.email}
              onChange={(event) => onChange('email', event.target.value)}
              onBlur={() => onTouch('email')}
            />
          )}
        </FormField>
        <FormField
          id={controlId(form, 'phone')}
          label="Mobile number"
          hint="09XXXXXXXXX or +639XXXXXXXXX"
          error={errorOf('phone')}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              maxLength={30}
              value={values.phone}
              onChange={(event) => onChange('phone', event.target.value)}
              onBlur={() => onTouch('phone')}
            />
          )}
        </FormField>
      </div>
      {after}
      <p className="booking-privacy-note">
        We use your details only for your visits and payments, and never sell them.{' '}
        <a href={paths.privacy.href()} target="_blank" rel="noopener">
          How we look after your data<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </Section>
  );
}

interface NotesFieldProps {
  form: string;
  step: number;
  value: string;
  error: string | undefined;
  hint?: string;
  onChange(field: 'notes', value: string): void;
  onTouch(field: 'notes'): void;
}

export function NotesField({ form, step, value, error, hint, onChange, onTouch }: NotesFieldProps) {
  return (
    <Section step={step} title="Anything we should know?">
      <FormField
        id={controlId(form, 'notes')}
        label="Notes"
        optional
        hint={hint ?? 'Allergies, medical conditions, or anything that helps our doctors prepare'}
        error={error}
        length={{ value, max: TEXT_LIMITS.notes }}
      >
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            name="notes"
            rows={3}
            maxLength={TEXT_LIMITS.notes}
            value={value}
            onChange={(event) => onChange('notes', event.target.value)}
            onBlur={() => onTouch('notes')}
          />
        )}
      </FormField>
    </Section>
  );
}
