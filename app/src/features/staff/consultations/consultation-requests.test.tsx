// @vitest-environment jsdom
import { CONSULTATION_REQUEST_MESSAGES } from '@domain/consultation-requests';
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

/** Asked for Tuesday 1 December 2026 at 3:00 PM, from Thursday 3 December at 11:00 AM. */
const ASKED = { date: '2026-12-01', time: '15:00' };

function consultation(overrides: Partial<OnlineConsultation> = {}): OnlineConsultation {
  return {
    _id: 'consultation-1',
    id: 'consultation-1',
    bookingNumber: 'TBL80000001',
    customerName: 'Carla Cruz',
    email: 'carla@example.com',
    phone: '09175550101',
    age: 34,
    date: '2026-12-03',
    time: '11:00',
    cancelledAt: null,
    status: 'confirmed',
    videoLink: null,
    paymentMethod: 'bpi',
    notes: '',
    totalPrice: 700,
    createdAt: '2026-11-21T02:00:00.000Z',
    payment: UNPAID,
    assignments: [],
    pendingChangeRequest: {
      ...ASKED,
      message: 'My shift moved, can we do the afternoon?',
      requestedAt: '2026-11-24T03:00:00.000Z',
    },
    ...overrides,
  };
}

let row: OnlineConsultation;
let lists = 0;
let histories = 0;
let waitingReads = 0;

/** The history as the server words it: booked, asked, and once moved, the desk's line. */
function history() {
  const lines = [
    {
      id: 'created',
      kind: 'created',
      at: '2026-11-21T02:00:00.000Z',
      actor: 'Online booking',
      summary: 'Booked online',
    },
    {
      id: 'request',
      kind: 'time_requested',
      at: '2026-11-24T03:00:00.000Z',
      actor: 'Client (online)',
      summary: 'Asked to move to Tue, 1 Dec 2026, 3:00 PM',
    },
  ];
  if (row.date !== ASKED.date) return lines;
  return [
    ...lines,
    {
      id: 'event:1',
      kind: 'request_accepted',
      at: '2026-11-24T04:00:00.000Z',
      actor: 'Rhea',
      summary: 'Moved from Thu, 3 Dec 2026, 11:00 AM to Tue, 1 Dec 2026, 3:00 PM, as the client asked',
    },
  ];
}
const posts: Array<{ path: string; body: Record<string, unknown> }> = [];
/** How the next accept answers: moved, or full with the nearest free times. */
let acceptAnswer: 'moved' | 'full' = 'moved';

const FULL = {
  msg: 'Tue, 1 Dec 2026, 3:00 PM is fully booked for online consultations. Choose one of the nearest free times.',
  alternatives: [
    { date: '2026-12-01', time: '14:30', label: '2:30 PM' },
    { date: '2026-12-01', time: '15:30', label: '3:30 PM' },
  ],
};

function server() {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push({ path: url.pathname, body });
      if (url.pathname.endsWith('/accept')) {
        if (acceptAnswer === 'full')
          return jsonResponse({ ...FULL, message: FULL.msg, error: 'slot_taken' }, 409);
        row = { ...row, ...ASKED, pendingChangeRequest: null };
        return jsonResponse({ data: row, message: CONSULTATION_REQUEST_MESSAGES.accepted });
      }
      row = { ...row, pendingChangeRequest: null };
      return jsonResponse({ data: row, message: CONSULTATION_REQUEST_MESSAGES.declined });
    }
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      // A status change answers without the pending request, as the API does.
      const { pendingChangeRequest: _left, ...rest } = row;
      return jsonResponse({ data: { ...rest, status: body.status }, message: 'ok' });
    }
    if (url.pathname.endsWith('/change-requests')) {
      waitingReads += 1;
      const waits = row.pendingChangeRequest && (row.status === 'pending' || row.status === 'confirmed');
      return jsonResponse({ data: waits ? [row] : [], total: waits ? 1 : 0 });
    }
    if (url.pathname.endsWith('/history')) {
      histories += 1;
      return jsonResponse({ data: history() });
    }
    lists += 1;
    return jsonResponse({ data: [row], total: 1, totalPages: 1, currentPage: 1, limit: 10 });
  });
}

beforeAll(installDialogMethods);

