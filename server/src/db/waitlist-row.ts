import type { WaitlistStatus } from '../../../domain/waitlist';

/** A row of waitlist_entries (migration 20261129200200). */
export interface WaitlistRow {
  id: string;
  branch: string;
  wish_date: string;
  from_time: string;
  to_time: string;
  services: string[] | string;
  customer_name: string;
  email: string;
  phone: string;
  sms_opt_in: boolean;
  wish_key: string;
  status: WaitlistStatus;
  offer_time: string | null;
  offer_hold_id: string | null;
  offer_token: string | null;
  offered_at: Date | string | null;
  offer_expires_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const servicesOf = (row: Pick<WaitlistRow, 'services'>): string[] =>
  typeof row.services === 'string' ? (JSON.parse(row.services) as string[]) : row.services;
