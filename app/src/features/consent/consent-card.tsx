import type { ConsentRecord, ConsentTextView } from '@domain/consent/consent-record';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { db } from '../../offline/db';
import { acknowledgeDelivery } from '../../offline/outbox/booked-lines';
import { flushOutbox } from '../../offline/outbox/page-outbox-sync';
import { serverMessageOf } from '../../offline/outbox/use-submission';
import { useOnlineStatus } from '../../pwa/use-online-status';
import { consentItem, queueConsent } from './consent-outbox';
import { SignaturePad } from './signature-pad';

interface ConsentCardProps {
  token: string;
  text: ConsentTextView;
  /** The client's latest record of this consent, if any. */
  latest: ConsentRecord | undefined;
  /** A touch screen: a drawn signature is asked beside the typed name. */
  touch: boolean;
  /** Where an unsent signature waits: the client's phone, or the desk's tablet. */
  device?: 'phone' | 'tablet';
  onDelivered(): void;
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-PH', { dateStyle: 'long', timeZone: 'Asia/Manila' });

function statusOf(text: ConsentTextView, latest: ConsentRecord | undefined): string {
  if (!latest) return 'Not signed yet.';
  if (latest.action === 'withdraw') return `You withdrew this consent on ${dateOf(latest.signedAt)}.`;
  if (latest.version < text.version)
    return `You signed an earlier version on ${dateOf(latest.signedAt)}. The text has changed since: please read it and sign again.`;
  return `Signed by ${latest.signedName} on ${dateOf(latest.signedAt)} (version ${latest.version}).`;
}

/**
 * One consent: its text, where it stands, and a typed name (and on a touch screen a drawn signature)
 * to sign it, or to withdraw it once signed. What the client typed stays whatever the server says.
 */
export function ConsentCard({ token, text, latest, touch, device = 'phone', onDelivered }: ConsentCardProps) {
  const id = useId();
  const signed = latest?.action === 'sign' && latest.version === text.version;
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | undefined>();
  const [itemId, setItemId] = useState<string | undefined>();
  const item = useLiveQuery(() => consentItem(itemId), [itemId]);
  const online = useOnlineStatus();
  const waiting = item?.status === 'queued' || item?.status === 'sending';
  const told = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (item?.status !== 'delivered' || told.current === item.id) return;
    told.current = item.id;
    void acknowledgeDelivery(db, item.id);
    setItemId(undefined);
    setName('');
    onDelivered();
  }, [item, onDelivered]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const queued = await queueConsent(token, {
      action: signed ? 'withdraw' : 'sign',
      kind: text.kind,
      category: text.category,
      ...(signed ? {} : { version: text.version, textHash: text.textHash }),
      signedName: name,
      ...(!signed && touch && signature ? { signature } : {}),
    });
    setItemId(queued);
    void flushOutbox();
  }

  const rejected =
    item?.status === 'rejected' ? serverMessageOf(item, 'Your signature could not be saved') : '';
  const titleId = `${id}-title`;
  return (
    <section className="card consent-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent-card__title">
        {text.title}
      </h2>
      <p className={`consent-card__status${signed ? ' consent-card__status--signed' : ''}`}>
        {statusOf(text, latest)}
      </p>
      <details className="consent-card__text" open={!signed}>
        <summary>{signed ? 'Read what you signed' : 'Read the consent'}</summary>
        {text.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </details>
      <form
        className="consent-card__form"
        onSubmit={submit}
        noValidate
        aria-label={signed ? `Withdraw: ${text.label}` : `Sign: ${text.label}`}
      >
        <label className="consent-card__label" htmlFor={`${id}-name`}>
          {signed ? 'To withdraw, type your full name' : 'Type your full name to sign'}
        </label>
        <input
          id={`${id}-name`}
          className="input"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={waiting}
        />
        {touch && !signed ? (
          <SignaturePad id={`${id}-pad`} disabled={waiting} onChange={setSignature} />
        ) : null}
        <button
          type="submit"
          className={`button ${signed ? 'button--ghost' : 'button--primary'}`}
          disabled={waiting}
        >
          {signed ? 'Withdraw consent' : 'Sign'}
        </button>
        <p className="consent-card__progress" role="status">
          {waiting
            ? online
              ? 'Sending…'
              : `Saved on this ${device}. We send it as soon as you are back online.`
            : ''}
        </p>
        {rejected ? (
          <p className="consent-card__problem" role="alert">
            {rejected}
          </p>
        ) : null}
      </form>
    </section>
  );
}
