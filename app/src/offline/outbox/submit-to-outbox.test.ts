import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClinicDatabase } from '../db';
import { reopenDraft, submitToOutbox } from './submit-to-outbox';

let db: ClinicDatabase;

beforeEach(() => {
  db = new ClinicDatabase(`submit-test-${Math.random()}`);
});

afterEach(async () => {
  await db.delete();
});

describe('submitting through the outbox', () => {
  it('queues the request with a fresh idempotency key and freezes the draft in one step', async () => {
    await db.drafts.put({
      id: 'booking',
      values: { customerName: 'Ana Santos', phone: '09171234567' },
      updatedAt: 1,
    });
    const id = await submitToOutbox(db, {
      draftId: 'booking',
      kind: 'booking',
      url: '/api/bookings',
      body: { a: 1 },
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const item = await db.outbox.get(id);
    expect(item).toMatchObject({
      status: 'queued',
      kind: 'booking',
      url: '/api/bookings',
      body: { a: 1 },
      attempts: 0,
    });
    const draft = await db.drafts.get('booking');
    expect(draft?.outboxId).toBe(id);
    expect(draft?.values).toEqual({ customerName: 'Ana Santos', phone: '09171234567' });
  });

  it('gives every submission its own key', async () => {
    const first = await submitToOutbox(db, {
      draftId: 'booking',
      kind: 'booking',
      url: '/api/bookings',
      body: {},
    });
    const second = await submitToOutbox(db, {
      draftId: 'consultation',
      kind: 'consultation',
      url: '/x',
      body: {},
    });
    expect(first).not.toBe(second);
  });

  it('thaws the draft with every field intact when the server refuses the input', async () => {
    await db.drafts.put({ id: 'booking', values: { customerName: 'Ana Santos', age: '15' }, updatedAt: 1 });
    await submitToOutbox(db, { draftId: 'booking', kind: 'booking', url: '/api/bookings', body: {} });
    await reopenDraft(db, 'booking');
    const draft = await db.drafts.get('booking');
    expect(draft?.outboxId).toBeUndefined();
    expect(draft?.values).toEqual({ customerName: 'Ana Santos', age: '15' });
  });

  it('leaves nothing half-done when the outbox write fails', async () => {
    await db.drafts.put({ id: 'booking', values: { customerName: 'Ana' }, updatedAt: 1 });
    await expect(
      submitToOutbox(db, {
        draftId: 'booking',
        kind: 'booking',
        url: '/api/bookings',
        body: { bad: () => 1 },
      }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.drafts.get('booking'))?.outboxId).toBeUndefined();
  });

  it('queues one submission per draft, however often the button is pressed', async () => {
    const submission = { draftId: 'booking', kind: 'booking' as const, url: '/api/bookings', body: { a: 1 } };
    const [first, second] = await Promise.all([
      submitToOutbox(db, submission),
      submitToOutbox(db, submission),
    ]);
    expect(first).toBe(second);
    expect(await db.outbox.count()).toBe(1);
  });

  it('freezes the draft with the values as sent, even when the last keystrokes were not saved yet', async () => {
    await db.drafts.put({ id: 'booking', values: { customerName: 'Ana' }, updatedAt: 1 });
    await submitToOutbox(db, {
      draftId: 'booking',
      kind: 'booking',
      url: '/api/bookings',
      body: {},
      values: { customerName: 'Ana Santos' },
    });
    expect((await db.drafts.get('booking'))?.values).toEqual({ customerName: 'Ana Santos' });
  });

  it('keeps the server reason on the reopened draft, and sends a corrected form under a new key', async () => {
    const first = await submitToOutbox(db, {
      draftId: 'booking',
      kind: 'booking',
      url: '/x',
      body: { v: 1 },
    });
    await db.outbox.update(first, { status: 'rejected' });
    await reopenDraft(db, 'booking', 5, 'The date cannot be in the past');
    const reopened = await db.drafts.get('booking');
    expect(reopened?.outboxId).toBeUndefined();
    expect(reopened?.serverMessage).toBe('The date cannot be in the past');
    const second = await submitToOutbox(db, {
      draftId: 'booking',
      kind: 'booking',
      url: '/x',
      body: { v: 2 },
    });
    expect(second).not.toBe(first);
    expect((await db.drafts.get('booking'))?.serverMessage).toBeUndefined();
  });

  it('never thaws a newer submission because of an older refusal seen late', async () => {
    const refused = await submitToOutbox(db, {
      draftId: 'booking',
      kind: 'booking',
      url: '/x',
      body: { v: 1 },
    });
    await db.outbox.update(refused, { status: 'rejected' });
    await reopenDraft(db, 'booking', 2, 'Refused', refused);
    const resent = await submitToOutbox(db, {
      draftId: 'booking',
      kind: 'booking',
      url: '/x',
      body: { v: 2 },
    });
    await reopenDraft(db, 'booking', 3, 'Refused', refused);
    expect((await db.drafts.get('booking'))?.outboxId).toBe(resent);
  });
});
