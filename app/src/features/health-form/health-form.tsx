import type { HealthQuestion } from '@domain/health-form/health-questions';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { db } from '../../offline/db';
import { acknowledgeDelivery } from '../../offline/outbox/booked-lines';
import { flushOutbox } from '../../offline/outbox/page-outbox-sync';
import { serverMessageOf } from '../../offline/outbox/use-submission';
import { useOnlineStatus } from '../../pwa/use-online-status';
import type { IntakeForm } from './health-form-api';
import { type GivenAnswers, latestHealthFormItem, queueHealthForm } from './health-form-outbox';
import { HealthQuestionField } from './health-question-field';

interface HealthFormProps {
  token: string;
  form: IntakeForm;
  /** Where unsent answers wait: the client's phone, or the desk's tablet. */
  device?: 'phone' | 'tablet';
  /**
   * The page's visit: answers delivered since it opened are thanked for, and each delivery is told
   * once. Kept by the page, since the form is drawn anew when the clinic's copy comes back.
   */
  visit: FormVisit;
  /** Told once the clinic has the answers, to read the form back as it now stands. */
  onDelivered(): void;
}

export interface FormVisit {
  openedAt: number;
  /** The deliveries already told to the page. */
  told: Set<string>;
}

const answersOf = (form: IntakeForm): GivenAnswers =>
  Object.fromEntries(Object.entries(form.answers).map(([id, answer]) => [id, answer.value]));

/**
 * The questions of the visit, answered on the phone. Saving queues the answers in the outbox: sent
 * now when online, kept on the phone and sent once the connection is back when not. What the client
 * typed stays on the screen whatever the server says.
 */
export function HealthForm({ token, form, device = 'phone', visit, onDelivered }: HealthFormProps) {
  const [answers, setAnswers] = useState<GivenAnswers>(() => answersOf(form));
  const [busy, setBusy] = useState(false);
  const online = useOnlineStatus();
  const item = useLiveQuery(() => latestHealthFormItem(token), [token]);
  const waiting = item?.status === 'queued' || item?.status === 'sending';
  const deliveredId =
    item?.status === 'delivered' && (item.settledAt ?? 0) >= visit.openedAt ? item.id : undefined;

  useEffect(() => {
    if (!deliveredId || visit.told.has(deliveredId)) return;
    visit.told.add(deliveredId);
    void acknowledgeDelivery(db, deliveredId);
    onDelivered();
  }, [deliveredId, visit, onDelivered]);

  const byId = useMemo(() => new Map(form.questions.map((question) => [question.id, question])), [form]);
  const followUps = new Set(
    form.questions.flatMap((question) => (question.details ? [question.details] : [])),
  );
  const shown = form.questions.filter((question) => !followUps.has(question.id));

  const change = (id: string, value: boolean | string) =>
    setAnswers((current) => ({ ...current, [id]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      // Only this visit's questions: answers to others stay on the clinic's copy as they were.
      const given = Object.fromEntries(
        form.questions.flatMap((question: HealthQuestion) => {
          const value = answers[question.id];
          return value === undefined ? [] : [[question.id, value]];
        }),
      );
      await queueHealthForm(token, given);
      void flushOutbox();
    } finally {
      setBusy(false);
    }
  }

  const rejected =
    item?.status === 'rejected' ? serverMessageOf(item, 'Your answers could not be saved') : '';
  return (
    <form className="card health-form" aria-label="Health form" onSubmit={submit} noValidate>
      {shown.map((question) => (
        <HealthQuestionField
          key={question.id}
          question={question}
          value={answers[question.id]}
          details={question.details ? byId.get(question.details) : undefined}
          detailsValue={question.details ? (answers[question.details] as string | undefined) : undefined}
          disabled={busy || waiting}
          onChange={change}
        />
      ))}
      <div className="health-form__submit">
        <button type="submit" className="button button--primary button--large" disabled={busy || waiting}>
          Save my answers
        </button>
        <p className="health-form__status" role="status">
          {waiting
            ? online
              ? 'Sending your answers…'
              : `Saved on this ${device}. We send your answers as soon as you are back online.`
            : deliveredId
              ? 'Thank you: the clinic has your health form.'
              : ''}
        </p>
        {rejected ? (
          <p className="health-form__problem" role="alert">
            {rejected}
          </p>
        ) : null}
      </div>
    </form>
  );
}
