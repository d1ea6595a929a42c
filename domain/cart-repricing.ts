import type { ServiceSource } from './catalogue/catalogue-rules';
import { priceCart } from './pricing';

/** A cart line as the device keeps it: what the client saw when adding it, and what it names. */
export interface KeptLine {
  id: string;
  name: string;
  /** Pesos for one unit, as shown when the line was added. */
  price: number;
  selectedPromo?: string | null | undefined;
  promoCode?: string | null | undefined;
  packageId?: string | null | undefined;
}

export type LineRepricing =
  | { kind: 'same' }
  /** The catalogue changed the line's price or name since it was added: the cart shows the new ones. */
  | { kind: 'changed'; name: string; price: number }
  /** The server would refuse the line now (treatment retired, package ended or not started). */
  | { kind: 'refused'; message: string };

/**
 * A kept line against the current catalogue, by the very rule the server prices a booking with
 * (pricing.ts): a cart holding an old price is re-priced, never booked at a figure the server would
 * not charge, and a line it would refuse says why before the client gets as far as booking.
 */
export function repriceLine(line: KeptLine, catalogue: ServiceSource, now = new Date()): LineRepricing {
  const priced = priceCart(
    [
      {
        id: line.id,
        quantity: 1,
        selectedPromo: line.selectedPromo ?? null,
        promoCode: line.promoCode ?? null,
        packageId: line.packageId ?? null,
      },
    ],
    catalogue,
    now,
  );
  if (!priced.ok) return { kind: 'refused', message: priced.message };
  const [current] = priced.lines;
  if (!current || (current.unitPrice === line.price && current.name === line.name)) return { kind: 'same' };
  return { kind: 'changed', name: current.name, price: current.unitPrice };
}
