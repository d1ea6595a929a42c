import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClinicDatabase } from '../../offline/db';
import { BOOKING_TIMER_KEY, clearTimer, extendTimer, readTimer, startTimer } from './timer-store';

let db: ClinicDatabase;
const START = 1_700_000_000_000;

beforeEach(() => {
  db = new ClinicDatabase(`timer-test-${Math.random()}`);
});

afterEach(async () => {
  await db.delete();
});

describe('the countdown kept on the device', () => {
  it('survives a reload: a second start keeps the first start time', async () => {
    await startTimer(db, START);
    const reopened = new ClinicDatabase(db.name);
    expect(await startTimer(reopened, START + 90_000)).toEqual({ startedAt: START, extended: false });
    expect(await readTimer(reopened)).toEqual({ startedAt: START, extended: false });
    reopened.close();
  });

  it('keeps the extension once taken, and only when on offer', async () => {
    await startTimer(db, START);
    await extendTimer(db, START + 30_000);
    expect((await readTimer(db))?.extended).toBe(false);
    await extendTimer(db, START + 250_000);
    expect((await readTimer(db))?.extended).toBe(true);
  });

  it('is gone once cleared, and a new visit starts afresh', async () => {
    await startTimer(db, START);
    await clearTimer(db);
    expect(await readTimer(db)).toBeNull();
    expect(await startTimer(db, START + 999_000)).toEqual({ startedAt: START + 999_000, extended: false });
  });

  it('ignores a malformed stored value', async () => {
    await db.keyval.put({ key: BOOKING_TIMER_KEY, value: 'garbage' });
    expect(await readTimer(db)).toBeNull();
    expect((await startTimer(db, START)).startedAt).toBe(START);
  });
});
