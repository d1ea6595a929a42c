// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { endSession, saveSession } from '../../../lib/session';
import { db } from '../../../offline/db';
import { RequireStaff } from './require-staff';

function SignInProbe() {
  const { state } = useLocation();
  return <pre data-testid="sign-in-state">{JSON.stringify(state)}</pre>;
}

function CallsTheApi() {
  useEffect(() => {
    apiRequest('/bookings', { auth: true }).catch(() => {});
  }, []);
  return <h1>Back-office</h1>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/*',
        element: (
          <RequireStaff>
            <CallsTheApi />
          </RequireStaff>
        ),
      },
      { path: '/login', element: <SignInProbe /> },
      { path: '/unauthorized', element: <h1>Unauthorized</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  endSession('signed-out');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"data":[]}', { headers: { 'Content-Type': 'application/json' } })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signInState = () => JSON.parse(screen.getByTestId('sign-in-state').textContent ?? 'null');

describe('the back-office guard', () => {
  it('sends someone not signed in to /login, remembering the page', async () => {
    endSession('expired');
    localStorage.clear();
    const router = renderAt('/admin/deleted-bookings?page=2');
    await screen.findByTestId('sign-in-state');
    expect(router.state.location.pathname).toBe('/login');
    expect(signInState().from).toBe('/admin/deleted-bookings?page=2');
  });

  it('sends a signed-in user of another role to /unauthorized', async () => {
    saveSession('jwt', { role: 'client', email: 'client@example.com' });
    const router = renderAt('/admin');
    await screen.findByRole('heading', { name: 'Unauthorized' });
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('opens for admin and staff, whatever the case and spaces of the role', async () => {
    saveSession('jwt', { role: '  ADMIN ' });
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Back-office' })).toBeTruthy();
  });

  it('ends the session on a 401 and sends the user to sign in again, remembering the page', async () => {
    saveSession('expired-jwt', { role: 'staff' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"msg":"Token expired"}', {
            status: 401,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const router = renderAt('/admin/completed-bookings');
    await act(async () => {});
    await screen.findByTestId('sign-in-state');
    expect(router.state.location.pathname).toBe('/login');
    expect(signInState()).toEqual({ from: '/admin/completed-bookings', reason: 'expired' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('after Logout goes to /login without remembering the page', async () => {
    saveSession('jwt', { role: 'staff' });
    renderAt('/admin');
    await screen.findByRole('heading', { name: 'Back-office' });
    act(() => endSession('signed-out'));
    await screen.findByTestId('sign-in-state');
    expect(signInState()).toEqual({ reason: 'signed-out' });
  });
});

describe('staff data when the session is over', () => {
  it('drops the kept lists when the token has expired, with no request to the server', async () => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const expired = `${part({ alg: 'HS256' })}.${part({ jti: 's1', exp: Math.floor(Date.now() / 1000) - 5 })}.x`;
    await db.staffSnapshots.put({ key: 'dashboard', savedAt: 1, query: {}, result: {}, sessionKey: 's1' });
    localStorage.setItem('token', expired);
    localStorage.setItem('user', JSON.stringify({ name: 'Rhea', role: 'staff' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    renderAt('/admin');
    await screen.findByTestId('sign-in-state');
    await vi.waitFor(async () => expect(await db.staffSnapshots.count()).toBe(0));
    expect(fetch).not.toHaveBeenCalled();
  });
});
