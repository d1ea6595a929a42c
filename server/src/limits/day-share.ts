import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { HOLDING_STATUSES_SQL } from '../../../domain/booking-status';
import type { DayHours } from '../../../domain/catalogue/catalogue-shapes';
import { DAY_SHARE_MESSAGE, dayShareMinutes, overDayShare } from '../../../domain/day-share';
import { ONLINE_PLACE, type PlaceId } from '../../../domain/opening-hours';
import { tooManyRequests } from '../errors';

/** A visit a public client asks for, to be counted against their share of its place and day. */
export interface ShareRequest {
  place: PlaceId;
  /** `YYYY-MM-DD`, Manila. */
  date: string;
  minutes: number;
  /**
   * The place's hours that day in the current catalogue (rules.hoursOn; null when closed): the share
   * is a twelfth of the day the clinic keeps now, not of the compiled hours.
   */
  hours: DayHours | null;
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

/**
 * What `subject` already has at the place that day: its live holds (an address only), the takes still
 * being written, and the live visits its takes became, at their place, day and length of now (a
 * cancelled, lapsed or deleted visit counts nothing; a moved one counts on its new day).
 */
async function takenBy(
  trx: Knex.Transaction,
  subject: string,
  holdsOf: string | undefined,
  request: ShareRequest,
): Promise<Taken> {
  const { rows } = await trx.raw<{ rows: Array<{ minutes: number; first_lapse: number | string | null }> }>(
    `select coalesce((select sum(minutes) from day_share_takes
                       where subject = :subject and visit_id is null and place = :place and share_date = :day::date), 0)::int
          + coalesce((select sum(b.visit_minutes) from day_share_takes t join bookings b on b.id = t.visit_id
                       where t.subject = :subject and b.branch = :place and b.service_date = :day::date
                         and b.deleted_at is null and b.status in (${HOLDING_STATUSES_SQL})), 0)::int
          + coalesce((select sum(t.minutes) from day_share_takes t join online_consultations c on c.id = t.visit_id
                       where t.subject = :subject and :place = 'online' and c.consultation_date = :day::date
                         and c.status not in ('cancelled', 'no-show')), 0)::int
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

/**
 * The share counts the place's parallel visits as its resources say (issue 26): its active rooms at a
 * clinic or home (every visit takes one), its active consultants online.
 */
async function shareOf(trx: Knex.Transaction, { place, hours }: ShareRequest): Promise<number> {
  const row = await trx('resources')
    .where({ branch: place, active: true, kind: place === ONLINE_PLACE ? 'practitioner' : 'room' })
    .first(trx.raw('count(*)::int as parallel'));
  return dayShareMinutes(place, Number(row?.parallel ?? 0), hours);
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
  if (!overDayShare(taken.minutes, request.minutes, await shareOf(trx, request))) return;
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

/** What a take becomes once its write has answered. */
export interface DayShareTake {
  /** The write stored nothing (full, replayed, failed): the minutes are given back. */
  giveBack(): Promise<void>;
  /** The write stored the visit `visitId`: from now on the take counts that visit while it is live. */
  keyTo(visitId: string): Promise<void>;
}

/**
 * For a public booking or consultation, before it is written: counts its minutes against the share
 * of the client address and of its e-mail address (429 past either), in one short transaction of its
 * own. The take is then keyed to the visit written (keyTo), so cancelling, lapsing, deleting or
 * refunding the visit gives its minutes back in the same step that frees its place.
 */
export async function takeDayShare(
  db: Knex,
  holder: ShareHolder,
  request: ShareRequest,
): Promise<DayShareTake> {
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
  return {
    async giveBack() {
      await db('day_share_takes').whereIn('id', ids).delete();
    },
    async keyTo(visitId: string) {
      await db('day_share_takes').whereIn('id', ids).update({ visit_id: visitId });
    },
  };
}
