// @vitest-environment jsdom
import { addDays, manilaDate } from '@domain/manila-date';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { CapacityPage } from '../capacity-page';
import { jsonResponse } from '../testing/fake-api';

const DEFAULTS = { makati: 4, 'las-pinas': 3, 'quezon-city': 3, home: 2, online: 1 };
const christmas = addDays(manilaDate(), 30);

let settings = { capacity: DEFAULTS, closedDates: [] as Array<Record<string, string>> };
let history: unknown[] = [];
let puts: Array<Record<string, unknown>> = [];
let bookingSettings = {
  instantConfirmation: false,
  updatedBy: null as string | null,
  updatedAt: '2026-11-25T03:00:00.000Z',
};

const server = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), 'http://localhost');
  // Nobody is booked in these tests: no change strands anyone (the API tests cover who is).
  if (['/api/settings/capacity/preview', '/api/settings/capacity/affected'].includes(url.pathname))
    return jsonResponse({ data: { affected: [] } });
  if (url.pathname === '/api/settings/booking') {
    if (init.method === 'PUT')
      bookingSettings = { ...bookingSettings, ...JSON.parse(String(init.body)), updatedBy: 'Rhea' };
    return jsonResponse({ data: bookingSettings });
  }
  expect(url.pathname).toBe('/api/settings/capacity');
  if (init.method === 'PUT') {
    const body = JSON.parse(String(init.body));
    puts.push(body);
    if (body.updateCode !== 'open-sesame') return jsonResponse({ msg: 'Invalid update code' }, 403);
    const { updateCode: _code, ...after } = body;
    history = [
      { changedAt: '2026-11-25T03:00:00.000Z', changedBy: 'Rhea', before: settings, after },
      ...history,
    ];
    settings = after;
  }
  return jsonResponse({ data: settings, history });
});

function renderAs(role: string) {
  saveSession('token-1', { name: 'Rhea', role });
  const router = createMemoryRouter(
    [
      { path: '/admin/capacity', element: <CapacityPage /> },
      { path: '/unauthorized', element: <h1>Not for you</h1> },
    ],
    { initialEntries: ['/admin/capacity'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeAll(installDialogMethods);

beforeEach(() => {
  settings = { capacity: DEFAULTS, closedDates: [] };
  history = [];
  puts = [];
  bookingSettings = { ...bookingSettings, instantConfirmation: false };
  server.mockClear();
  vi.stubGlobal('fetch', server);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the capacity screen', () => {
  it('lets an admin change parallel visits and close a date with the update code, and shows the change in the history', async () => {
    const user = renderAs('admin');
    const makati = (await screen.findByLabelText('Makati')) as HTMLInputElement;
    expect(makati.value).toBe('4');
    expect((screen.getByLabelText('Online consultations') as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('No changes yet: the defaults apply.')).toBeTruthy();
    await user.clear(makati);
    await user.type(makati, '5');
    await user.click(screen.getByRole('button', { name: 'Add a closed date' }));
    await user.selectOptions(screen.getByLabelText('Place'), 'quezon-city');
    await user.type(screen.getByLabelText('Date'), christmas);
    await user.type(screen.getByLabelText('Reason (optional)'), 'Christmas');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const prompt = await screen.findByRole('dialog', { name: 'Save capacity and closed dates' });
    await user.type(within(prompt).getByLabelText('Update code'), 'wrong');
    await user.click(within(prompt).getByRole('button', { name: 'Save changes' }));
    expect(await within(prompt).findByText('Invalid update code')).toBeTruthy();
    await user.clear(within(prompt).getByLabelText('Update code'));
    await user.type(within(prompt).getByLabelText('Update code'), 'open-sesame');
    await user.click(within(prompt).getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Capacity settings saved.');
    expect(puts.at(-1)).toEqual({
      capacity: { ...DEFAULTS, makati: 5 },
      closedDates: [{ branch: 'quezon-city', date: christmas, reason: 'Christmas' }],
      updateCode: 'open-sesame',
    });
    const entries = within(screen.getByRole('region', { name: 'History' }));
    expect(entries.getByText('Makati 4 → 5')).toBeTruthy();
    expect(entries.getByText(`Closed Timog (Quezon City) on ${christmas} (Christmas)`)).toBeTruthy();
    expect(entries.getByText(/Rhea/)).toBeTruthy();
  });

  it('turns instant confirmation of online bookings on and off (issue 28 item 5)', async () => {
    const user = renderAs('admin');
    const toggle = (await screen.findByRole('checkbox', {
      name: 'Confirm every online booking at once',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    await screen.findByText('Online bookings are now confirmed at once.');
    expect(toggle.checked).toBe(true);
    expect(bookingSettings.instantConfirmation).toBe(true);
  });

  it('refuses a figure that is not a whole number from 0 to 100 before asking for the code', async () => {
    const user = renderAs('admin');
    const home = (await screen.findByLabelText('Home service')) as HTMLInputElement;
    await user.clear(home);
    await user.type(home, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert').textContent).toBe('Home service: enter a whole number from 0 to 100');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is for admins only: staff are told so inside the back-office, with its menu, and nothing is read', async () => {
    renderAs('staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Capacity and closed dates' })).toBeTruthy();
    expect(screen.getByText(/^Only an admin changes capacity and closed dates\./)).toBeTruthy();
    // Nothing on the page says the account cannot open the back-office (issue 24, item 21).
    expect(screen.queryByText(/cannot open the back-office/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Not for you' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Back-office' })).toBeTruthy();
    expect(screen.queryByLabelText(/Makati/)).toBeNull();
    expect(server).not.toHaveBeenCalled();
  });
});
