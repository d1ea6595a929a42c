// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../components/dialog/testing/jsdom-dialog';
import { saveSession } from '../../../lib/session';
import { SlotTakenError } from '../api/desk-api';
import { jsonResponse } from '../testing/fake-api';
import type { CalendarBlock, CalendarResource } from './calendar-api';
import { placeName, readQuery } from './calendar-places';
import { UnplacedVisits } from './unplaced-visits';
import { changeVisit } from './visit-change';
import { VisitDialog } from './visit-dialog';

/** The online calendar's calls (issue 24 item 19): listed when in no column, opened, moved. */
const consultants: CalendarResource[] = [
  { id: 'c-1', kind: 'practitioner', name: 'Consultant 1', skills: [], type: '', active: true, working: [] },
  { id: 'c-2', kind: 'practitioner', name: 'Dr. Abad', skills: [], type: '', active: true, working: [] },
];

function call(overrides: Partial<CalendarBlock> = {}): CalendarBlock {
  return {
    id: 'call-1',
    kind: 'consultation',
    bookingNumber: 'TBL80000001',
    customerName: 'Bea Online',
    status: 'pending',
    serviceType: 'online',
    time: '10:00',
    end: '10:30',
    services: [{ id: 'consultation', name: 'Online video consultation' }],
    underReview: false,
    pinned: false,
    assignments: [
      {
        serviceId: 'consultation',
        resourceId: 'c-1',
        kind: 'practitioner',
        name: 'Consultant 1',
        start: '10:00',
        end: '10:30',
        candidates: ['c-1', 'c-2'],
      },
    ],
    ...overrides,
  };
}

beforeAll(installDialogMethods);

beforeEach(() => {
  saveSession('token-1', { name: 'Rhea', role: 'staff' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UnplacedVisits', () => {
  it('lists the visits in no column under "Not yet placed" and opens one', async () => {
    const onOpen = vi.fn();
    const unplaced = call({ id: 'call-2', customerName: 'Fe Unplaced', status: 'no-show', assignments: [] });
    render(<UnplacedVisits blocks={[call(), unplaced]} onOpen={onOpen} />);
    expect(screen.getByRole('heading', { name: 'Not yet placed (1)' })).toBeTruthy();
    const item = screen.getByRole('button', { name: /Fe Unplaced/ });
    expect(item.textContent).toContain('Online video consultation · 10:00 AM to 10:30 AM · No-show');
    expect(screen.queryByRole('button', { name: /Bea Online/ })).toBeNull();
    await userEvent.click(item);
    expect(onOpen).toHaveBeenCalledWith(unplaced);
  });

  it('shows nothing when every visit has a column', () => {
    const { container } = render(<UnplacedVisits blocks={[call()]} onOpen={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});

const dialog = (block: CalendarBlock, onSubmit = vi.fn()) =>
  render(
    <MemoryRouter>
      <VisitDialog
        block={block}
        resources={consultants}
        range={{ start: 10 * 60, end: 22 * 60 }}
        refusal={null}
        busy={false}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />
    </MemoryRouter>,
  );

describe('VisitDialog for a video call', () => {
  it('picks the consultant and links to the call itself', async () => {
    const onSubmit = vi.fn();
    dialog(call(), onSubmit);
    expect(screen.getByRole('heading', { name: 'Video call: move or reassign Bea Online' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open the consultation TBL80000001' });
    expect(link.getAttribute('href')).toBe('/admin/online-consultations?q=TBL80000001');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Consultant'), 'Dr. Abad');
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ time: '10:00', resources: ['c-2'] });
  });

  it('offers any free consultant or a named one to a call not yet placed', async () => {
    const onSubmit = vi.fn();
    dialog(call({ assignments: [] }), onSubmit);
    const select = screen.getByLabelText('Consultant') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Any free consultant',
      'Consultant 1',
      'Dr. Abad',
    ]);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    // A call starts on the half hour and ends by the close (10 PM here).
    const starts = [...(screen.getByLabelText('Start') as HTMLSelectElement).options].map((o) => o.text);
    expect(starts.slice(0, 3)).toEqual(['10:00 AM', '10:30 AM', '11:00 AM']);
    expect(starts.at(-1)).toBe('9:30 PM');
    await userEvent.selectOptions(screen.getByLabelText('Start'), '11:30 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ time: '11:30', resources: [''] });
  });
});

describe('changeVisit for a video call', () => {
  it('moves and reassigns in one PATCH of the call, and turns a 409 into the times free', async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    let answer: Response = jsonResponse({
      data: { id: 'call-1', assignments: [{ name: 'Dr. Abad' }] },
      message: 'ok',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
        return answer;
      }),
    );
    const said = await changeVisit(call(), { time: '11:00', resources: ['c-2'] }, 'code', '2026-12-20');
    expect(said).toBe('Moved; with Dr. Abad');
    expect(sent[0]?.url).toMatch(/\/api\/online-consultations\/call-1\/time$/);
    expect(sent[0]?.body).toEqual({
      date: '2026-12-20',
      time: '11:00',
      consultantId: 'c-2',
      updateCode: 'code',
    });

    answer = jsonResponse(
      { msg: 'Sun, Dec 20, 11:00 AM is fully booked', alternatives: [{ date: '2026-12-20', time: '11:30' }] },
      409,
    );
    const refused = changeVisit(call(), { time: '10:00', resources: ['c-2'] }, 'code', '2026-12-20');
    await expect(refused).rejects.toBeInstanceOf(SlotTakenError);
    // A call not yet placed leaves the consultant to the server.
    answer = jsonResponse({ data: { id: 'call-1', assignments: [{ name: 'Consultant 1' }] } });
    await changeVisit(call({ assignments: [] }), { time: '10:00', resources: [''] }, 'code', '2026-12-20');
    expect(sent[2]?.body).toEqual({ date: '2026-12-20', time: '10:00', updateCode: 'code' });
  });
});

describe('the online place in the picker', () => {
  it('reads ?branch=online when offered and names it for the desk', () => {
    const places = ['makati', 'online'];
    expect(readQuery(new URLSearchParams('date=2026-12-20&branch=online'), places)).toEqual({
      date: '2026-12-20',
      branch: 'online',
    });
    expect(readQuery(new URLSearchParams('branch=online'), ['makati']).branch).toBe('makati');
    expect(placeName('online')).toBe('Online consultations');
    expect(placeName('quezon-city')).toBe('Quezon City');
  });
});
