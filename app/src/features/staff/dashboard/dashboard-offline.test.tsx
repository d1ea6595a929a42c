// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { db } from '../../../offline/db';
import { bookingsServer } from '../testing/fake-api';
import { DashboardScreen } from './dashboard-screen';

function renderDashboard(at = '/admin') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <DashboardScreen />
    </MemoryRouter>,
  );
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

let server: ReturnType<typeof bookingsServer>;

beforeAll(installDialogMethods);

beforeEach(async () => {
  server = bookingsServer(23);
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  saveSession('token-1', { name: 'Rhea', email: 'rhea@tbl.test', role: 'admin' });
  await db.staffSnapshots.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard offline', () => {
  it('shows the last list read-only, then refreshes as soon as the connection is back', async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: 'TBL00000001' });
    await vi.waitFor(async () => expect(await db.staffSnapshots.get('dashboard')).toBeTruthy());
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(/^Offline: showing data from \d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    for (const name of [/Mark as Confirmed/, /Edit Note/, /Delete/]) {
      expect((within(card).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect((within(card).getByRole('button', { name: /View/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(select('Status').matches(':disabled')).toBe(true);
    expect((screen.getByRole('searchbox', { name: 'Search bookings' }) as HTMLInputElement).disabled).toBe(
      true,
    );

    const asked = server.requests.length;
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(server.requests.length).toBe(asked + 1));
    await vi.waitFor(() => expect(screen.queryByText(/^Offline: showing data from/)).toBeNull());
    online.mockRestore();
  });

  it('stays read-only after a reconnect answered from the kept copy, and soon asks the server again', async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: 'TBL00000001' });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await screen.findByText(/^Offline: showing data from/);

    // The first request after the reconnect still meets the service worker's kept copy.
    let kept = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const reply = await server.fetch(input);
        if (!kept) return reply;
        kept = false;
        const headers = new Headers(reply.headers);
        headers.set('X-TBL-Cached-At', new Date().toISOString());
        return new Response(await reply.text(), { status: 200, headers });
      }),
    );
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(kept).toBe(false));
    // Never enabled in between: the notice and the disabled buttons stay until a fresh answer.
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    expect(screen.getByText(/^Offline: showing data from/)).toBeTruthy();
    expect((within(card).getByRole('button', { name: /Delete/ }) as HTMLButtonElement).disabled).toBe(true);
    // The next try, about a second later, reaches the server and ends read-only mode.
    await vi.waitFor(() => expect(screen.queryByText(/^Offline: showing data from/)).toBeNull(), {
      timeout: 3_000,
    });
    const fresh = screen.getAllByRole('article')[0] as HTMLElement;
    expect((within(fresh).getByRole('button', { name: /Delete/ }) as HTMLButtonElement).disabled).toBe(false);
    online.mockRestore();
  });

  it('shows a reply the service worker kept as the last good copy, read-only with its time', async () => {
    const cachedAt = '2026-11-21T06:05:00.000Z';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const reply = await server.fetch(input);
        const headers = new Headers(reply.headers);
        headers.set('X-TBL-Cached-At', cachedAt);
        return new Response(await reply.text(), { status: 200, headers });
      }),
    );
    renderDashboard();
    expect(await screen.findByText('Offline: showing data from 14:05')).toBeTruthy();
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    expect((within(card).getByRole('button', { name: /Delete/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
