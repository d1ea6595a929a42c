// @vitest-environment jsdom
import { addDays, manilaDate } from '@domain/manila-date';
import { UNPAID } from '@domain/payment';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import type { OnlineConsultation } from '../api/types';
import { ConsultationsPage } from '../consultations-page';
import { jsonResponse } from '../testing/fake-api';

const today = manilaDate();

function consultation(index: number, overrides: Partial<OnlineConsultation> = {}): OnlineConsultation {
  return {
    _id: `consultation-${index}`,
    id: `consultation-${index}`,
    bookingNumber: `TBL8000000${index}`,
    customerName: `Client ${index}`,
    email: `client${index}@example.com`,
    phone: '0917 555 0101',
    age: 34,
    date: addDays(today, 3),
    time: '15:00',
    cancelledAt: null,
    status: 'pending',
    videoLink: null,
    paymentMethod: 'bpi',
    notes: '',
    totalPrice: 700,
    createdAt: '2026-11-21T02:00:00.000Z',
    payment: UNPAID,
    assignments: [],
    ...overrides,
  };
}

let rows: OnlineConsultation[] = [];
const patches: Array<{ path: string; body: Record<string, unknown> }> = [];

function server() {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push({ path: url.pathname, body });
      if (body.updateCode !== 'open-sesame') return jsonResponse({ msg: 'Invalid update code' }, 403);
      const id = url.pathname.split('/')[3];
      const index = rows.findIndex((row) => row._id === id);
      const current = rows[index] as OnlineConsultation;
      const updated = url.pathname.endsWith('/status')
        ? { ...current, status: body.status as OnlineConsultation['status'] }
        : { ...current, videoLink: (body.videoLink as string | null) ?? null };
      rows[index] = updated;
      return jsonResponse({ data: updated, message: 'ok' });
    }
    return jsonResponse({ data: rows, total: rows.length, totalPages: 1, currentPage: 1, limit: 10 });
  });
}

beforeAll(installDialogMethods);

beforeEach(() => {
  patches.length = 0;
  saveSession('token-1', { name: 'Rhea', role: 'staff' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/admin/online-consultations']}>
      <ConsultationsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, name: string, submit: string) {
  const prompt = await screen.findByRole('dialog', { name });
  await user.type(within(prompt).getByLabelText('Update code'), 'open-sesame');
  await user.click(within(prompt).getByRole('button', { name: submit }));
}

describe('the online consultations screen as work', () => {
  it("shows each call's status, marks today's calls and keeps the server's order", async () => {
    rows = [
      consultation(1, {
        date: today,
        time: '10:00',
        status: 'confirmed',
        videoLink: 'https://meet.example.com/a',
        // As the API stores a mobile number.
        phone: '09175550101',
        assignments: [
          {
            serviceId: 'online-consultation',
            resourceId: 'consultant-1',
            kind: 'practitioner',
            name: 'Dr. Reyes',
            start: '10:00',
            end: '10:30',
          },
        ],
      }),
      consultation(2, { status: 'cancelled', cancelledAt: '2026-11-22T01:00:00.000Z' }),
    ];
    vi.stubGlobal('fetch', server());
    renderPage();
    const cards = await screen.findAllByRole('article');
    expect(
      cards.map((card) => card.getAttribute('aria-label') ?? within(card).getByRole('heading').textContent),
    ).toEqual(['Client 1', 'Client 2']);
    const first = within(screen.getByRole('article', { name: 'Client 1' }));
    expect(first.getByText('Today at 10:00 AM')).toBeTruthy();
    expect(first.getByText('Confirmed')).toBeTruthy();
    expect(first.getByText('Set')).toBeTruthy();
    expect(first.getByText('0917 555 0101')).toBeTruthy();
    // Who takes the call; one booked before consultants existed goes to whoever is free.
    expect(first.getByText('Dr. Reyes')).toBeTruthy();
    const second = within(screen.getByRole('article', { name: 'Client 2' }));
    expect(second.getByText('Cancelled')).toBeTruthy();
    // A cancelled call asks for no link: the card does not list it as work still to do.
    expect(second.getByText('None')).toBeTruthy();
    expect(second.queryByText('Not set yet')).toBeNull();
    expect(second.getByText('Any free consultant')).toBeTruthy();
  });

  it('sets the video-call link and confirms with the update code; Done waits for the call', async () => {
    rows = [consultation(3)];
    vi.stubGlobal('fetch', server());
    const user = renderPage();
    const card = await screen.findByRole('article', { name: 'Client 3' });
    await user.click(within(card).getByRole('button', { name: /^View/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Online Consultation - Client 3' }));
    expect(dialog.queryByRole('button', { name: 'Mark as Done' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Mark as No-show' })).toBeNull();

    // The dialog reads the missing link as the card does: still to be set for a call to come.
    expect(within(card).getByText('Not set yet')).toBeTruthy();
    expect(dialog.getByText('Not set yet')).toBeTruthy();
    expect(dialog.queryByText('Not given')).toBeNull();
    // With no link yet there is nothing to remove: the button offers to send one, once typed.
    expect(dialog.queryByRole('button', { name: 'Remove link' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Save and send link' }).hasAttribute('disabled')).toBe(true);
    await user.type(dialog.getByLabelText('Video-call link'), 'https://meet.example.com/room-3');
    await user.click(dialog.getByRole('button', { name: 'Save and send link' }));
    await enterCode(user, 'Send the video-call link?', 'Save and send');
    expect(await dialog.findByText('Video-call link saved and sent to the client.')).toBeTruthy();
    // The link the client was sent opens from the dialog, to check it.
    expect(dialog.getByRole('link', { name: 'https://meet.example.com/room-3' }).getAttribute('href')).toBe(
      'https://meet.example.com/room-3',
    );
    expect(patches.at(-1)).toEqual({
      path: '/api/online-consultations/consultation-3/video-link',
      body: { videoLink: 'https://meet.example.com/room-3', updateCode: 'open-sesame' },
    });

    await user.click(dialog.getByRole('button', { name: 'Mark as Confirmed' }));
    await enterCode(user, 'Mark as Confirmed?', 'Mark as Confirmed');
    expect(await dialog.findByText('Status updated to Confirmed.')).toBeTruthy();
    expect(patches.at(-1)).toEqual({
      path: '/api/online-consultations/consultation-3/status',
      body: { status: 'confirmed', updateCode: 'open-sesame' },
    });
    expect(dialog.queryByRole('button', { name: 'Mark as Confirmed' })).toBeNull();
  });

  it('cancels with the reason typed, and offers Done and No-show once the call has started', async () => {
    rows = [consultation(4, { date: addDays(today, -1), status: 'confirmed' })];
    vi.stubGlobal('fetch', server());
    const user = renderPage();
    const card = await screen.findByRole('article', { name: 'Client 4' });
    await user.click(within(card).getByRole('button', { name: /^View/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Online Consultation - Client 4' }));
    expect(dialog.getByRole('button', { name: 'Mark as Done' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Mark as No-show' })).toBeTruthy();
    await user.type(
      dialog.getByLabelText('Reason for cancelling (optional, sent to the client)'),
      'Doctor ill',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel consultation' }));
    await enterCode(user, 'Cancel consultation?', 'Cancel consultation');
    expect(
      await dialog.findByText('This consultation is cancelled; its time is free for others.'),
    ).toBeTruthy();
    expect(patches.at(-1)?.body).toEqual({
      status: 'cancelled',
      updateCode: 'open-sesame',
      reason: 'Doctor ill',
    });
  });
});
