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

/** Each place's active resources, as GET /api/settings/capacity answers them beside the closed dates. */
const RESOURCES = {
  makati: { rooms: 2, practitioners: 3, machines: 1 },
  'las-pinas': { rooms: 3, practitioners: 0, machines: 0 },
  'quezon-city': { rooms: 3, practitioners: 0, machines: 0 },
  home: { rooms: 2, practitioners: 1, machines: 0 },
  online: { rooms: 0, practitioners: 2, machines: 0 },
};
const christmas = addDays(manilaDate(), 30);

let settings = { closedDates: [] as Array<Record<string, string>> };
let history: unknown[] = [];
let puts: Array<Record<string, unknown>> = [];
let bookingSettings = {
  instantConfirmation: false,
  updatedBy: null as string | null,
  updatedAt: '2026-11-25T03:00:00.000Z',
};

const server = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), 'http://localhost');
  // The deposit policy beside the form (issue 28 item 3): none set.
  if (url.pathname === '/api/settings/deposits')
    return jsonResponse({
      data: { mode: 'none', percent: 30, windowMinutes: 120, updatedBy: null, updatedAt: null },
    });
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
  return jsonResponse({ data: { ...settings, resources: RESOURCES }, history });
});

function renderAs(role: string) {
  saveSession('token-1', { name: 'Rhea', role });
  const router = createMemoryRouter(
    [
      { path: '/admin/capacity', element: <CapacityPage /> },
      { path: '/admin/resources', element: <h1>Resources screen</h1> },
      { path: '/unauthorized', element: <h1>Not for you</h1> },
    ],
    { initialEntries: ['/admin/capacity'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeAll(installDialogMethods);

beforeEach(() => {
  settings = { closedDates: [] };
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

describe('the closed dates screen (was the capacity screen)', () => {
  it('lets an admin close a date with the update code, and shows the change in the history', async () => {
    const user = renderAs('admin');
    const form = within(await screen.findByRole('form', { name: 'Closed dates' }));
    // The per-place numbers are gone: no number field for any place.
    expect(form.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Makati' })).toBeNull();
    expect(screen.getByText('No changes yet: the defaults apply.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a closed date' }));
    await user.selectOptions(screen.getByLabelText('Place'), 'quezon-city');
    await user.type(screen.getByLabelText('Date'), christmas);
    await user.type(screen.getByLabelText('Reason (optional)'), 'Christmas');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const prompt = await screen.findByRole('dialog', { name: 'Save the closed dates' });
    await user.type(within(prompt).getByLabelText('Update code'), 'wrong');
    await user.click(within(prompt).getByRole('button', { name: 'Save changes' }));
    expect(await within(prompt).findByText('Invalid update code')).toBeTruthy();
    await user.clear(within(prompt).getByLabelText('Update code'));
    await user.type(within(prompt).getByLabelText('Update code'), 'open-sesame');
    await user.click(within(prompt).getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Closed dates saved.');
    expect(puts.at(-1)).toEqual({
      closedDates: [{ branch: 'quezon-city', date: christmas, reason: 'Christmas' }],
      updateCode: 'open-sesame',
    });
    const entries = within(screen.getByRole('region', { name: 'History' }));
    expect(entries.getByText(`Closed Timog (Quezon City) on ${christmas} (Christmas)`)).toBeTruthy();
    expect(entries.getByText(/Rhea/)).toBeTruthy();
  });

  it("shows each place's rooms, practitioners, machines and consultants, each linked to the resources screen", async () => {
    const user = renderAs('admin');
    const panel = within(await screen.findByRole('region', { name: 'Who and what each place has' }));
    const row = (label: string) => within(panel.getByText(label).closest('li') as HTMLElement);
    expect(row('Makati').getByText('2 rooms · 3 practitioners · 1 machine')).toBeTruthy();
    expect(row('Home service').getByText('2 rooms · 1 practitioner')).toBeTruthy();
    expect(row('Online consultations').getByText('2 consultants')).toBeTruthy();
    const link = panel.getByRole('link', { name: 'Edit the resources of Online consultations' });
    expect(link.getAttribute('href')).toBe('/admin/resources?branch=online');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Resources screen' })).toBeTruthy();
  });

  it('reads a change recorded before the numbers gave way to resources', async () => {
    history = [
      {
        changedAt: '2026-11-20T03:00:00.000Z',
        changedBy: 'Rhea',
        before: { capacity: { makati: 4, online: 1 }, closedDates: [] },
        after: { capacity: { makati: 5, online: 1 }, closedDates: [] },
      },
    ];
    renderAs('admin');
    const entries = within(await screen.findByRole('region', { name: 'History' }));
    expect(entries.getByText('Makati 4 → 5')).toBeTruthy();
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

  it('is for admins only: staff are told so inside the back-office, with its menu, and nothing is read', async () => {
    renderAs('staff');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Closed dates and booking settings' }),
    ).toBeTruthy();
    expect(screen.getByText(/^Only an admin changes closed dates and booking settings\./)).toBeTruthy();
    // Nothing on the page says the account cannot open the back-office (issue 24, item 21).
    expect(screen.queryByText(/cannot open the back-office/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Not for you' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Back-office' })).toBeTruthy();
    expect(screen.queryByLabelText(/Makati/)).toBeNull();
    expect(server).not.toHaveBeenCalled();
  });
});
