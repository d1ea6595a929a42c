import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { inPlaceQueue } from './place-queue';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A pool that never connects: the queue only uses it as the key of its instance.
const pool = knexFactory({ client: 'pg' });

describe('place queue', () => {
  it('runs work for one key one at a time, in arrival order, past failures', async () => {
    const events: string[] = [];
    const job = (name: string, fail = false) =>
      inPlaceQueue(pool, 'makati:2026-12-01', async () => {
        events.push(`start ${name}`);
        await pause(5);
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job('a'), job('b', true), job('c')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets different keys run side by side', async () => {
    const events: string[] = [];
    const job = (key: string) =>
      inPlaceQueue(pool, key, async () => {
        events.push(`start ${key}`);
        await pause(5);
        events.push(`end ${key}`);
      });
    await Promise.all([job('makati:2026-12-01'), job('makati:2026-12-02')]);
    expect(events.slice(0, 2)).toEqual(['start makati:2026-12-01', 'start makati:2026-12-02']);
  });
});
