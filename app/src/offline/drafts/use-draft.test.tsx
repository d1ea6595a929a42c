// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClinicDatabase } from '../db';
import { readDraft, saveDraftValues } from './draft-store';
import { DRAFT_SAVE_DELAY_MS, useDraft } from './use-draft';

let db: ClinicDatabase;
const DEFAULTS = { customerName: '', notes: '' };

function NameForm({ database }: { database: ClinicDatabase }) {
  const { values, setValues, saveNow, saveProblem } = useDraft('booking', DEFAULTS, database);
  if (!values) return <p>Loading</p>;
  return (
    <form>
      <label htmlFor="name">Full name</label>
      <input
        id="name"
        value={values.customerName}
        onChange={(event) => setValues((current) => ({ ...current, customerName: event.target.value }))}
        onBlur={() => void saveNow()}
      />
      <label htmlFor="notes">Notes</label>
      <input
        id="notes"
        value={values.notes}
        onChange={(event) => setValues((current) => ({ ...current, notes: event.target.value }))}
      />
      <p>{saveProblem ? `problem: ${saveProblem}` : 'saved'}</p>
    </form>
  );
}

beforeEach(() => {
  db = new ClinicDatabase(`use-draft-${Math.random()}`);
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  await db.delete();
});

describe('a form kept as a draft', () => {
  it('comes back with what was typed before', async () => {
    await saveDraftValues(db, 'booking', { customerName: 'Ana Santos' });
    render(<NameForm database={db} />);
    expect(((await screen.findByLabelText('Full name')) as HTMLInputElement).value).toBe('Ana Santos');
  });

  it('saves shortly after typing stops', async () => {
    render(<NameForm database={db} />);
    await userEvent.type(await screen.findByLabelText('Full name'), 'Ana');
    expect((await readDraft(db, 'booking'))?.values.customerName).not.toBe('Ana');
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 100));
    expect((await readDraft(db, 'booking'))?.values).toEqual({ customerName: 'Ana', notes: '' });
  });

  it('saves at once on blur and when the page is hidden', async () => {
    render(<NameForm database={db} />);
    const name = await screen.findByLabelText('Full name');
    await userEvent.type(name, 'Ana');
    await userEvent.tab();
    await waitFor(async () => expect((await readDraft(db, 'booking'))?.values.customerName).toBe('Ana'));
    await userEvent.type(screen.getByLabelText('Notes'), 'Sensitive skin');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(async () => expect((await readDraft(db, 'booking'))?.values.notes).toBe('Sensitive skin'));
  });

  it('keeps a synchronous copy of the last typing as the page goes away', async () => {
    render(<NameForm database={db} />);
    await userEvent.type(await screen.findByLabelText('Full name'), 'Ana');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    const rescued = JSON.parse(localStorage.getItem('tbl-draft-rescue:booking') ?? '{}');
    expect(rescued.values).toEqual({ customerName: 'Ana', notes: '' });
  });

  it('recovers that copy when the page closed before its last write finished', async () => {
    await db.drafts.put({ id: 'booking', values: { customerName: 'An' }, updatedAt: 1 });
    localStorage.setItem(
      'tbl-draft-rescue:booking',
      JSON.stringify({ values: { customerName: 'Ana', notes: '' }, updatedAt: 2 }),
    );
    render(<NameForm database={db} />);
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ana'));
    expect((await readDraft(db, 'booking'))?.values.customerName).toBe('Ana');
    expect(localStorage.getItem('tbl-draft-rescue:booking')).toBeNull();
  });

  it('ignores a copy older than the saved draft', async () => {
    await db.drafts.put({ id: 'booking', values: { customerName: 'Ana Santos' }, updatedAt: 5 });
    localStorage.setItem(
      'tbl-draft-rescue:booking',
      JSON.stringify({ values: { customerName: 'A' }, updatedAt: 2 }),
    );
    render(<NameForm database={db} />);
    await waitFor(() => expect(localStorage.getItem('tbl-draft-rescue:booking')).toBeNull());
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ana Santos');
  });

  it('shows what another tab typed', async () => {
    render(<NameForm database={db} />);
    const name = (await screen.findByLabelText('Full name')) as HTMLInputElement;
    await saveDraftValues(
      db,
      'booking',
      { customerName: 'Typed in the other tab', notes: '' },
      Date.now() + 5,
    );
    await waitFor(() => expect(name.value).toBe('Typed in the other tab'));
  });

  it('says so when the device will not keep the draft', async () => {
    render(<NameForm database={db} />);
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    vi.spyOn(db, 'transaction').mockRejectedValue(quota);
    await userEvent.type(await screen.findByLabelText('Full name'), 'A');
    await userEvent.tab();
    expect(await screen.findByText('problem: quota')).toBeTruthy();
  });
});
