import { describe, expect, it } from 'vitest';
import type { OutboxItem, OutboxKind } from '../../../offline/outbox/outbox-item';
import { newOutboxItem } from '../../../offline/outbox/outbox-store';
import { unsentWords } from './unsent-words';

const item = (kind: OutboxKind, body: unknown = {}): OutboxItem =>
  newOutboxItem({ id: crypto.randomUUID(), kind, url: '/api/x', body }, 0);

describe('the sign-out warning names what the desk would lose', () => {
  it('one desk booking: the old words', () => {
    expect(unsentWords([item('desk-booking')])).toEqual({
      list: '1 desk booking',
      one: true,
      lost: "the client's booking is lost",
      where: '"Desk bookings made offline"',
    });
  });

  it('counter payments and arrivals made offline are named too, with their own list', () => {
    const words = unsentWords([
      item('desk-payment'),
      item('desk-payment'),
      item('desk-status', { status: 'arrived' }),
      item('desk-status', { status: 'in-treatment' }),
    ]);
    expect(words).toEqual({
      list: '2 payments, 1 arrival and 1 treatment start',
      one: false,
      lost: 'the payments and the steps are not recorded',
      where: '"Arrivals and payments made offline"',
    });
  });

  it('bookings and payments together point to both lists', () => {
    const words = unsentWords([item('desk-booking'), item('desk-booking'), item('desk-payment')]);
    expect(words?.list).toBe('2 desk bookings and 1 payment');
    expect(words?.lost).toBe("the clients' bookings are lost and the payment is not recorded");
    expect(words?.where).toBe('"Desk bookings made offline" and "Arrivals and payments made offline"');
  });

  it('nothing waiting: no warning', () => {
    expect(unsentWords([])).toBeNull();
  });
});
