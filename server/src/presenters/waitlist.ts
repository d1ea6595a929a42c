import type { WaitlistStatus } from '../../../domain/waitlist';
import { toIsoOrNull } from '../db/rows';
import { servicesOf, type WaitlistRow } from '../db/waitlist-row';

/** A wish as the client who left it reads it (no offer link: that goes to their inbox and phone). */
export interface WaitlistWish {
  id: string;
  branch: string;
  date: string;
  from: string;
  to: string;
  services: string[];
  status: WaitlistStatus;
  createdAt: string;
}

/** A wish as the desk reads it: who, and where its offer stands. */
export interface WaitlistDeskEntry extends WaitlistWish {
  customerName: string;
  email: string;
  phone: string;
  offer: { time: string; offeredAt: string | null; expiresAt: string | null } | null;
}

export function presentWish(row: WaitlistRow): WaitlistWish {
  return {
    id: row.id,
    branch: row.branch,
    date: row.wish_date,
    from: row.from_time,
    to: row.to_time,
    services: servicesOf(row),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function presentDeskEntry(row: WaitlistRow): WaitlistDeskEntry {
  return {
    ...presentWish(row),
    customerName: row.customer_name,
    email: row.email,
    phone: row.phone,
    offer: row.offer_time
      ? {
          time: row.offer_time,
          offeredAt: toIsoOrNull(row.offered_at),
          expiresAt: toIsoOrNull(row.offer_expires_at),
        }
      : null,
  };
}

/** The offer as its link opens it: the held start and how long it stays held. */
export function presentOffer(row: WaitlistRow) {
  return {
    branch: row.branch,
    date: row.wish_date,
    time: row.offer_time,
    services: servicesOf(row),
    customerName: row.customer_name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    holdId: row.status === 'offered' ? row.offer_hold_id : null,
    expiresAt: toIsoOrNull(row.offer_expires_at),
  };
}
