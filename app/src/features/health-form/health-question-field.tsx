import type { HealthQuestion } from '@domain/health-form/health-questions';
import { MAX_HEALTH_TEXT } from '@domain/health-form/health-questions';

interface FieldProps {
  question: HealthQuestion;
  value: boolean | string | undefined;
  /** The text follow-up asked when the answer is yes, if any. */
  details?: HealthQuestion | undefined;
  detailsValue?: string | undefined;
  disabled: boolean;
  onChange(id: string, value: boolean | string): void;
}

function TextAnswer({ question, value, disabled, onChange }: Omit<FieldProps, 'details' | 'detailsValue'>) {
  const id = `health-${question.id}`;
  return (
    <div className="health-question health-question--text">
      <label htmlFor={id} className="health-question__text">
        {question.text}
      </label>
      {question.hint ? (
        <p id={`${id}-hint`} className="health-question__hint">
          {question.hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={question.id}
        rows={2}
        maxLength={MAX_HEALTH_TEXT}
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        aria-describedby={question.hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(question.id, event.target.value)}
      />
    </div>
  );
}

/** One question: a yes-no as a fieldset of two radios (its follow-up shown on yes), or a text box. */
export function HealthQuestionField(props: FieldProps) {
  const { question, value, details, detailsValue, disabled, onChange } = props;
  if (question.kind === 'text') return <TextAnswer {...props} />;
  const id = `health-${question.id}`;
  return (
    <fieldset className="health-question" aria-describedby={question.hint ? `${id}-hint` : undefined}>
      <legend className="health-question__text">{question.text}</legend>
      {question.hint ? (
        <p id={`${id}-hint`} className="health-question__hint">
          {question.hint}
        </p>
      ) : null}
      <div className="health-question__choices">
        {[true, false].map((choice) => (
          <label key={String(choice)} className="health-question__choice">
            <input
              type="radio"
              name={question.id}
              value={choice ? 'yes' : 'no'}
              checked={value === choice}
              disabled={disabled}
              onChange={() => onChange(question.id, choice)}
            />
            <span>{choice ? 'Yes' : 'No'}</span>
          </label>
        ))}
      </div>
      {details && value === true ? (
        <TextAnswer question={details} value={detailsValue} disabled={disabled} onChange={onChange} />
      ) : null}
    </fieldset>
  );
}
