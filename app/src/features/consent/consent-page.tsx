import { latestConsent } from '@domain/consent/consent-record';
import { consentTextsFor } from '@domain/consent/consent-texts';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { deviceWord, LinkPageEnd, useAtDesk } from '../manage/at-desk';
import { ManageLoading, ManageNotFound } from '../manage/manage-load-states';
import { useLinkForm } from '../manage/use-link-form';
import { useNoIndex } from '../manage/use-no-index';
import { type ConsentsForm, fetchConsents } from './consent-api';
import { ConsentCard } from './consent-card';
import '../manage/manage.css';
import './consent.css';

/** Offline, the clinic's own consents still open (the visit's treatments need the connection). */
const OFFLINE_FORM: ConsentsForm = {
  texts: consentTextsFor([]).map((text) => ({
    kind: text.kind,
    category: null,
    label: text.title,
    version: text.version,
    title: text.title,
    paragraphs: [...text.paragraphs],
    textHash: '',
  })),
  consents: [],
};

/** A touch screen (a phone, a tablet at the desk): a drawn signature is asked beside the typed name. */
const isTouchScreen = () =>
  navigator.maxTouchPoints > 0 ||
  (typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);

/** `/my-booking/:token/consent`: the consents of this visit, signed on the phone (issue 27 item 4). */
export function ConsentPage() {
  const { token = '' } = useParams();
  const [touch] = useState(isTouchScreen);
  const atDesk = useAtDesk();
  usePageTitle('Consent forms');
  useNoIndex();

  const { state, reload } = useLinkForm(token, fetchConsents, OFFLINE_FORM);

  if (state.phase === 'loading') return <ManageLoading />;
  if (state.phase === 'not-found') return <ManageNotFound />;
  const { form, offline } = state;
  return (
    <section className="page page--narrow manage-page consent-page" aria-labelledby="page-title">
      <header className="manage-page__header">
        <p className="eyebrow">{atDesk ? 'At the clinic' : 'Before your visit'}</p>
        <h1 id="page-title">Consent forms</h1>
        <p className="lead">
          Please read each one. You sign by typing your full name{touch ? ' and drawing your signature' : ''}.
          The photos and offers consents are your choice; your treatment is the same either way. You can
          withdraw any consent here later.
        </p>
        {offline ? (
          <p className="consent-page__offline" role="status">
            You are offline. What you sign is kept on this {deviceWord(atDesk)} and sent when you are back
            online.
          </p>
        ) : null}
      </header>
      <div className="consent-page__list">
        {form.texts.map((text) => (
          <ConsentCard
            key={`${text.kind}-${text.category ?? ''}-${text.version}`}
            token={token}
            text={text}
            latest={latestConsent(form.consents, text.kind, text.category)}
            touch={touch}
            device={deviceWord(atDesk)}
            onDelivered={reload}
          />
        ))}
      </div>
      <LinkPageEnd token={token} atDesk={atDesk} className="consent-page__back" />
    </section>
  );
}
