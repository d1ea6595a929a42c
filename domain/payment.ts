import type { PaymentSource } from './online-payment';

/**
 * What the clinic knows about a visit's money: nothing yet, a proof the client sent, part of the
 * total received (`part-paid`, with a `balance` left), all of it received, or a refund. Recorded by
 * staff; the client sees the same figures.
 */
export const PAYMENT_STATUSES = ['unpaid', 'proof-submitted', 'part-paid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What staff may record: money that arrived (`paid` with the amount: the server makes it `part-paid`
 * while it is less than the total) or a refund. The other statuses follow from events.
 */
export const RECORDED_PAYMENT_STATUSES = ['paid', 'refunded'] as const;
export type RecordedPaymentStatus = (typeof RECORDED_PAYMENT_STATUSES)[number];

export interface Payment {
  status: PaymentStatus;
  amountPaid: number | null;
  /** Pesos still due: the total less what was received; 0 once paid in full or refunded. */
  balance: number;
  reference: string | null;
  verifiedBy: string | null;
  verifiedAt: string | null;
  /** How the money came: at the desk, by a checked transfer proof, or online; null before any. */
  source: PaymentSource | null;
  /**
   * The ledger: every payment, correction and refund, oldest first; `amountPaid` is their sum.
   * Bookings only (an online consultation has no ledger); the client's copy leaves out `recordedBy`.
   */
  entries?: PaymentEntry[];
}

/** How money came in at the counter or online; the ledger's `method`. */
export const PAYMENT_ENTRY_METHODS = ['cash', 'gcash', 'maya', 'card', 'bank'] as const;
export type PaymentEntryMethod = (typeof PAYMENT_ENTRY_METHODS)[number];

export const PAYMENT_ENTRY_METHOD_LABELS: Record<PaymentEntryMethod, string> = {
  cash: 'Cash',
  gcash: 'GCash',
  maya: 'Maya',
  card: 'Card',
  bank: 'Bank transfer',
};

/** One line of a booking's money: never edited; a correction or refund is a negative amount with a reason. */
export interface PaymentEntry {
  id: string;
  /** Null only for money recorded before the ledger, when nobody noted how it came. */
  method: PaymentEntryMethod | null;
  amount: number;
  reference: string | null;
  /** The staff member (or the online payment) who recorded it; left out of the client's copy. */
  recordedBy?: string;
  recordedAt: string;
  source: PaymentSource;
  /** Cash handed over (the change is `tendered - amount`); cash only. */
  tendered: number | null;
  reason: string | null;
}

/** The reason a refund's negative entry carries. */
export const REFUND_REASON = 'Refund';

export const UNPAID: Payment = {
  status: 'unpaid',
  amountPaid: null,
  balance: 0,
  reference: null,
  verifiedBy: null,
  verifiedAt: null,
  source: null,
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Not paid yet',
  'proof-submitted': 'Proof sent, awaiting check',
  'part-paid': 'Part paid',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** Longest transfer reference kept (GCash gives 13 digits, banks up to about 30 characters). */
export const PAYMENT_REFERENCE_LIMIT = 60;

/** Proof of payment: the image types accepted (read from the bytes), the size limit, the stored size. */
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_LONGEST_SIDE = 1600;
/**
 * Decoded pixels a proof may have: a phone screenshot (even a long scrolled one) or a phone photo of
 * a receipt, up to the 24-megapixel photos of recent phones. Past it, decoding alone costs seconds
 * of a core and hundreds of megabytes, whatever the file's size.
 */
export const PROOF_MAX_PIXELS = 25_000_000;

/** What the clinic calls the e-mail that confirms a recorded payment: never an official receipt. */
export const PAYMENT_ACKNOWLEDGEMENT = 'payment acknowledgement';

/** What a proof of payment is for: a booking or an online consultation, each with its own page. */
export type ProofSubject = 'booking' | 'consultation';

/**
 * The one way a proof of payment reaches the clinic (the page's upload, stored with the visit and seen
 * by the desk), worded alike on the site and in every e-mail.
 */
export const proofStep = (subject: ProofSubject) =>
  `attach a screenshot of your payment and its reference number on your ${subject} page`;

/** The e-mails' call to send a proof: "Paid by bank transfer or GCash? Attach ... on your booking page." */
export const proofInstruction = (subject: ProofSubject) => {
  const step = proofStep(subject);
  return `Paid by bank transfer or GCash? ${step.charAt(0).toUpperCase()}${step.slice(1)}.`;
};

export const PROOF_RECEIVED = 'Thank you: we received your proof of payment and will check it shortly';

/** What money received makes of a visit's payment: part-paid while less than the total came in. */
export function statusForAmount(total: number, amountPaid: number): 'paid' | 'part-paid' {
  return amountPaid < total ? 'part-paid' : 'paid';
}

/**
 * The status a booking's ledger gives it: nothing received keeps it unpaid (or proof-submitted while a
 * proof waits), part of the total `part-paid`, all of it `paid`. `refunded` is set by the refund
 * itself and kept while nothing new comes in.
 */
export function statusForSum(total: number, sum: number, current: PaymentStatus): PaymentStatus {
  if (sum <= 0) return current === 'proof-submitted' || current === 'refunded' ? current : 'unpaid';
  return statusForAmount(total, sum);
}

/** Pesos as whole centavos, so that sums of entries compare exactly. */
export const centavos = (pesos: number) => Math.round(pesos * 100);

/** Pesos still due on a visit: nothing once refunded, else the total less what came in (never below 0). */
export function balanceDue(status: PaymentStatus, total: number, amountPaid: number | null): number {
  if (status === 'refunded') return 0;
  return Math.max(0, total - (amountPaid ?? 0));
}
