// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../offline/db';
import { newOutboxItem } from '../../offline/outbox/outbox-store';
import { OutboxStatus } from './outbox-status';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  // Nothing may actually be sent from this test: every attempt finds no network.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await Promise.all(db.tables.map((table) => table.clear()));
});

const queue = (id: string) =>
  db.outbox.add(newOutboxItem({ id, kind: 'booking', url: '/api/bookings', body: {} }, Date.now()));

describe('the waiting badge', () => {
  it('says nothing while nothing waits, then counts what waits, live', async () => {
    render(<OutboxStatus />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(async () => {
      await queue('waiting-0001');
      await queue('waiting-0002');
    });
    await waitFor(() => expect(status.textContent).toBe('2 waiting to send'));
    await act(async () => {
      await db.outbox.update('waiting-0001', { status: 'delivered' });
    });
    await waitFor(() => expect(status.textContent).toBe('1 waiting to send'));
  });
});
