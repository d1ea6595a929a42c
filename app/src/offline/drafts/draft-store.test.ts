import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClinicDatabase } from '../db';
import { submitToOutbox } from '../outbox/submit-to-outbox';
import { deleteDraft, readDraft, restartDraft, saveDraftValues } from './draft-store';

let db: ClinicDatabase;

beforeEach(() => {
  db = new ClinicDatabase(`draft-test-${Math.random()}`);
});

afterEach(async () => {
  await db.delete();
});

describe('drafts on the device', () => {
  it('keeps what was typed across a reload', async () => {
    await saveDraftValues(db, 'booking', { customerName: 'Ana Santos', age: '29' }, 10);
    const reopened = new ClinicDatabase(db.name);
    expect(await readDraft(reopened, 'booking')).toMatchObject({
      values: { customerName: 'Ana Santos', age: '29' },
      updatedAt: 10,
    });
    reopened.close();
  });

  it('keeps the booking and the consultation apart', async () => {
    await saveDraftValues(db, 'booking', { customerName: 'Ana' });
    await saveDraftValues(db, 'consultation', { customerName: 'Bea' });
    expect((await readDraft(db, 'booking'))?.values).toEqual({ customerName: 'Ana' });
    expect((await readDraft(db, 'consultation'))?.values).toEqual({ customerName: 'Bea' });
  });

  it('never changes a draft that is on its way to the server', async () => {
    await saveDraftValues(db, 'booking', { customerName: 'Ana Santos' });
    await submitToOutbox(db, { draftId: 'booking', kind: 'booking', url: '/api/bookings', body: {} });
    expect(await saveDraftValues(db, 'booking', { customerName: 'Someone else' })).toBe(false);
    expect((await readDraft(db, 'booking'))?.values).toEqual({ customerName: 'Ana Santos' });
  });

  it('keeps the server reason while the visitor corrects the form', async () => {
    await db.drafts.put({ id: 'booking', values: {}, updatedAt: 1, serverMessage: 'Date is full' });
    await saveDraftValues(db, 'booking', { date: '2030-01-02' });
    expect((await readDraft(db, 'booking'))?.serverMessage).toBe('Date is full');
  });

  it('starts a second booking with the contact details only', async () => {
    await saveDraftValues(db, 'booking', {
      customerName: 'Ana',
      email: 'ana@example.com',
      date: '2030-01-02',
    });
    await restartDraft(db, 'booking', ['customerName', 'email', 'phone']);
    expect((await readDraft(db, 'booking'))?.values).toEqual({
      customerName: 'Ana',
      email: 'ana@example.com',
    });
  });

  it('forgets the draft entirely when asked', async () => {
    await saveDraftValues(db, 'booking', { customerName: 'Ana' });
    await deleteDraft(db, 'booking');
    expect(await readDraft(db, 'booking')).toBeNull();
  });
});
