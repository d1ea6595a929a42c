// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { backOfficeServer, FIXTURES_NOW, jsonResponse, makeBooking } from '../testing/fake-api';
import { DashboardScreen } from './dashboard-screen';

let server: ReturnType<typeof backOfficeServer>;

beforeAll(installDialogMethods);

beforeEach(() => {
  // Only the clock's date is fixed (timers stay real, for user-event): the cards' buttons follow it.
  vi.useFakeTimers({ toFake: ['Date'], now: FIXTURES_NOW });
  server = backOfficeServer([
    makeBooking(1),
    makeBooking(2, { status: 'confirmed' }),
    // Yesterday's visit (the fixtures' others are on a later date): it has started.
    makeBooking(4, {
      status: 'confirmed',
      bookingData: { ...makeBooking(4).bookingData, date: '2020-01-02' },
    }),
    makeBooking(3, { status: 'completed', noteAdmin: 'Paid in cash', updatedBy: 'Rhea' }),
  ]);
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  saveSession('token-1', { name: 'Rhea', email: 'rhea@tbl.test', role: 'admin' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function renderDashboard() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <DashboardScreen />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'TBL00000001' });
  return user;
}

const card = (number: string) => screen.getByRole('article', { name: number });

describe('advancing a booking', () => {
  it('offers the next status only: pending to confirmed, confirmed to completed, none after', async () => {
    await renderDashboard();
    expect(within(card('TBL00000001')).getByRole('button', { name: /^Mark as Confirmed/ })).toBeTruthy();
    // Completed and No-show only once the visit has started: absent for a visit still to come.
    expect(within(card('TBL00000002')).queryByRole('button', { name: /^Mark as/ })).toBeNull();
    expect(within(card('TBL00000004')).getByRole('button', { name: /^Mark as Completed/ })).toBeTruthy();
    expect(within(card('TBL00000004')).getByRole('button', { name: /^Mark as No-show/ })).toBeTruthy();
    expect(within(card('TBL00000003')).queryByRole('button', { name: /^Mark as/ })).toBeNull();
    expect(within(card('TBL00000003')).getByText('Paid in cash')).toBeTruthy();
    expect(within(card('TBL00000003')).getByText('Updated by Rhea')).toBeTruthy();
  });

  it('asks for the update code, sends it with who changed it, and shows the returned booking', async () => {
    const user = await renderDashboard();
    await user.click(within(card('TBL00000001')).getByRole('button', { name: /^Mark as Confirmed/ }));
    const dialog = screen.getByRole('dialog', { name: 'Mark TBL00000001 as Confirmed' });
    await user.type(within(dialog).getByLabelText('Update code'), 'update-1357');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Confirmed' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()[0]).toMatchObject({
      method: 'PATCH',
      body: { status: 'confirmed', updatedBy: 'Rhea', updateCode: 'update-1357' },
    });
    expect(within(card('TBL00000001')).getByText('Confirmed')).toBeTruthy();
    expect(within(card('TBL00000001')).queryByRole('button', { name: /^Mark as/ })).toBeNull();
    expect(screen.getByText('Booking TBL00000001 is now confirmed.')).toBeTruthy();
  });

  it('shows the server’s message for a wrong code and changes nothing', async () => {
    const user = await renderDashboard();
    await user.click(within(card('TBL00000001')).getByRole('button', { name: /^Mark as Confirmed/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Update code'), 'guess');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Confirmed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid update code');
    expect(server.rows[0]?.status).toBe('pending');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(card('TBL00000001')).getByText('Pending')).toBeTruthy();
  });

  it('sends nothing when the code is left empty', async () => {
    const user = await renderDashboard();
    await user.click(within(card('TBL00000001')).getByRole('button', { name: /^Mark as Confirmed/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark as Confirmed' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.writes()).toEqual([]);
  });

  it('falls back to its own words when the server gives none', async () => {
    const user = await renderDashboard();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await user.click(within(card('TBL00000001')).getByRole('button', { name: /^Mark as Confirmed/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Update code'), 'update-1357');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Confirmed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update booking status');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await user.type(within(dialog).getByLabelText('Update code'), 'update-1357');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Confirmed' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Could not update booking status.'),
    );
  });
});

describe('the view dialog', () => {
  it('shows the booking read-only, and its Edit mode saves a status with the update code', async () => {
    const user = await renderDashboard();
    await user.click(within(card('TBL00000002')).getByRole('button', { name: /^View/ }));
    const view = screen.getByRole('dialog', { name: 'View Booking - Customer 2' });
    for (const label of [
      'Customer Name',
      'Email',
      'Phone',
      'Status',
      'Address',
      'Landmark',
      'Service Date',
      'Time',
      'Age',
      'Branch',
    ]) {
      expect(within(view).getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    expect(within(view).getByText('2:30 PM')).toBeTruthy();
    expect(within(view).getByText('Saturday, November 28, 2026')).toBeTruthy();
    expect(within(view).queryByRole('combobox')).toBeNull();

    await user.click(within(view).getByRole('button', { name: 'Edit' }));
    const status = within(view).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    // The visit has not started yet: Completed and No-show are not offered.
    expect(Array.from(status.options).map((option) => option.value)).toEqual([
      'pending',
      'confirmed',
      'cancelled',
    ]);
    await user.selectOptions(status, 'cancelled');
    await user.click(within(view).getByRole('button', { name: 'Save Changes' }));
    const prompt = screen.getByRole('dialog', { name: 'Mark TBL00000002 as Cancelled' });
    await user.type(within(prompt).getByLabelText('Update code'), 'update-1357');
    await user.click(within(prompt).getByRole('button', { name: 'Mark as Cancelled' }));
    await vi.waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(within(view).queryByRole('combobox')).toBeNull();
    expect(within(view).getByText('Cancelled')).toBeTruthy();
    expect(within(card('TBL00000002')).getByText('Cancelled')).toBeTruthy();
  });

  it('Cancel leaves edit mode without asking for a code', async () => {
    const user = await renderDashboard();
    await user.click(within(card('TBL00000001')).getByRole('button', { name: /^View/ }));
    const view = screen.getByRole('dialog');
    await user.click(within(view).getByRole('button', { name: 'Edit' }));
    await user.selectOptions(within(view).getByRole('combobox', { name: 'Status' }), 'confirmed');
    await user.click(within(view).getByRole('button', { name: 'Cancel' }));
    expect(within(view).queryByRole('combobox')).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(server.writes()).toEqual([]);
  });
});

describe('deleting a booking', () => {
  it('asks for the delete code, removes the card and says so', async () => {
    const user = await renderDashboard();
    await user.click(within(card('TBL00000001')).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete booking TBL00000001?' });
    await user.type(within(dialog).getByLabelText('Delete code'), 'delete-2468');
    await user.click(within(dialog).getByRole('button', { name: 'Delete booking' }));
    expect(await screen.findByText('Booking successfully deleted.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'TBL00000001' })).toBeNull();
    expect(server.writes()[0]).toMatchObject({ method: 'DELETE', body: { deleteCode: 'delete-2468' } });
  });

  it('keeps the booking when the code is wrong and says why', async () => {
    const user = await renderDashboard();
    await user.click(within(card('TBL00000001')).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Delete code'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Delete booking' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to delete booking: Invalid delete code',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(card('TBL00000001')).toBeTruthy();
    expect(server.rows).toHaveLength(4);
  });
});

describe('the admin note', () => {
  it('edits the note in a labelled field of at most 2000 characters and shows it on the card', async () => {
    const user = await renderDashboard();
    await user.click(within(card('TBL00000001')).getByRole('button', { name: /^Edit Note/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Admin Note' });
    const field = within(dialog).getByRole('textbox', { name: 'Admin note' });
    expect(field.getAttribute('placeholder')).toBe('Enter internal note for this booking...');
    expect(field.getAttribute('maxlength')).toBe('2000');
    await user.type(field, 'Prefers afternoon calls');
    expect(within(dialog).getByText('23 / 2000 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('TBL00000001')).getByText('Prefers afternoon calls')).toBeTruthy();
  });

  it('says when the server answers with something other than JSON', async () => {
    const user = await renderDashboard();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<html>Bad gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await user.click(within(card('TBL00000001')).getByRole('button', { name: /^Edit Note/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Call first');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Server returned non-JSON response');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({}, 500)),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Failed to update admin note'),
    );
  });
});
