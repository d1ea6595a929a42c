// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClinic } from '../testing/fake-time-api';
import { AVAILABILITY_REFRESH_MS, useAvailability } from './use-availability';

let clinic: ReturnType<typeof fakeClinic>['clinic'];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const fake = fakeClinic(() => new Response(null, { status: 500 }));
  clinic = fake.clinic;
  vi.stubGlobal('fetch', fake.fetch);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));

describe('the free starts of an open form', () => {
  it('asks again when the place, date or cart change, every 30 seconds, and when the connection returns', async () => {
    const query = { branch: 'makati', date: '2026-12-01', services: ['stem-cell-facial'] };
    const { result, rerender } = renderHook(({ q }) => useAvailability(q), { initialProps: { q: query } });
    await settle();
    expect(result.current.state.status).toBe('ready');
    expect(clinic.availabilityQueries).toHaveLength(1);

    rerender({ q: { ...query, branch: 'las-pinas' } });
    await settle();
    rerender({ q: { ...query, branch: 'las-pinas', date: '2026-12-02' } });
    await settle();
    rerender({ q: { branch: 'las-pinas', date: '2026-12-02', services: ['stem-cell-facial', 'hiko-nose'] } });
    await settle();
    expect(clinic.availabilityQueries.map((asked) => asked.toString())).toEqual([
      'branch=makati&date=2026-12-01&services=stem-cell-facial',
      'branch=las-pinas&date=2026-12-01&services=stem-cell-facial',
      'branch=las-pinas&date=2026-12-02&services=stem-cell-facial',
      'branch=las-pinas&date=2026-12-02&services=stem-cell-facial%2Chiko-nose',
    ]);

    // The same question every render is not asked again; the clock and the connection ask it.
    rerender({ q: { branch: 'las-pinas', date: '2026-12-02', services: ['stem-cell-facial', 'hiko-nose'] } });
    await settle();
    expect(clinic.availabilityQueries).toHaveLength(4);
    act(() => vi.advanceTimersByTime(AVAILABILITY_REFRESH_MS));
    await settle();
    expect(clinic.availabilityQueries).toHaveLength(5);
    act(() => window.dispatchEvent(new Event('online')));
    await settle();
    expect(clinic.availabilityQueries).toHaveLength(6);
  });

  it('asks nothing before a date is chosen', async () => {
    const { result } = renderHook(() => useAvailability(undefined));
    await settle();
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(clinic.availabilityQueries).toHaveLength(0);
  });
});
