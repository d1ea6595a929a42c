import type { ClinicDatabase } from '../../../offline/db';
import { type HoldForm, type HoldState, parseHoldState } from './hold-state';

export const holdKey = (form: HoldForm) => `hold:${form}`;

export async function readHold(db: ClinicDatabase, form: HoldForm): Promise<HoldState | null> {
  return parseHoldState((await db.keyval.get(holdKey(form)))?.value);
}

export async function saveHold(db: ClinicDatabase, form: HoldForm, hold: HoldState): Promise<void> {
  await db.keyval.put({ key: holdKey(form), value: hold });
}

/** Forgets the hold, but only the one named: a newer hold taken by another tab stays. */
export async function clearHold(db: ClinicDatabase, form: HoldForm, id?: string): Promise<void> {
  await db.transaction('rw', db.keyval, async () => {
    const current = await readHold(db, form);
    if (id === undefined || current?.id === id) await db.keyval.delete(holdKey(form));
  });
}
