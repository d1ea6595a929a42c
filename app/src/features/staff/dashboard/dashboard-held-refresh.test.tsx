// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { backOfficeServer, FIXTURES_NOW, makeBooking } from '../testing/fake-api';
import { AUTO_REFRESH_MS, DashboardScreen } from './dashboard-screen';

let server: ReturnType<typeof backOfficeServer>;

beforeAll(installDialogMethods);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: FIXTURES_NOW });
  server = backOfficeServer([makeBooking(1), makeBooking(2)]);
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  saveSession('token-1', { name: 'Rhea', role: 'staff' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const numbers = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

async function tenSecondsPass() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS);
  });
}

describe('a refresh that never moves what the desk is about to click', () => {
  it('keeps new bookings behind a bar, the order as shown, and the card under the pointer as it was', async () => {
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <DashboardScreen />
      </MemoryRouter>,
    );
    await screen.findAllByRole('article');
    expect(numbers()).toEqual(['TBL00000001', 'TBL00000002']);
    const first = screen.getByRole('article', { name: 'TBL00000001' });
    fireEvent.pointerEnter(first.closest('li') as HTMLElement);

    // Meanwhile, online: a new booking arrives on top, and another desk confirms booking 1.
    server.rows.unshift(makeBooking(9));
    server.rows[1] = { ...makeBooking(1), status: 'confirmed' };
    server.rows[2] = { ...makeBooking(2), status: 'cancelled' };
    await tenSecondsPass();

    expect(numbers()).toEqual(['TBL00000001', 'TBL00000002']);
    // The card under the pointer keeps its button; the other one updates in place.
    expect(within(first).getByRole('button', { name: /^Mark as Confirmed/ })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'TBL00000002' })).getByText('Cancelled')).toBeTruthy();
    const bar = screen.getByRole('button', { name: '1 new booking: show' });

    fireEvent.pointerLeave(first.closest('li') as HTMLElement);
    expect(within(screen.getByRole('article', { name: 'TBL00000001' })).getByText('Confirmed')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'TBL00000001' })).queryByRole('button', {
        name: /^Mark as/,
      }),
    ).toBeNull();

    fireEvent.click(bar);
    expect(numbers()).toEqual(['TBL00000009', 'TBL00000001', 'TBL00000002']);
    expect(screen.queryByRole('button', { name: /new booking/ })).toBeNull();
  });
});
