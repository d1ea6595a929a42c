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
});
