// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { bookingsServer } from '../testing/fake-api';
import { AUTO_REFRESH_MS, DashboardScreen } from './dashboard-screen';

let server: ReturnType<typeof bookingsServer>;

beforeAll(installDialogMethods);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server = bookingsServer(12);
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  saveSession('token-1', { name: 'Rhea', role: 'staff' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function renderDashboard(at = '/admin') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={[at]}>
      <DashboardScreen />
    </MemoryRouter>,
  );
  await screen.findAllByRole('article');
  return user;
}

async function tenSecondsPass() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS);
  });
}

describe('the dashboard auto-refresh', () => {
  it('reloads the page it shows every 10 seconds, quietly', async () => {
    await renderDashboard('/admin?page=2');
    const asked = server.requests.length;
    await tenSecondsPass();
    expect(server.requests.length).toBe(asked + 1);
    expect(server.last()?.searchParams.get('page')).toBe('2');
    expect(screen.queryByText('Loading bookings...')).toBeNull();
    await tenSecondsPass();
    expect(server.requests.length).toBe(asked + 2);
  });

  it('holds still while a search result is showing', async () => {
    await renderDashboard('/admin?q=Customer');
    const asked = server.requests.length;
    await tenSecondsPass();
    await tenSecondsPass();
    expect(server.requests.length).toBe(asked);
  });

  it('holds still while a dialog is open, and starts again once it closes', async () => {
    const user = await renderDashboard();
    const card = screen.getByRole('article', { name: 'TBL00000001' });
    await user.click(within(card).getByRole('button', { name: /^Edit Note/ }));
    const asked = server.requests.length;
    await tenSecondsPass();
    expect(server.requests.length).toBe(asked);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await tenSecondsPass();
    expect(server.requests.length).toBe(asked + 1);
  });
});
