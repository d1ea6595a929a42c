import type { OutboxItem } from '../../../offline/outbox/outbox-item';

export interface UnsentWords {
  /** `2 desk bookings, 1 payment and 1 arrival` */
  list: string;
  /** One item in all: "it", otherwise "them". */
  one: boolean;
  /** What is lost with them, e.g. `the client's booking is lost and the payment is not recorded`. */
  lost: string;
  /** Where the desk sees them, the lists' own titles in quotes. */
  where: string;
}

const counted = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;

function joined(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The sign-out warning's words for what the desk queued and has not sent; null with nothing waiting. */
export function unsentWords(items: readonly OutboxItem[]): UnsentWords | null {
  if (items.length === 0) return null;
  const of = (test: (item: OutboxItem) => boolean) => items.filter(test).length;
  const status = (item: OutboxItem) => (item.body as { status?: unknown } | undefined)?.status;
  const bookings = of((item) => item.kind === 'desk-booking');
  const payments = of((item) => item.kind === 'desk-payment');
  const arrivals = of((item) => item.kind === 'desk-status' && status(item) === 'arrived');
  const starts = of((item) => item.kind === 'desk-status' && status(item) !== 'arrived');
  const steps = arrivals + starts;

  const list: string[] = [];
  if (bookings > 0) list.push(counted(bookings, 'desk booking'));
  if (payments > 0) list.push(counted(payments, 'payment'));
  if (arrivals > 0) list.push(counted(arrivals, 'arrival'));
  if (starts > 0) list.push(counted(starts, 'treatment start'));

  const lost: string[] = [];
  if (bookings > 0)
    lost.push(bookings === 1 ? "the client's booking is lost" : "the clients' bookings are lost");
  if (payments + steps > 0) {
    const what = joined([
      ...(payments > 0 ? [payments === 1 ? 'the payment' : 'the payments'] : []),
      ...(steps > 0 ? [steps === 1 ? 'the step' : 'the steps'] : []),
    ]);
    lost.push(`${what} ${payments + steps === 1 ? 'is' : 'are'} not recorded`);
  }

  const where: string[] = [];
  if (bookings > 0) where.push('"Desk bookings made offline"');
  if (payments + steps > 0) where.push('"Arrivals and payments made offline"');

  return { list: joined(list), one: items.length === 1, lost: joined(lost), where: joined(where) };
}
