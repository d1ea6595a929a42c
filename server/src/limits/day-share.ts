import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { DAY_SHARE_MESSAGE, dayShareMinutes, overDayShare } from '../../../domain/day-share';
import type { PlaceId } from '../../../domain/opening-hours';
import { tooManyRequests } from '../errors';

/** A visit a public client asks for, to be counted against their share of its place and day. */
export interface ShareRequest {
  place: PlaceId;
  /** `YYYY-MM-DD`, Manila. */
  date: string;
  minutes: number;
  /** The client's own hold this visit takes over: not counted twice. */
  holdId?: string | undefined;
}

/** Who a share counts: a client address (clientBucket) always, and the e-mail address of a booking. */
export interface ShareHolder {
  address: string;
  contact?: string | undefined;
}

const SECONDS_IN_A_DAY = 86_400;

/**
 * Serialises everything one client (an address bucket, or a contact) takes, in every server instance:
 * an advisory lock held until the caller's transaction ends, so counting what they hold and adding to
 * it are one atomic step. Always taken before the place's own lock (takePlace), never after.
 */
async function lockClient(trx: Knex.Transaction, subject: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`client:${subject}`]);
}

const addressSubject = (address: string) => `address:${address}`;
const contactSubject = (contact: string) => `contact:${contact}`;

/** lockClient for a client address (a clientBucket): what a hold takes before it counts. */
export async function lockClientAddress(trx: Knex.Transaction, address: string): Promise<void> {
  await lockClient(trx, addressSubject(address));
}

interface Taken {
  minutes: number;
  /** Seconds until the first of the subject's live holds there lapses, if it holds any. */
  firstLapse: number | null;
}

/** What `subject` already has at the place that day: its live holds (an address only) and its bookings. */
async function takenBy(
  trx: Knex.Transaction,
  subject: string,
  holdsOf: string | undefined,
  request: ShareRequest,
): Promise<Taken> {
  const { rows } = await trx.raw<{ rows: Array<{ minutes: number; first_lapse: number | string | null }> }>(
    `select coalesce((select sum(minutes) from day_share_takes
                       where subject = :subject and place = :place and share_date = :day::date), 0)::int
          + coalesce(h.minutes, 0)::int as minutes,
            h.first_lapse
       from (select sum(visit_minutes) as minutes, extract(epoch from min(expires_at) - now()) as first_lapse
               from slot_holds
              where client_address = :holder and place = :place and hold_date = :day::date
                and expires_at > now() and id is distinct from :holdId::uuid) as h`,
    {
      subject,
      holder: holdsOf ?? null,
      place: request.place,
      day: request.date,
      holdId: request.holdId ?? null,
    },
  );
  const row = rows[0];
  return {
    minutes: Number(row?.minutes ?? 0),
    firstLapse: row?.first_lapse === null || row?.first_lapse === undefined ? null : Number(row.first_lapse),
  };
}

async function shareOf(trx: Knex.Transaction, place: PlaceId): Promise<number> {
  const row = await trx('place_capacity').where({ place }).first('parallel_visits');
  return dayShareMinutes(place, Number(row?.parallel_visits ?? 0));
}

/**
 * 429 when `subject` would pass its share of the day (domain/day-share.ts), with Retry-After: when
 * its first live hold there lapses, or a day when what it has there are bookings. The caller holds
 * lockClient(subject).
 */
async function refuseOverShare(
  trx: Knex.Transaction,
  subject: string,
  holdsOf: string | undefined,
  request: ShareRequest,
): Promise<void> {
  const taken = await takenBy(trx, subject, holdsOf, request);
  if (!overDayShare(taken.minutes, request.minutes, await shareOf(trx, request.place))) return;
  throw tooManyRequests(DAY_SHARE_MESSAGE, taken.firstLapse ?? SECONDS_IN_A_DAY);
}

/** For a hold, inside its transaction, after lockClientAddress: 429 past the client's share. */
export async function refuseHoldOverShare(
  trx: Knex.Transaction,
  address: string,
  request: ShareRequest,
): Promise<void> {
  await refuseOverShare(trx, addressSubject(address), address, request);
}

/**
 * For a public booking or consultation, before it is written: counts its minutes against the share
 * of the client address and of its e-mail address (429 past either), in one short transaction of its
 * own. Returns how to give the minutes back when the write stores nothing (full, replayed, failed).
 * A booking's minutes stay counted after it is cancelled: the share is of what a client asked for.
 */
export async function takeDayShare(
  db: Knex,
  holder: ShareHolder,
  request: ShareRequest,
): Promise<() => Promise<void>> {
  const ids: string[] = [];
  await db.transaction(async (trx) => {
    const subjects: Array<[string, string | undefined]> = [[addressSubject(holder.address), holder.address]];
    if (holder.contact) subjects.push([contactSubject(holder.contact), undefined]);
    for (const [subject, holdsOf] of subjects) {
      await lockClient(trx, subject);
      await refuseOverShare(trx, subject, holdsOf, request);
    }
    for (const [subject] of subjects) {
      const id = crypto.randomUUID();
      ids.push(id);
      await trx('day_share_takes').insert({
        id,
        subject,
        place: request.place,
        share_date: request.date,
        minutes: request.minutes,
      });
    }
  });
  return async () => {
    await db('day_share_takes').whereIn('id', ids).delete();
  };
}
