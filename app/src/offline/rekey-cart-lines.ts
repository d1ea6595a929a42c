import type { Table } from 'dexie';

interface StoredLine {
  key: string;
  id: string;
  timeSlot?: string;
  selectedPromo?: string;
  packageId?: string;
  quantity: number;
  addedAt: number;
}

/** The version-4 key, written here rather than imported so the database never depends on a feature. */
export function lineKeyV4(line: StoredLine): string {
  return [line.id, line.selectedPromo ?? '', line.packageId ?? '', line.timeSlot ?? ''].join('|');
}

/**
 * Version 3 keyed a line `${id}|${timeSlot}`. Primary keys cannot be changed in place, so every
 * line is read, the table emptied and the lines written back under their new keys, in the upgrade's
 * own transaction: a failure leaves the old version and its cart as they were. An old key was unique
 * per id and time slot, so two old lines never meet under one new key; nothing is merged or lost.
 */
export async function rekeyCartLines(cart: Table<StoredLine, string>): Promise<void> {
  const lines = await cart.toArray();
  await cart.clear();
  await cart.bulkPut(lines.map((line) => ({ ...line, key: lineKeyV4(line) })));
}
