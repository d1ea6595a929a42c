import { depositNote, LATE_CANCEL_KEEPS_DEPOSIT } from '@domain/deposits';
import { formatPesos } from '@domain/money';
import type { Deposit } from '@domain/schemas/payment';

/**
 * The deposit a booking owes, as the server computed it (issue 28 item 3): how much, by when, and the
 * policy (a late cancellation keeps it). Once paid, or a proof sent, it says so.
 */
export function DepositNotice({
  deposit,
  cancelled = false,
}: {
  deposit: Deposit | null | undefined;
  cancelled?: boolean;
}) {
  if (!deposit || cancelled) return null;
  if (deposit.met) {
    return (
      <p className="deposit-notice deposit-notice--met" role="status">
        Deposit of {formatPesos(deposit.amount)} received or proof sent: your time is kept.{' '}
        {LATE_CANCEL_KEEPS_DEPOSIT}
      </p>
    );
  }
  return (
    <div className="deposit-notice" role="note" aria-label="Deposit due">
      <p className="deposit-notice__amount">
        Deposit due now: <strong>{formatPesos(deposit.outstanding)}</strong>
      </p>
      <p className="deposit-notice__text">{depositNote(deposit.amount, deposit.dueBy)}</p>
    </div>
  );
}
