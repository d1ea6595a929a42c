import type { ClinicDatabase } from '../db';
import type { OutboxItem } from './outbox-item';

interface SentLine {
  id?: unknown;
  timeSlot?: unknown;
  selectedPromo?: unknown;
  packageId?: unknown;
  quantity?: unknown;
}

/** The booked line's id, time slot and package: what names a cart line, however its key is built. */
function sentLines(item: OutboxItem) {
  const lines = (item.body as { cartItems?: SentLine[] } | undefined)?.cartItems ?? [];
  return lines.flatMap((line) =>
    typeof line.id === 'string'
      ? [
          {
            id: line.id,
            timeSlot: typeof line.timeSlot === 'string' ? line.timeSlot : undefined,
            selectedPromo: typeof line.selectedPromo === 'string' ? line.selectedPromo : undefined,
            packageId: typeof line.packageId === 'string' ? line.packageId : undefined,
            quantity: Number(line.quantity) || 1,
          },
        ]
      : [],
  );
}

/**
 * Takes a delivered booking's treatments out of the cart, exactly once, whichever page or tab sees
 * it first: they are booked and must not be booked twice, while anything added since stays. A line
 * that grew after the booking keeps the units added since.
 */
export async function removeBookedLines(db: ClinicDatabase, itemId: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.cart, async () => {
    const item = await db.outbox.get(itemId);
    if (item?.status !== 'delivered' || item.kind !== 'booking' || item.linesRemoved) return;
    for (const sent of sentLines(item)) {
      const candidates = await db.cart.where('id').equals(sent.id).toArray();
      const line = candidates.find(
        (entry) =>
          (sent.timeSlot === undefined || entry.timeSlot === sent.timeSlot) &&
          (entry.selectedPromo ?? undefined) === sent.selectedPromo &&
          (entry.packageId ?? undefined) === sent.packageId,
      );
      if (!line) continue;
      if (line.quantity > sent.quantity)
        await db.cart.update(line.key, { quantity: line.quantity - sent.quantity });
      else await db.cart.delete(line.key);
    }
    await db.outbox.update(itemId, { linesRemoved: true });
  });
}

/** The visitor has seen that this submission went through; no notice is shown for it again. */
export async function acknowledgeDelivery(db: ClinicDatabase, itemId: string): Promise<void> {
  await db.outbox.update(itemId, { unacknowledged: undefined });
}
