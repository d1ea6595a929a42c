// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from '../../lib/session';
import { db } from '../../offline/db';
import { StaffShell } from '../staff/components/staff-shell';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Logout', () => {
  it('asks the server to end the token, forgets the session and the kept lists', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    // Nothing the desk queued waits on this device, so Logout signs out without asking.
    await db.outbox.clear();
    saveSession('token-9', { name: 'Rhea', email: 'rhea@tbl.test', role: 'staff' });
    await db.staffSnapshots.put({
      key: 'dashboard',
      savedAt: 1,
      query: {},
      result: {},
      sessionKey: 'token-9',
    });
    render(
      <MemoryRouter>
        <StaffShell title="All Bookings" subtitle="" offline={false} dataFrom={null}>
          <p>list</p>
        </StaffShell>
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'Bearer token-9' }),
      }),
    );
    expect(getSession()).toMatchObject({ token: null, user: null, endedBecause: 'signed-out' });
    await vi.waitFor(async () => expect(await db.staffSnapshots.count()).toBe(0));
  });
});
