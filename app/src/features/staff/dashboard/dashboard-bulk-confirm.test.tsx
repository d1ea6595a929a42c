// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { backOfficeServer, makeBooking } from '../testing/fake-api';
import { DashboardScreen } from './dashboard-screen';

let server: ReturnType<typeof backOfficeServer>;

beforeAll(installDialogMethods);

beforeEach(() => {
  // More pending bookings than one page holds: confirming some brings others up from the next page.
  server = backOfficeServer(Array.from({ length: 14 }, (_, index) => makeBooking(index + 1)));
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  saveSession('token-1', { name: 'Rhea', email: 'rhea@tbl.test', role: 'admin' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('confirming several pending bookings at once', () => {
  it('shows the list that follows as the desk’s own, with no false "new bookings" bar', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin?status=pending']}>
        <DashboardScreen />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'TBL00000001' });
    for (const number of ['TBL00000001', 'TBL00000002', 'TBL00000003']) {
      await user.click(screen.getByLabelText(`Select booking ${number}`));
    }
    await user.click(screen.getByRole('button', { name: 'Confirm selected' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Update code'), 'update-1357');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bookings' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The refreshed pending list: the three confirmed gone, the next three pending ones shown.
    await screen.findByRole('heading', { name: 'TBL00000013' });
    expect(screen.queryByRole('heading', { name: 'TBL00000001' })).toBeNull();
    expect(screen.queryByRole('button', { name: /new booking/ })).toBeNull();
  });
});