beforeEach(() => {
  posts.length = 0;
  lists = 0;
  histories = 0;
  waitingReads = 0;
  acceptAnswer = 'moved';
  row = consultation();
  saveSession('token-1', { name: 'Rhea', role: 'staff' });
  vi.stubGlobal('fetch', server());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDialog() {
  render(
    <MemoryRouter initialEntries={['/admin/online-consultations']}>
      <ConsultationsPage />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: 'Carla Cruz' });
  await user.click(within(card).getByRole('button', { name: /^View/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Online Consultation - Carla Cruz' }));
  return { user, dialog };
}

describe("a client's request to move an online consultation, on the staff screen", () => {
  it('shows on the card, and in the dialog with the message; Accept moves the call and the list reloads', async () => {
    const { user, dialog } = await openDialog();
    const card = within(screen.getByRole('article', { name: 'Carla Cruz' }));
    expect(card.getByText('Asked to move to Tue 1 Dec, 3:00 PM')).toBeTruthy();

    const panel = within(dialog.getByRole('region', { name: 'Time request from the client' }));
    expect(panel.getByText('Tue 1 Dec, 3:00 PM')).toBeTruthy();
    expect(panel.getByText(/My shift moved, can we do the afternoon\?/)).toBeTruthy();
    const listsBefore = lists;

    // Keyboard: the labelled button is reached and pressed without a pointer.
    const accept = panel.getByRole('button', { name: 'Accept the move to Tue 1 Dec, 3:00 PM' });
    accept.focus();
    await user.keyboard('{Enter}');

    const notice = await dialog.findByText(CONSULTATION_REQUEST_MESSAGES.accepted);
    expect(notice.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(notice);
    // The request on screen is named, so one the client replaced meanwhile is never decided unseen.
    expect(posts).toEqual([
      {
        path: '/api/online-consultations/consultation-1/change-request/accept',
        body: { requestedAt: '2026-11-24T03:00:00.000Z' },
      },
    ]);
    expect(dialog.queryByRole('region', { name: 'Time request from the client' })).toBeNull();
    expect(dialog.getByText('Tuesday, December 1, 2026 at 3:00 PM')).toBeTruthy();
    await vi.waitFor(() => expect(lists).toBeGreaterThan(listsBefore));
    // The history is read again and names who moved it.
    const historySection = within(dialog.getByRole('region', { name: 'History' }));
    expect(
      await historySection.findByText(
        'Moved from Thu, 3 Dec 2026, 11:00 AM to Tue, 1 Dec 2026, 3:00 PM, as the client asked',
      ),
    ).toBeTruthy();
    expect(historySection.getByText(/^Rhea ·/)).toBeTruthy();
    expect(histories).toBe(2);
    expect(
      within(screen.getByRole('article', { name: 'Carla Cruz' })).queryByText(/Asked to move to/),
    ).toBeNull();
  });

  it('declines with a reply to the client', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Decline the move to Tue 1 Dec, 3:00 PM' }));
    await user.type(dialog.getByLabelText('Reply to the client (optional)'), 'The doctor is away that day.');
    await user.click(dialog.getByRole('button', { name: 'Send decline' }));
    expect(await dialog.findByText(CONSULTATION_REQUEST_MESSAGES.declined)).toBeTruthy();
    expect(posts).toEqual([
      {
        path: '/api/online-consultations/consultation-1/change-request/decline',
        body: { requestedAt: '2026-11-24T03:00:00.000Z', reply: 'The doctor is away that day.' },
      },
    ]);
    expect(dialog.getByText('Thursday, December 3, 2026 at 11:00 AM')).toBeTruthy();
  });

  it('reads a full time with the free times nearby, and offers them to the client in the decline', async () => {
    acceptAnswer = 'full';
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: /^Accept/ }));
    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText(FULL.msg)).toBeTruthy();
    expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tue 1 Dec, 2:30 PM',
      'Tue 1 Dec, 3:30 PM',
    ]);
    // The request still waits: nothing moved.
    expect(dialog.getByRole('region', { name: 'Time request from the client' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Decline and offer these times' }));
    const reply = dialog.getByLabelText('Reply to the client (optional)') as HTMLTextAreaElement;
    expect(reply.value).toContain('Tue 1 Dec, 2:30 PM; Tue 1 Dec, 3:30 PM');
    await user.click(dialog.getByRole('button', { name: 'Send decline' }));
    await dialog.findByText(CONSULTATION_REQUEST_MESSAGES.declined);
    expect(posts.at(-1)?.body.reply).toContain('We can offer: Tue 1 Dec, 2:30 PM; Tue 1 Dec, 3:30 PM.');
  });

  it('keeps the request on screen after a status change, and shows none on a cancelled call', async () => {
    row = consultation({ status: 'pending' });
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Mark as Confirmed' }));
    const prompt = within(await screen.findByRole('dialog', { name: 'Mark as Confirmed?' }));
    await user.type(prompt.getByLabelText('Update code'), 'open-sesame');
    await user.click(prompt.getByRole('button', { name: 'Mark as Confirmed' }));
    expect(await dialog.findByText('Status updated to Confirmed.')).toBeTruthy();
    expect(dialog.getByRole('region', { name: 'Time request from the client' })).toBeTruthy();
    cleanup();

    row = consultation({ status: 'cancelled', cancelledAt: '2026-11-24T05:00:00.000Z' });
    const cancelled = await openDialog();
    expect(cancelled.dialog.queryByRole('region', { name: 'Time request from the client' })).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Carla Cruz' })).queryByText(/Asked to move to/),
    ).toBeNull();
  });

  it('lists the clients waiting above the consultations; Answer opens the dialog, and a decision clears the list', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/online-consultations']}>
        <ConsultationsPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const waiting = within(await screen.findByRole('region', { name: 'Time requests waiting (1)' }));
    expect(
      waiting.getByText(/booked for Thu 3 Dec, 11:00 AM: asked to move to Tue 1 Dec, 3:00 PM/),
    ).toBeTruthy();
    await user.click(waiting.getByRole('button', { name: "Answer Carla Cruz's request" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Online Consultation - Carla Cruz' }));
    const readsBefore = waitingReads;
    await user.click(dialog.getByRole('button', { name: /^Accept/ }));
    await dialog.findByText(CONSULTATION_REQUEST_MESSAGES.accepted);
    await vi.waitFor(() => expect(waitingReads).toBeGreaterThan(readsBefore));
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: /Time requests waiting/ })).toBeNull(),
    );
  });
});
