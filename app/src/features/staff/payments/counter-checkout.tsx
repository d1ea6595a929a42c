import { formatPesos } from '@domain/money';
import { PAYMENT_STATUS_LABELS, type Payment } from '@domain/payment';
import { useState } from 'react';
import { isApiError, isNetworkError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { db } from '../../../offline/db';
import { flushOutbox } from '../../../offline/outbox/page-outbox-sync';
import { emailStatement, type TakePaymentInput, takePayment } from '../api/counter-api';
import type { NextSession } from '../desk/next-session';
import { describePayment, queueDeskPayment } from '../desk-outbox/counter-queue';
import { BookNextSession } from './book-next-session';
import { PaymentEntriesList } from './payment-entries-list';
import { QueuedPayments } from './queued-payments';
import { StatementView, type StatementVisit } from './statement-view';
import { type DraftField, type TakePaymentDraft, TakePaymentFields } from './take-payment-fields';
import './counter-checkout.css';

interface CounterCheckoutProps {
  bookingId: string;
  totalPrice: number;
  payment: Payment;
  onPaid: (payment: Payment) => void;
  visit: StatementVisit;
  disabledReason: string | null;
  /** The client's next session, offered here; null when the booking names no treatment. */
  nextSession: NextSession | null;
}

const FIELDS: readonly DraftField[] = ['method', 'amount', 'reference', 'tendered', 'reason'];

function dueOf(payment: Payment, total: number): number {
  return payment.status === 'unpaid' || payment.status === 'proof-submitted' ? total : payment.balance;
}

const freshDraft = (due: number): TakePaymentDraft => ({
  method: 'cash',
  amount: due > 0 ? String(due) : '',
  reference: '',
  tendered: '',
  reason: '',
});

/** The figures the server is sent; a problem per field when a figure cannot be read. */
function inputOf(draft: TakePaymentDraft, correcting: boolean, id: string) {
  const problems: Partial<Record<DraftField, string>> = {};
  const amount = Number(draft.amount);
  if (!draft.amount.trim() || !Number.isFinite(amount)) problems.amount = 'Enter the amount in pesos.';
  else if (correcting && amount >= 0)
    problems.amount = 'A correction takes money back: enter a negative amount.';
  else if (!correcting && amount <= 0) problems.amount = 'Enter the amount received, more than ₱0.';
  const tendered = Number(draft.tendered);
  const cash = draft.method === 'cash' && !correcting;
  if (cash && draft.tendered.trim() && (!Number.isFinite(tendered) || tendered < amount)) {
    problems.tendered = 'The cash received must cover the amount.';
  }
  if (correcting && !draft.reason.trim()) problems.reason = 'Say why the entry is corrected.';
  const input: TakePaymentInput = {
    id,
    method: draft.method,
    amount,
    ...(!cash && draft.reference.trim() ? { reference: draft.reference.trim() } : {}),
    ...(cash && draft.tendered.trim() ? { tendered } : {}),
    ...(correcting ? { reason: draft.reason.trim() } : {}),
  };
  return { input, problems };
}

/**
 * Checkout at the counter (issue 29 item 2): what is due, the entries, and a form for the next
 * payment, prefilled with the balance; cash shows the change as it is typed; and the client's next
 * session to book. Each try keeps one entry id, so a retry after a lost answer writes the entry once.
 * With no line (issue 29 item 6) a payment waits in the outbox under that same id and is listed as
 * waiting, not as received.
 */
export function CounterCheckout({
  bookingId,
  totalPrice,
  payment,
  onPaid,
  visit,
  disabledReason,
  nextSession,
}: CounterCheckoutProps) {
  const isAdmin = useSession().user?.role === 'admin';
  const due = dueOf(payment, totalPrice);
  const [correcting, setCorrecting] = useState(false);
  const [draft, setDraft] = useState(() => freshDraft(due));
  const [entryId, setEntryId] = useState(() => crypto.randomUUID());
  const [problems, setProblems] = useState<Partial<Record<DraftField, string>>>({});
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const [printing, setPrinting] = useState(false);
  const online = useOnlineStatus();
  const received = Number(payment.amountPaid ?? 0);
  const disabled = saving || Boolean(disabledReason);
  // Offline a payment is kept and sent later; a correction (admins) waits for the line.
  const takeDisabled = saving || (Boolean(disabledReason) && (online || correcting));

  function settle(message: string, left: number) {
    setMessage(message);
    setDraft(freshDraft(left));
    setEntryId(crypto.randomUUID());
    setCorrecting(false);
  }

  async function keep(input: TakePaymentInput) {
    await queueDeskPayment(db, bookingId, input, visit.customerName);
    settle(
      `Saved on this device: ${describePayment(input, visit.customerName)}, waiting to send. It counts as received once the clinic has it.`,
      Math.max(0, due - input.amount),
    );
    void flushOutbox();
  }

  async function submit() {
    const { input, problems: found } = inputOf(draft, correcting, entryId);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setMessage('');
    const offlineTake = !correcting;
    try {
      if (offlineTake && !navigator.onLine) {
        await keep(input);
        return;
      }
      const updated = await takePayment(bookingId, input);
      onPaid(updated);
      const left = dueOf(updated, totalPrice);
      settle(
        left > 0
          ? `Recorded. Balance now ${formatPesos(left)}.`
          : `Recorded. ${PAYMENT_STATUS_LABELS[updated.status]}.`,
        left,
      );
    } catch (error) {
      if (offlineTake && isNetworkError(error)) {
        await keep(input).catch(() => setMessage('Not saved: this device could not keep the payment.'));
        return;
      }
      const field = isApiError(error) ? (error.body as { field?: string } | null)?.field : undefined;
      const text = isApiError(error) ? error.message : 'Failed to record the payment';
      if (field && (FIELDS as readonly string[]).includes(field)) setProblems({ [field]: text });
      else setMessage(text);
    } finally {
      setSaving(false);
    }
  }

  async function sendStatement() {
    setMessage('');
    try {
      setMessage(await emailStatement(bookingId));
    } catch (error) {
      setMessage(isApiError(error) ? error.message : 'Failed to e-mail the statement');
    }
  }

  function print() {
    setPrinting(true);
    // The statement is on the page before the print dialog opens.
    requestAnimationFrame(() => window.print());
  }

  return (
    <section className="counter" aria-labelledby={`counter-${bookingId}`}>
      <h3 id={`counter-${bookingId}`} className="booking-view__heading">
        Checkout at the counter
      </h3>
      <dl className="counter__due">
        <div>
          <dt>Total</dt>
          <dd>{formatPesos(totalPrice)}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{formatPesos(received)}</dd>
        </div>
        <div className="counter__balance">
          <dt>Balance</dt>
          <dd>{due > 0 ? formatPesos(due) : PAYMENT_STATUS_LABELS[payment.status]}</dd>
        </div>
      </dl>
      <PaymentEntriesList entries={payment.entries ?? []} />
      <QueuedPayments bookingId={bookingId} onPaid={onPaid} />
      {due > 0 || correcting ? (
        <>
          <TakePaymentFields
            draft={draft}
            onChange={setDraft}
            problems={problems}
            correcting={correcting}
            disabled={takeDisabled}
          />
          <div className="staff-payment__actions">
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => void submit()}
              disabled={takeDisabled}
            >
              {correcting ? 'Record the correction' : 'Take payment'}
            </button>
          </div>
        </>
      ) : null}
      <div className="staff-payment__actions">
        {isAdmin && received > 0 ? (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={correcting}
            onClick={() => {
              setCorrecting(!correcting);
              setDraft({ ...freshDraft(due), amount: '' });
              setProblems({});
            }}
            disabled={disabled}
          >
            {correcting ? 'Cancel the correction' : 'Correct an entry'}
          </button>
        ) : null}
        {nextSession ? (
          <BookNextSession bookingId={bookingId} next={nextSession} prominent={due <= 0} />
        ) : null}
        <button type="button" className="button button--ghost button--small" onClick={print}>
          Print statement
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void sendStatement()}
          disabled={Boolean(disabledReason)}
        >
          E-mail statement
        </button>
      </div>
      <p className="staff-payment__message" role="status">
        {message}
      </p>
      {printing ? (
        <StatementView
          visit={visit}
          totalPrice={totalPrice}
          payment={payment}
          onClose={() => setPrinting(false)}
        />
      ) : null}
    </section>
  );
}
