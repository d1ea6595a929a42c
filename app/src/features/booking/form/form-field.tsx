import type { ReactNode } from 'react';
import './form.css';
import './paired-fields.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby': string;
  'aria-invalid': true | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and read out when it appears. */
  error?: string | undefined;
  optional?: boolean;
  className?: string;
  /** A text control's value and its `maxLength`: near the limit, the field says how much is left. */
  length?: { value: string; max: number };
  children: (control: ControlProps) => ReactNode;
}

/** Past this share of `maxLength` the field counts down, so nothing is cut without a word. */
const LENGTH_NOTE_FROM = 0.8;

/** What a field says about its length near `max`, or nothing while there is room. */
export function lengthNote(value: string, max: number): string {
  if (value.length < max * LENGTH_NOTE_FROM) return '';
  const left = Math.max(0, max - value.length);
  if (left === 0)
    return `That is the most this field takes (${max.toLocaleString('en-PH')} characters): anything typed past it was not added.`;
  return `${left.toLocaleString('en-PH')} ${left === 1 ? 'character' : 'characters'} left`;
}

/**
 * A labelled control with its hint and its error beside it. The error line is always in the page
 * (empty when all is well) so screen readers announce a message the moment it appears.
 */
export function FormField({ id, label, hint, error, optional, className, length, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const lengthId = `${id}-length`;
  const note = length ? lengthNote(length.value, length.max) : '';
  const describedBy = [hint ? hintId : '', errorId, length ? lengthId : ''].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {optional ? <span className="form-field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      <p id={errorId} className="field-error" aria-live="polite">
        {error ?? ''}
      </p>
      {length ? (
        <p id={lengthId} className="form-field__length" aria-live="polite">
          {note}
        </p>
      ) : null}
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** Decorative artwork beside the label (a logo). */
  media?: ReactNode;
}

interface ChoiceGroupProps {
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption[];
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Extra lines under the options (notices), read with the group. */
  footer?: ReactNode;
  className?: string;
}

/** Radio buttons drawn as cards in a fieldset that carries the legend, the hint and the error. */
export function ChoiceGroup({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  footer,
  className,
}: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      id={id}
      className={`choice-group${error ? ' choice-group--invalid' : ''}${className ? ` ${className}` : ''}`}
      aria-describedby={hint ? `${hintId} ${errorId}` : errorId}
    >
      <legend className="field-label">{legend}</legend>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="choice-group__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={`choice-card${option.disabled ? ' choice-card--disabled' : ''}`}
            >
              <input
                id={optionId}
                className="choice-card__input"
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                required
                onChange={() => onChange(option.value)}
              />
              {option.media ? <span className="choice-card__media">{option.media}</span> : null}
              <span className="choice-card__text">
                <span className="choice-card__label">{option.label}</span>
                {option.description ? (
                  <span className="choice-card__description">{option.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {footer}
      <p id={errorId} className="field-error" aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
