// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../offline/db';
import { newOutboxItem, settleConflict, settleDelivered } from '../../../offline/outbox/outbox-store';
import { addToCart } from '../../cart/cart-store';
import { OutboxStatus } from '../outbox-status';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  // Nothing may reach a network from here: every attempt finds none.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await Promise.all(db.tables.map((table) => table.clear()));
});

const FACIAL = { id: 'stem-cell-facial', name: 'Stem Cell Facial', price: 1999, image: '' };
const DRIP = { id: 'korean-glow-drip', name: 'Korean Glow Drip', price: 2199, image: '' };

const bookingBody = {
  bookingData: { branch: 'makati', date: '2026-12-01', time: '14:00', customerName: 'Ana Santos' },
  cartItems: [{ id: 'stem-cell-facial', quantity: 1, timeSlot: 'to-be-selected' }],
};

function renderOn(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <OutboxStatus />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('news about submissions on any page', () => {
  it('says a booking delivered while the visitor was elsewhere went through, with its number, and takes its lines out of the cart', async () => {
    await addToCart(FACIAL);
    await addToCart(DRIP);
    const user = renderOn('/services');
    await act(async () => {
      await db.outbox.add(
        newOutboxItem({ id: 'sent-0001', kind: 'booking', url: '/api/bookings', body: bookingBody }, 1),
      );
      await settleDelivered(
        db,
        'sent-0001',
        201,
        { booking: { bookingData: { bookingNumber: 'TBL12340001' } } },
        2,
      );
    });
    const notice = await screen.findByTestId('outbox-delivered');
    expect(notice.textContent).toContain('Your booking went through.');
    expect(notice.textContent).toContain('TBL12340001');
    expect(within(notice).getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe('/booking');
    await waitFor(async () =>
      expect((await db.cart.toArray()).map((line) => line.id)).toEqual(['korean-glow-drip']),
    );
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('outbox-delivered')).toBeNull());
  });

  it.each([
    [
      'consultation',
      '/api/my-consultation/abc~sig/payment-proof',
      '/my-consultation/abc~sig',
      'View consultation',
    ],
    ['booking', '/api/my-booking/abc~sig/payment-proof', '/my-booking/abc~sig', 'View booking'],
  ])(
    'says a proof of payment for a %s went through in its own words and links to that page',
    async (_what, url, page, linkName) => {
      renderOn('/services');
      await act(async () => {
        await db.outbox.add(newOutboxItem({ id: `proof-${page}`, kind: 'payment-proof', url, body: {} }, 1));
        await settleDelivered(
          db,
          `proof-${page}`,
          201,
          { consultation: { bookingNumber: 'TBL12340009' } },
          2,
        );
      });
      const notice = await screen.findByTestId('outbox-delivered');
      expect(notice.textContent).toContain('Your proof of payment went through.');
      expect(notice.textContent).toContain('confirms your payment by e-mail');
      expect(notice.textContent).not.toContain('consultation went through');
      expect(notice.textContent).not.toContain('calls you to confirm');
      expect(within(notice).getByRole('link', { name: linkName }).getAttribute('href')).toBe(page);
    },
  );

  it("leaves a proof's news to the manage page it was sent from", async () => {
    renderOn('/my-consultation/abc~sig');
    await act(async () => {
      await db.outbox.add(
        newOutboxItem(
          {
            id: 'proof-here',
            kind: 'payment-proof',
            url: '/api/my-consultation/abc~sig/payment-proof',
            body: {},
          },
          1,
        ),
      );
      await settleDelivered(db, 'proof-here', 201, {}, 2);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('outbox-delivered')).toBeNull();
  });

  it('offers the alternatives of a booking that needs a new time as one-tap choices, and sends it again at the one chosen', async () => {
    const user = renderOn('/');
    await act(async () => {
      await db.outbox.add(
        newOutboxItem({ id: 'full-0001', kind: 'booking', url: '/api/bookings', body: bookingBody }, 1),
      );
      await settleConflict(
        db,
        'full-0001',
        409,
        { msg: 'This time is full', alternatives: [{ date: '2026-12-01', time: '15:30', label: '3:30 PM' }] },
        'This time is full',
        2,
      );
    });
    const notice = await screen.findByTestId('outbox-conflict');
    expect(notice.textContent).toContain('Your booking needs a new time.');
    expect(notice.textContent).toContain('2:00 PM on');
    expect(notice.textContent).toContain('at Makati');
    await user.click(within(notice).getByRole('button', { name: /3:30 PM/ }));
    await waitFor(async () => {
      const items = await db.outbox.toArray();
      expect(
        items.map((item) => [item.status === 'sending' ? 'queued' : item.status, item.id === 'full-0001']),
      ).toEqual([['queued', false]]);
      expect((items[0]?.body as typeof bookingBody | undefined)?.bookingData.time).toBe('15:30');
    });
    await waitFor(() => expect(screen.queryByTestId('outbox-conflict')).toBeNull());
  });

  it('keeps a booking that needs a new time short on other pages: two choices, other dates, cancel, not now', async () => {
    const user = renderOn('/services');
    const offered = ['15:30', '16:00', '16:30', '17:00', '17:30'].map((time) => ({
      date: '2026-12-01',
      time,
      label: time,
    }));
    const addConflict = async (id: string) => {
      await db.outbox.add(newOutboxItem({ id, kind: 'booking', url: '/api/bookings', body: bookingBody }, 1));
      await settleConflict(
        db,
        id,
        409,
        { msg: 'This time is full', alternatives: offered },
        'This time is full',
        2,
      );
    };
    await act(() => addConflict('full-0002'));
    let notice = await screen.findByTestId('outbox-conflict');
    expect(within(notice).getAllByRole('listitem')).toHaveLength(2);
    expect(within(notice).getByRole('link', { name: 'Other dates and times' }).getAttribute('href')).toBe(
      '/booking',
    );

    await user.click(within(notice).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('outbox-conflict')).toBeNull());
    expect((await db.outbox.get('full-0002'))?.status).toBe('conflict');

    await act(() => addConflict('full-0003'));
    notice = await screen.findByTestId('outbox-conflict');
    await user.click(within(notice).getByRole('button', { name: 'Cancel this request' }));
    await waitFor(() => expect(screen.queryByTestId('outbox-conflict')).toBeNull());
    expect(await db.outbox.get('full-0003')).toBeUndefined();
  });

  it("leaves the news to the submission's own page", async () => {
    renderOn('/booking');
    await act(async () => {
      await db.outbox.add(
        newOutboxItem({ id: 'sent-0002', kind: 'booking', url: '/api/bookings', body: bookingBody }, 1),
      );
      await settleDelivered(db, 'sent-0002', 201, {}, 2);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('outbox-delivered')).toBeNull();
  });
});
