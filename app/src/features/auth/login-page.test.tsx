// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../lib/session';
import { LoginPage } from './login-page';

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function renderLogin(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/admin', element: <h1>Dashboard</h1> },
      { path: '/admin/completed-bookings', element: <h1>Completed</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [{ pathname: '/login', state }] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  email = 'desk@tbl.test',
  password = 'secret-pass',
) {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  endSession('signed-out');
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the sign-in page', () => {
  it('needs both the e-mail and the password before asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says Logging in... while it waits, keeps token and user, and opens the dashboard for staff', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { router, user } = renderLogin();
    await signIn(user);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeTruthy();
    await act(async () =>
      answer(json({ user: { name: 'Rhea', email: 'desk@tbl.test', role: ' Staff ' }, token: 'jwt-1' })),
    );
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/admin');
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Rhea', role: ' Staff ' });
  });

  it('goes back to the back-office page the user was sent from, and says why they were sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ user: { role: 'ADMIN' }, token: 'jwt-2' })),
    );
    const { user } = renderLogin({ from: '/admin/completed-bookings', reason: 'expired' });
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeTruthy();
    await signIn(user);
    await screen.findByRole('heading', { name: 'Completed' });
  });

  it('refuses other roles with Access denied: not an admin, then goes home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ user: { role: 'client' }, token: 'jwt-3' })),
    );
    const { router, user } = renderLogin();
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Access denied: not an admin');
    await screen.findByRole('heading', { name: 'Home' }, { timeout: 6_000 });
    expect(router.state.location.pathname).toBe('/');
  }, 10_000);

  it('shows the server’s message for a failed sign-in, or Login failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ msg: 'Invalid email or password' }, 401)),
    );
    const { user } = renderLogin();
    await signIn(user);
    expect((await screen.findByText('Invalid email or password')).getAttribute('role')).toBe('alert');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await user.type(screen.getByLabelText('Password'), 'again');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('blocks the button after a 429 and counts down the Retry-After', async () => {
    const fetch = vi.fn(async () =>
      json({ msg: 'Too many attempts. Try again later.' }, 429, { 'Retry-After': '2' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByText('Too many attempts. Try again later.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/Try again in/).textContent).toMatch(/Try again in 0:0[12]/);
    await user.type(screen.getByLabelText('Password'), 'again');
    await user.click(button);
    expect(fetch).toHaveBeenCalledOnce();
    expect(await screen.findByText('You can try signing in again.', {}, { timeout: 6_000 })).toBeTruthy();
    expect(button.getAttribute('aria-disabled')).toBeNull();
  }, 10_000);

  it('blocks only the account that got the 429: a colleague signs in from the same screen', async () => {
    const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
      const { email } = JSON.parse(String(init?.body)) as { email: string };
      return email === 'typo@tbl.test'
        ? json({ msg: 'Too many attempts for this account. Wait a moment and try again.' }, 429, {
            'Retry-After': '900',
          })
        : json({ token: 'signed-token', user: { name: 'Desk', email, role: 'staff' } });
    });
    vi.stubGlobal('fetch', fetch);
    const { user, router } = renderLogin();
    await signIn(user, 'typo@tbl.test', 'wrong');
    expect(await screen.findByText(/Too many attempts for this account/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.getAttribute('aria-disabled')).toBe('true');

    const emailField = screen.getByLabelText('E-mail');
    await user.clear(emailField);
    await user.type(emailField, 'colleague@tbl.test');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
    expect(screen.queryByText(/Try again in/)).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(button);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin'));

    // The blocked account is still waiting, also after a reload of the form.
    cleanup();
    act(() => endSession('signed-out'));
    renderLogin();
    await user.type(screen.getByLabelText('E-mail'), 'TYPO@tbl.test');
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-disabled')).toBe('true');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
