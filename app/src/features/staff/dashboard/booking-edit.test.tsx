// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { backOfficeServer, FULL_TIME, makeBooking } from '../testing/fake-api';
import { DashboardScreen } from './dashboard-screen';

let server: ReturnType<typeof backOfficeServer>;

beforeAll(installDialogMethods);

beforeEach(() => {
  server = backOfficeServer([
    makeBooking(1, {
      bookingData: { ...makeBooking(1).bookingData, notes: 'Sensitive skin', paymentMethod: 'bpi' },
    }),
  ]);
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  saveSession('token-1', { name: 'Rhea', email: 'rhea@tbl.test', role: 'staff' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openEdit() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <DashboardScreen />
    </MemoryRouter>,
  );
  const card = await screen.findByRole('article', { name: 'TBL00000001' });
  expect(within(card).getByText('Sensitive skin')).toBeTruthy();
  expect(within(card).getByText('BPI QR')).toBeTruthy();
  await user.click(within(card).getByRole('button', { name: /^View/ }));
  const view = screen.getByRole('dialog', { name: 'View Booking - Customer 1' });
  expect(within(view).getByText('Sensitive skin')).toBeTruthy();
  await user.click(within(view).getByRole('button', { name: 'Edit' }));
  return { user, view };
}

async function saveWithCode(user: ReturnType<typeof userEvent.setup>, view: HTMLElement) {
  await user.click(within(view).getByRole('button', { name: 'Save Changes' }));
  const prompt = screen.getByRole('dialog', { name: 'Save changes to TBL00000001' });
  await user.type(within(prompt).getByLabelText('Update code'), 'update-1357');
  await user.click(within(prompt).getByRole('button', { name: 'Save changes' }));
  await vi.waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
}

describe('moving a booking from its edit dialog', () => {
  it('shows the alternatives of a full time in the dialog; one click takes one and saving moves it', async () => {
    const { user, view } = await openEdit();
    const time = within(view).getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
    await vi.waitFor(() =>
      expect(Array.from(time.options).map((option) => option.value)).toContain(FULL_TIME),
    );
    await user.selectOptions(time, FULL_TIME);
    await saveWithCode(user, view);

    const refusal = await within(view).findByRole('alert');
    expect(refusal.textContent).toContain('That time is full');
    await user.click(within(refusal).getByRole('button', { name: 'Sat 28 Nov, 4:00 PM' }));
    expect((within(view).getByRole('combobox', { name: 'Time' }) as HTMLSelectElement).value).toBe('16:00');
    await saveWithCode(user, view);

    expect(await within(view).findByText('Changes saved. The client is e-mailed about them.')).toBeTruthy();
    const moves = server.writes().filter((write) => write.method === 'PATCH');
    expect(moves.map((write) => write.body?.bookingData)).toEqual([{ time: FULL_TIME }, { time: '16:00' }]);
    expect(within(view).getByText('4:00 PM')).toBeTruthy();
  });

  it('sends the changed treatments, and nothing else', async () => {
    const { user, view } = await openEdit();
    await user.selectOptions(
      within(view).getByRole('combobox', { name: 'Add a treatment' }),
      'hydra-glow-skin-booster',
    );
    await saveWithCode(user, view);
    const [move] = server.writes();
    expect(move?.body).toMatchObject({
      bookingData: {},
      cartItems: [
        { id: 'stem-cell-facial', quantity: 1, selectedPromo: 'Buy 4 Get 1 Free' },
        { id: 'hydra-glow-skin-booster', quantity: 1, selectedPromo: null },
      ],
      updateCode: 'update-1357',
    });
  });
});
