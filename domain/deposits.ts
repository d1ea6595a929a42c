import { CANCEL_NOTICE_HOURS } from './appointment-time';
import { formatManilaDateTime } from './manila-date';
import { formatPesos } from './money';
import type { PaymentStatus } from './payment';

/**
 * Deposits (issue 28 item 3). The clinic may ask an online booking for a deposit: never, on a
 * client's first visit only, or on every booking; a percentage of the booking's total. A booking that
 * owes one keeps its place for the deposit window (DEPOSIT_WINDOW_MINUTES on the server) and is then
 * released (cancelled, its place freed, the client told) if the deposit is still unpaid. A deposit is
 * part of the total, not on top of it: what was received counts toward the total as any payment does.
 * A payment recorded by the desk, or a proof of payment sent, keeps the booking (the desk checks the
 * proof, as it does for any transfer). A late cancellation keeps the deposit.
 *
 * The rule lives here once: the server computes the deposit at booking time and stores it with the
 * booking; the online checkout asks `amountDueNow` what to charge.
 */
export const DEPOSIT_MODES = ['none', 'first-visit', 'every-booking'] as const;
export type DepositMode = (typeof DEPOSIT_MODES)[number];

export interface DepositPolicy {
  mode: DepositMode;
  /** Whole percent of the booking's total, 1 to 100 (kept when the mode is `none`). */
  percent: number;
}

export const NO_DEPOSIT: DepositPolicy = { mode: 'none', percent: 30 };

export const DEPOSIT_MODE_LABELS: Record<DepositMode, string> = {
  none: 'No deposit',
  'first-visit': "Clients' first visits only",
  'every-booking': 'Every online booking',
};

/** Default minutes a booking that owes a deposit keeps its place unpaid. */
export const DEFAULT_DEPOSIT_WINDOW_MINUTES = 120;
/** How often each server instance looks for deposits past their window. */
export const DEPOSIT_LAPSE_EVERY_MINUTES = 1;

export const DEPOSIT_ACTOR = 'Clinic (automatic)';
export const DEPOSIT_LAPSE_REASON = 'the deposit was not paid in time: the time was released';

/**
 * The deposit a booking owes in pesos (0 for none): the policy's percent of its total, rounded up to
 * a whole peso, never more than the total. Free visits (paid from a package) owe nothing.
 */
export function depositDue(policy: DepositPolicy, booking: { total: number }, isFirstVisit: boolean): number {
  if (policy.mode === 'none' || booking.total <= 0) return 0;
  if (policy.mode === 'first-visit' && !isFirstVisit) return 0;
  const percent = Math.min(100, Math.max(0, policy.percent));
  return Math.min(booking.total, Math.ceil((booking.total * percent) / 100));
}

/**
 * The status a new online booking is born with: `confirmed` when the clinic confirms online bookings
 * at once and no deposit is owed; otherwise `pending`. A booking that owes a deposit waits for it
 * even when the clinic confirms at once (born confirmed, it would never be released unpaid); paid
 * online, it is confirmed then.
 */
export function bornStatus(instantConfirmation: boolean, deposit: number): 'pending' | 'confirmed' {
  return instantConfirmation && deposit === 0 ? 'confirmed' : 'pending';
}

export interface DepositState {
  /** The deposit the booking owes (0 for none). */
  deposit: number;
  total: number;
  status: PaymentStatus;
  amountPaid: number | null;
}

/** Pesos of the deposit still to pay (0 once paid, for none, or once refunded). */
export function depositOutstanding({ deposit, status, amountPaid }: DepositState): number {
  if (deposit <= 0 || status === 'refunded') return 0;
  return Math.max(0, deposit - (amountPaid ?? 0));
}

/**
 * Whether the booking keeps its place past the deposit window: nothing owed, enough received, or a
 * proof of payment sent (the desk checks it).
 */
export function depositMet(state: DepositState): boolean {
  return state.status === 'proof-submitted' || depositOutstanding(state) === 0;
}

/**
 * What an online payment should charge now: the rest of the deposit while one is owed, else the
 * balance of the total.
 */
export function amountDueNow(state: DepositState): number {
  const deposit = depositOutstanding(state);
  if (deposit > 0) return deposit;
  if (state.status === 'refunded') return 0;
  return Math.max(0, state.total - (state.amountPaid ?? 0));
}

/**
 * When an unpaid deposit releases the booking: the window after it was made, but never later than
 * the visit's start.
 */
export function depositDueBy(createdAt: Date, windowMinutes: number, visitStart: Date): Date {
  const end = createdAt.getTime() + windowMinutes * 60_000;
  return new Date(Math.min(end, visitStart.getTime()));
}

/** Whether an unpaid deposit releases the booking at `now`. */
export function depositLapsesNow(dueBy: Date, state: DepositState, now: Date): boolean {
  return now.getTime() >= dueBy.getTime() && !depositMet(state);
}

/** "2 hours", "90 minutes": the window as the policy text says it. */
export function windowWords(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

/** The policy as the booking form states it before the server has matched the client. */
export function depositPolicyText(policy: DepositPolicy, windowMinutes: number): string | undefined {
  if (policy.mode === 'none') return undefined;
  const who = policy.mode === 'first-visit' ? 'a first visit' : 'every online booking';
  return `The clinic asks a ${policy.percent}% deposit for ${who}, paid within ${windowWords(windowMinutes)} of booking to keep your time. ${LATE_CANCEL_KEEPS_DEPOSIT}`;
}

export const LATE_CANCEL_KEEPS_DEPOSIT = `The deposit is part of your total; if you cancel less than ${CANCEL_NOTICE_HOURS} hours before your visit, or do not come, the clinic keeps it.`;

/** What the confirmation, manage page and e-mail say about the deposit this booking owes. */
export function depositNote(deposit: number, dueBy: Date | string): string {
  return `Deposit due: ${formatPesos(deposit)} by ${formatManilaDateTime(dueBy)}. If it is not paid by then, the time is released for other clients. ${LATE_CANCEL_KEEPS_DEPOSIT}`;
}
