import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../offline/db';

/** The number of items in the cart (the sum of quantities), live across tabs. */
export function useCartCount(): number {
  return (
    useLiveQuery(async () => {
      let count = 0;
      await db.cart.each((line) => {
        count += line.quantity;
      });
      return count;
    }) ?? 0
  );
}
