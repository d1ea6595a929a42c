// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { db } from '../../../offline/db';
import { bookingsServer } from '../testing/fake-api';
import { DashboardScreen } from './dashboard-screen';

/** The dashboard's branch filter for an account limited to branches (issue 29 item 5). */
let server: ReturnType<typeof bookingsServer>;

beforeAll(installDialogMethods);

beforeEach(async () => {
  server = bookingsServer(3);
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  await db.staffSnapshots.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function branchOptions(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <DashboardScreen />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'TBL00000001' });
  const select = screen.getByRole('combobox', { name: 'Branch' }) as HTMLSelectElement;
  return { select, labels: [...select.options].map((option) => option.textContent) };
}

describe('the branch filter', () => {
  it('offers a Makati receptionist her branch only, and opens a link to another on all of hers', async () => {
    saveSession('token-1', { name: 'Mika', email: 'mika@tbl.test', role: 'staff', branches: ['makati'] });
    const { select, labels } = await branchOptions('/admin?branch=las-pinas');
    expect(labels).toEqual(['All my branches', 'Makati']);
    expect(select.value).toBe('all');
    expect(server.last()?.searchParams.has('branch')).toBe(false);
  });

  it('offers an admin every branch', async () => {
    saveSession('token-1', { name: 'Rhea', email: 'rhea@tbl.test', role: 'admin', branches: ['makati'] });
    const { select, labels } = await branchOptions('/admin?branch=las-pinas');
    expect(labels).toEqual(['All branches', 'Makati', 'Las Piñas', 'Quezon City', 'Home Service']);
    expect(select.value).toBe('las-pinas');
  });
});
