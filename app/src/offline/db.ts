import Dexie, { type EntityTable } from 'dexie';

/** One line of the cart as kept on the device; `key` is `${id}|${timeSlot}`. */
export interface CartLine {
  key: string;
  id: string;
  quantity: number;
  timeSlot: string;
  timeSlotLabel: string;
  /** Title of the chosen promo package, if any. */
  selectedPromo?: string | undefined;
  /** Upper-cased promo code applied on the sales layout, if any. */
  promoCode?: string | undefined;
  name: string;
  price: number;
  image: string;
  addedAt: number;
}

/** The app's one IndexedDB database. Each new store or index is a new version below. */
export class ClinicDatabase extends Dexie {
  cart!: EntityTable<CartLine, 'key'>;

  constructor(name = 'tbl-clinic') {
    super(name);
    this.version(1).stores({
      cart: '&key, id, addedAt',
    });
  }
}

export const db = new ClinicDatabase();
