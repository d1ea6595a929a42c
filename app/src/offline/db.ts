import Dexie, { type EntityTable } from 'dexie';
import type { OutboxItem } from './outbox/outbox-item';
import { rekeyCartLines } from './rekey-cart-lines';

/**
 * One line of the cart as kept on the device. `key` is `${id}|${selectedPromo}|${packageId}|${timeSlot}`
 * (see cartLineKey): the same treatment, package and time slot is one line whose quantity grows;
 * a second package of the same treatment is a line of its own.
 */
export interface CartLine {
  key: string;
  /** The service's id in the catalogue. */
  id: string;
  quantity: number;
  timeSlot: string;
  timeSlotLabel: string;
  /** Title of the chosen promo package, if any. */
  selectedPromo?: string | undefined;
  /** Upper-cased promo code applied on the sales layout, if any. */
  promoCode?: string | undefined;
  /** The service's name, or 'service - package title' when a package was chosen. */
  name: string;
  /** Pesos for one unit: the package's or the discounted price when one was chosen; 0 for consultation. */
  price: number;
  image: string;
  addedAt: number;
  /** A session booked from one of the client's packages (priced 0, quantity 1). */
  packageId?: string | undefined;
  /** The owner's manage or "My bookings" link token the package was picked from: the server's proof it is theirs. */
  packageLink?: string | undefined;
  /** Sessions the package had left when the line was added (shown as "From your package (N sessions left)"). */
  packageSessionsLeft?: number | null | undefined;
}

/** A form the visitor is filling in, saved as they type; frozen once it enters the outbox. */
export interface Draft {
  /** `booking` or `consultation`: one draft of each per device. */
  id: string;
  values: Record<string, unknown>;
  updatedAt: number;
  /** Set while the submission sits in the outbox, so the form shows its state instead of inputs. */
  outboxId?: string | undefined;
  /** Why the server refused the last submission, shown above the reopened form until the next one. */
  serverMessage?: string | undefined;
}

/** Small named values that must survive a reload (the booking countdown, install and storage flags). */
export interface KeyValue {
  key: string;
  value: unknown;
}

/** The last list a back-office screen loaded (its query and the server's reply), shown read-only offline. */
export interface StaffSnapshot {
  /** The screen: `dashboard`, `deleted`, `completed`, `consultations` or `schedule`. */
  key: string;
  savedAt: number;
  query: unknown;
  result: unknown;
  /** The session that loaded it (the token's `jti`); read back only under that same session. */
  sessionKey?: string;
  /** When that session expires (epoch ms), or null when its token did not say. */
  expiresAt?: number | null;
}

/** The app's one IndexedDB database. Each new store or index is a new version below. */
export class ClinicDatabase extends Dexie {
  cart!: EntityTable<CartLine, 'key'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  drafts!: EntityTable<Draft, 'id'>;
  keyval!: EntityTable<KeyValue, 'key'>;
  staffSnapshots!: EntityTable<StaffSnapshot, 'key'>;

  constructor(name = 'tbl-clinic') {
    super(name);
    this.version(1).stores({
      cart: '&key, id, addedAt',
    });
    this.version(2).stores({
      staffSnapshots: '&key, savedAt',
    });
    this.version(3).stores({
      outbox: '&id, status, nextAttemptAt, kind, createdAt',
      drafts: '&id, updatedAt',
      keyval: '&key',
    });
    // Version 4 re-keys cart lines by treatment, package and time slot; every line is kept.
    this.version(4)
      .stores({ cart: '&key, id, addedAt' })
      .upgrade((tx) => rekeyCartLines(tx.table('cart')));
  }
}

export const db = new ClinicDatabase();
