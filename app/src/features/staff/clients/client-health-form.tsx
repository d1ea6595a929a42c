import type { ClientRecord } from '../api/clients-api';
import { formatInstant } from '../format';

const shown = (value: boolean | string) => (value === true ? 'Yes' : value === false ? 'No' : value);

/** The client's health form as they last gave it: each answer with the date it was given. */
export function ClientHealthForm({ intake }: Pick<ClientRecord, 'intake'>) {
  return (
    <section aria-labelledby="client-health" className="client-record__section">
      <h2 id="client-health">Health form</h2>
      {intake.length === 0 ? (
        <p className="client-record__empty">Not filled in yet.</p>
      ) : (
        <dl className="client-record__answers">
          {intake.map((answer) => (
            <div
              key={answer.questionId}
              className={`client-record__answer${answer.value === true ? ' client-record__answer--yes' : ''}`}
            >
              <dt>{answer.question}</dt>
              <dd>
                <strong>{shown(answer.value)}</strong>{' '}
                <span className="client-record__answered">
                  answered <time dateTime={answer.answeredAt}>{formatInstant(answer.answeredAt)}</time>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
