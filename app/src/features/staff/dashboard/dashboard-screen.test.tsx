// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { db } from '../../../offline/db';
import { bookingsServer } from '../testing/fake-api';
import { DashboardScreen } from './dashboard-screen';

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderDashboard(at = '/admin') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <DashboardScreen />
      <Address />
    </MemoryRouter>,
  );
}

const address = () => screen.getByTestId('address').textContent;
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

describe('the dashboard filters', () => {
  it('loads page 1 with the defaults: every status and branch, newest bookings first', async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: 'TBL00000001' });
    const asked = server.last();
    expect(asked?.pathname).toBe('/api/bookings');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ page: '1', limit: '10', sort: 'booked' });
    expect(select('Status').value).toBe('all');
    expect(select('Branch').value).toBe('all');
    expect(select('Sort By').value).toBe('booked');
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('goes back to page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    renderDashboard('/admin?page=2');
    await screen.findByRole('heading', { name: 'TBL00000011' });
    expect(server.last()?.searchParams.get('page')).toBe('2');

    await user.selectOptions(select('Status'), 'pending');
    await screen.findByRole('heading', { name: 'TBL00000001' });
    expect(server.last()?.searchParams.get('page')).toBe('1');
    expect(server.last()?.searchParams.get('status')).toBe('pending');
    expect(address()).toBe('/admin?status=pending');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'TBL00000011' });
    await user.selectOptions(select('Branch'), 'las-pinas');
    await screen.findByRole('heading', { name: 'TBL00000001' });
    expect(Object.fromEntries(server.last()?.searchParams ?? [])).toMatchObject({
      page: '1',
      status: 'pending',
      branch: 'las-pinas',
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'TBL00000011' });
    await user.selectOptions(select('Sort By'), 'today');
    await screen.findByRole('heading', { name: 'TBL00000001' });
    expect(server.last()?.searchParams.get('page')).toBe('1');
    expect(server.last()?.searchParams.get('sort')).toBe('today');
  });

  it('goes back to page 1 for a new search, and the search reset keeps the filters', async () => {
    const user = userEvent.setup();
    renderDashboard('/admin?status=confirmed&page=3');
    await screen.findByRole('heading', { name: 'TBL00000021' });
    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'Customer 1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Results for “Customer 1”' });
    expect(Object.fromEntries(server.last()?.searchParams ?? [])).toMatchObject({
      page: '1',
      status: 'confirmed',
      search: 'Customer 1',
    });
    await user.click(screen.getByRole('button', { name: 'Reset search' }));
    await screen.findByRole('heading', { name: 'Bookings' });
    expect(server.last()?.searchParams.has('search')).toBe(false);
    expect(address()).toBe('/admin?status=confirmed');
    expect((screen.getByRole('searchbox', { name: 'Search bookings' }) as HTMLInputElement).value).toBe('');
  });

  it('Reset Filters restores every default and reloads', async () => {
    const user = userEvent.setup();
    renderDashboard('/admin?q=Ana&status=completed&branch=makati&sort=service-date&page=2');
    await screen.findByRole('heading', { name: 'Results for “Ana”' });
    expect(select('Status').value).toBe('completed');
    expect(select('Branch').value).toBe('makati');
    expect(select('Sort By').value).toBe('service-date');

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await screen.findByRole('heading', { name: 'Bookings' });
    expect(address()).toBe('/admin');
    expect(select('Status').value).toBe('all');
    expect(select('Branch').value).toBe('all');
    expect(select('Sort By').value).toBe('booked');
    expect((screen.getByRole('searchbox', { name: 'Search bookings' }) as HTMLInputElement).value).toBe('');
    expect(Object.fromEntries(server.last()?.searchParams ?? [])).toEqual({
      page: '1',
      limit: '10',
      sort: 'booked',
    });

    const asked = server.requests.length;
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await vi.waitFor(() => expect(server.requests.length).toBe(asked + 1));
    await screen.findByRole('heading', { name: 'TBL00000001' });
  });
});

describe('the dashboard paging', () => {
  it('pages through the server’s pages with Previous and Next', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('heading', { name: 'TBL00000001' });
    const pager = screen.getByRole('navigation', { name: 'Bookings pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 23 bookings')).toBeTruthy();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'TBL00000011' });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(address()).toBe('/admin?page=2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'TBL00000021' });
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    const asked = server.requests.length;
    await user.click(next);
    expect(server.requests.length).toBe(asked);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'TBL00000011' });
    expect(server.last()?.searchParams.get('page')).toBe('2');
  });

  it('shows the counts of the stat cards as the server gave them', async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: 'TBL00000001' });
    const counts = screen.getByRole('region', { name: 'Booking counts' });
    const expected: Array<[string, string]> = [
      ['Total Bookings', '23'],
      ['Pending', '12'],
      ['Confirmed', '6'],
      ['Completed', '4'],
      ['Cancelled', '1'],
      ['No-show', '0'],
      ['Visits Today', '2'],
    ];
    for (const [label, value] of expected) {
      const term = within(counts).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe(value);
    }
  });

  it('says so when nothing matches', async () => {
    server = bookingsServer(0);
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    renderDashboard('/admin?status=cancelled');
    expect(await screen.findByText('No bookings found matching the current filters.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Bookings pages' })).toBeNull();
  });

  it('replaces the page with the error when the list cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"msg":"Database unavailable"}', {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Database unavailable');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();

    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        await answered;
        return server.fetch(input);
      }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loading bookings...')).toBeTruthy();
    answer();
    await screen.findByRole('heading', { name: 'TBL00000001' });
  });

  it('falls back to its own words when the server gives none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toContain('Error: Failed to fetch bookings');
  });
});

describe('what a staff account sees', () => {
  it('has no Delete or Export CSV: those are for admins, and the server refuses staff too', async () => {
    saveSession('token-2', { name: 'Joy', email: 'joy@tbl.test', role: 'staff' });
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'TBL00000001' });
    expect(within(card).getByRole('button', { name: /^Edit Note/ })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });
});
