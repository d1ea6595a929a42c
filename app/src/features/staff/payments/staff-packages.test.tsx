// @vitest-environment jsdom
import type { ClientPackage } from '@domain/packages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, saveSession } from '../../../lib/session';
import { StaffPackages } from './staff-packages';

const PACKAGE: ClientPackage = {
  id: 'p1',
  serviceId: 'stem-cell-facial',
  title: 'Buy 4 get 1 free',
  sessionsTotal: 5,
  sessionsUsed: 1,
  sessionsLeft: 4,
  expiresAt: null,
  transferable: true,
  refundedAt: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  endSession('signed-out');
});

/** A small package server: spends and undoes against one package, as the API does. */
function packageServer() {
  let used = 1;
  const calls: string[] = [];
  const state = () => ({
    ...PACKAGE,
    sessionsUsed: used,
    sessionsLeft: 5 - used,
    history: [
      {
        kind: 'redeemed',
        actor: 'Desk',
        summary: 'Session spent',
        at: '',
        redemptionId: used > 1 ? 'r1' : null,
      },
    ],
  });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url.endsWith('/packages')) return json({ data: [state()] });
    if (url.endsWith('/packages/p1')) return json({ data: state() });
    if (url.endsWith('/redeem')) {
      if (used >= 5) return json({ msg: 'No sessions are left in this package' }, 409);
      used += 1;
      return json({ data: state() });
    }
    if (url.endsWith('/undo')) {
      used -= 1;
      return json({ data: state() });
    }
    if (url.endsWith('/transfer')) return json({ data: { ...state(), history: [] } });
    return json({ msg: 'not found' }, 404);
  });
  return { fetch, calls };
}

describe('the client’s packages in the booking dialog', () => {
  it('spends a session at this visit and undoes it with one click', async () => {
    const server = packageServer();
    vi.stubGlobal('fetch', server.fetch);
    saveSession('jwt', { role: 'staff', name: 'Desk' });
    render(<StaffPackages bookingId="b1" disabledReason={null} />);
    await screen.findByText('4 of 5 left');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Spend a session' }));
    await screen.findByText('Session spent: 3 of 5 left.');
    expect(server.calls).toContain('POST /api/packages/p1/redeem');
    await user.click(screen.getByRole('button', { name: 'Undo last session' }));
    await screen.findByText('Undone: 4 of 5 left.');
    expect(server.calls).toContain('POST /api/packages/p1/redemptions/r1/undo');
    expect(screen.queryByRole('button', { name: 'Transfer to another client' })).toBeNull();
  });

  it('keeps a spend on the package’s history, given back from there after the dialog was closed', async () => {
    const server = packageServer();
    vi.stubGlobal('fetch', server.fetch);
    saveSession('jwt', { role: 'staff', name: 'Desk' });
    const user = userEvent.setup();
    const first = render(<StaffPackages bookingId="b1" disabledReason={null} />);
    await screen.findByText('4 of 5 left');
    await user.click(screen.getByRole('button', { name: 'Spend a session' }));
    await screen.findByText('Session spent: 3 of 5 left.');
    first.unmount();

    render(<StaffPackages bookingId="b1" disabledReason={null} />);
    await screen.findByText('3 of 5 left');
    expect(screen.queryByRole('button', { name: 'Undo last session' })).toBeNull();
    await user.click(screen.getByText('History'));
    await user.click(await screen.findByRole('button', { name: 'Give this session back' }));
    await screen.findByText('Given back: 4 of 5 left.');
    expect(server.calls).toContain('GET /api/packages/p1');
    expect(server.calls.filter((call) => call === 'POST /api/packages/p1/redemptions/r1/undo')).toHaveLength(
      1,
    );
  });

  it('lets an admin transfer a transferable package', async () => {
    const server = packageServer();
    vi.stubGlobal('fetch', server.fetch);
    saveSession('jwt', { role: 'admin', name: 'Owner' });
    render(<StaffPackages bookingId="b1" disabledReason={null} />);
    await screen.findByText('4 of 5 left');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Transfer to another client' }));
    await user.type(screen.getByLabelText('New client’s e-mail or mobile number'), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Transfer package' }));
    await vi.waitFor(() => expect(server.calls).toContain('POST /api/packages/p1/transfer'));
    await vi.waitFor(() => expect(screen.queryByText('4 of 5 left')).toBeNull());
  });
});
