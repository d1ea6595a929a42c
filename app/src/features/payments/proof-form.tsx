import { PAYMENT_REFERENCE_LIMIT } from '@domain/payment';
import type { PaymentProof } from '@domain/schemas/payment';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { db } from '../../offline/db';
import { acknowledgeDelivery } from '../../offline/outbox/booked-lines';
import { flushOutbox } from '../../offline/outbox/page-outbox-sync';
import { useUploadProgress } from '../../offline/outbox/upload-progress';
import { serverMessageOf } from '../../offline/outbox/use-submission';
import { useOnlineStatus } from '../../pwa/use-online-status';
import { latestProofItem, type ProofTarget, queueProof } from './proof-outbox';
import { ProofProgress } from './proof-progress';
import { shrinkImage } from './shrink-image';

/** What the file picker offers: what the server takes, HEIC (an iPhone's photos) and AVIF included. */
const PROOF_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,.heic,.heif,.avif';

interface ProofFormProps {
  token: string;
  /** Whose manage link the token is: the proof goes to that link's upload address. */
  target?: ProofTarget | undefined;
  /** The proof the clinic already has, if any: a new one replaces it. */
  current: PaymentProof | null;
  /** Told when the server has the proof, with its answer (the booking or consultation as it now stands). */
  onDelivered?(response: unknown): void;
}

/**
 * The client attaches a screenshot of the transfer and, if they like, its reference number. The
 * image is shrunk on the phone and queued in the outbox: offline it waits and is sent once.
 */
export function ProofForm({ token, target = 'booking', current, onDelivered }: ProofFormProps) {
  const titleId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const item = useLiveQuery(() => latestProofItem(token, target), [token, target]);
  const waiting = item?.status === 'queued' || item?.status === 'sending';
  const online = useOnlineStatus();
  const progress = useUploadProgress(item?.status === 'sending' ? item.id : undefined);
  // Only a delivery seen on this visit is news: one from an earlier visit was shown then.
  const [openedAt] = useState(() => Date.now());
  const deliveredId = item?.status === 'delivered' && (item.settledAt ?? 0) >= openedAt ? item.id : undefined;
  const told = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!deliveredId || told.current === deliveredId) return;
    told.current = deliveredId;
    // Seen here, so no notice repeats it on the next page.
    void acknowledgeDelivery(db, deliveredId);
    onDelivered?.(item?.response);
  }, [deliveredId, item, onDelivered]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setProblem('Choose the screenshot or photo of your payment');
      fileRef.current?.focus();
      return;
    }
    setProblem('');
    setBusy(true);
    try {
      const image = await shrinkImage(file);
      await queueProof(
        token,
        { image: image.blob, fileName: image.fileName, reference: reference.trim() || undefined },
        target,
      );
      if (fileRef.current) fileRef.current.value = '';
      setReference('');
      void flushOutbox();
    } finally {
      setBusy(false);
    }
  }

  const rejected = item?.status === 'rejected' ? serverMessageOf(item, 'The proof could not be sent') : '';
  return (
    <form className="proof-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId} className="proof-form__title">
        {current ? 'Send a new proof of payment' : 'Send your proof of payment'}
      </h3>
      {current ? (
        <p className="proof-form__note">
          We have your proof sent{' '}
          {new Date(current.submittedAt).toLocaleString('en-PH', { timeZone: 'Asia/Manila' })}
          {current.reference ? ` (reference ${current.reference})` : ''}. A new one replaces it.
        </p>
      ) : null}
      <label className="proof-form__field">
        <span>Reference number (optional)</span>
        <input
          name="reference"
          value={reference}
          maxLength={PAYMENT_REFERENCE_LIMIT}
          autoComplete="off"
          onChange={(event) => setReference(event.target.value)}
        />
      </label>
      <label className="proof-form__field">
        <span>Screenshot or photo of your payment</span>
        <input
          ref={fileRef}
          name="file"
          type="file"
          accept={PROOF_ACCEPT}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${titleId}-hint ${titleId}-problem` : `${titleId}-hint`}
        />
      </label>
      <p id={`${titleId}-hint`} className="proof-form__hint">
        JPEG, PNG, WebP or HEIC (an iPhone photo), up to 5 MB
      </p>
      {problem ? (
        <p id={`${titleId}-problem`} className="proof-form__problem">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy || waiting}>
        {busy ? 'Preparing…' : 'Send proof'}
      </button>
      <p className="proof-form__status" role="status" data-testid="proof-status">
        {waiting && item ? (
          <ProofProgress item={item} online={online} progress={progress} />
        ) : deliveredId ? (
          'Received: the clinic checks it and confirms your payment by e-mail.'
        ) : (
          ''
        )}
      </p>
      {rejected ? (
        <p className="proof-form__problem" role="alert">
          {rejected}
        </p>
      ) : null}
    </form>
  );
}
