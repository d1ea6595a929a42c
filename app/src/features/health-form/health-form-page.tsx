import { healthQuestionsFor } from '@domain/health-form/health-questions';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { deviceWord, LinkPageEnd, useAtDesk } from '../manage/at-desk';
import { ManageLoading, ManageNotFound } from '../manage/manage-load-states';
import { useLinkForm } from '../manage/use-link-form';
import { useNoIndex } from '../manage/use-no-index';
import { type FormVisit, HealthForm } from './health-form';
import { fetchIntakeForm, type IntakeForm } from './health-form-api';
import { HealthReviewNote } from './health-review-note';
import '../manage/manage.css';
import './health-form.css';

/** Offline, the form still opens: every question, none answered yet, sent once back online. */
const OFFLINE_FORM: IntakeForm = {
  questions: healthQuestionsFor([]),
  answers: {},
  updatedAt: null,
  healthReview: false,
};

/** `/my-booking/:token/health-form`: the client's health form for this visit (issue 27 item 2). */
export function HealthFormPage() {
  const { token = '' } = useParams();
  const atDesk = useAtDesk();
  usePageTitle('Health form');
  useNoIndex();

  const { state, reload } = useLinkForm(token, fetchIntakeForm, OFFLINE_FORM);
  // Outlives the form, which is drawn anew from the clinic's copy once the answers arrive: the
  // thanks for them must survive that (it was lost with the old form).
  const [visit] = useState<FormVisit>(() => ({ openedAt: Date.now(), told: new Set() }));

  if (state.phase === 'loading') return <ManageLoading />;
  if (state.phase === 'not-found') return <ManageNotFound />;
  const { form, offline } = state;
  return (
    <section className="page page--narrow manage-page health-page" aria-labelledby="page-title">
      <header className="manage-page__header">
        <p className="eyebrow">{atDesk ? 'At the clinic' : 'Before your visit'}</p>
        <h1 id="page-title">Health form</h1>
        <p className="lead">
          A few questions so your treatment is safe for you. Answer what applies; only the clinic’s staff read
          your answers, and they are kept private.
        </p>
        {form.updatedAt ? (
          <p className="health-page__saved">
            Last saved{' '}
            {new Date(form.updatedAt).toLocaleDateString('en-PH', {
              dateStyle: 'long',
              timeZone: 'Asia/Manila',
            })}
            . Change anything that is no longer true.
          </p>
        ) : null}
        {offline ? (
          <p className="health-page__offline" role="status">
            You are offline. Your answers are kept on this {deviceWord(atDesk)} and sent when you are back
            online.
          </p>
        ) : null}
      </header>
      {form.healthReview ? <HealthReviewNote /> : null}
      <HealthForm
        key={form.updatedAt ?? 'new'}
        token={token}
        form={form}
        device={deviceWord(atDesk)}
        visit={visit}
        onDelivered={reload}
      />
      <LinkPageEnd token={token} atDesk={atDesk} className="health-page__back" />
    </section>
  );
}
