import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { CatalogueRules, PlaceHours } from '../../../domain/catalogue/catalogue-rules';
import { manilaDate } from '../../../domain/manila-date';
import type { StrandedVisit, VisitKind } from '../../../domain/stranded-visits';
import { STRAND_REASON_WORDS } from '../../../domain/stranded-visits';
import { CONSULTATION_DESK_SUBJECTS } from '../mail/consultation-desk-emails';
import { DESK_SUBJECTS } from '../mail/desk-emails';
import { readCapacitySettings } from '../queries/capacity-settings';
import { affectedAsStranded } from '../queries/practitioner-gaps';
import { findStrandedVisits } from '../queries/stranded-visits';

export interface TellResult {
  /** E-mails queued now. */
  told: string[];
  /** Already told about this same date and time: not e-mailed again. */
  alreadyTold: string[];
  /** Not stranded under the saved settings (moved, cancelled, or never stranded): nothing sent. */
  notStranded: string[];
  /** Stranded, but booked without an e-mail address: the desk phones them. */
  noEmail: string[];
}

/** Names the e-mail by the visit and the time it loses: a second "tell" is no second e-mail, a later strand of a moved visit is. */
export const strandedDedupeKey = (visit: StrandedVisit) =>
  `stranded:${visit.kind}:${visit.id}:${visit.date}:${visit.time}`;

/** Which of `visits` were already told about the time they lose. */
export async function alreadyTold(db: Knex, visits: readonly StrandedVisit[]): Promise<Set<string>> {
  if (visits.length === 0) return new Set();
  const rows = (await db('email_outbox')
    .select('dedupe_key')
    .whereIn('dedupe_key', visits.map(strandedDedupeKey))) as Array<{ dedupe_key: string }>;
  return new Set(rows.map((row) => row.dedupe_key));
}

function emailOf(visit: StrandedVisit) {
  const reason =
    visit.reason === 'closed' && visit.closedReason ? visit.closedReason : STRAND_REASON_WORDS[visit.reason];
  const common = {
    id: crypto.randomUUID(),
    to_address: visit.email,
    dedupe_key: strandedDedupeKey(visit),
    detail: JSON.stringify({ reason }),
  };
  return visit.kind === 'booking'
    ? { ...common, kind: 'desk-stranded', booking_id: visit.id, subject: DESK_SUBJECTS['desk-stranded'] }
    : {
        ...common,
        kind: 'consultation-desk-stranded',
        consultation_id: visit.id,
        subject: CONSULTATION_DESK_SUBJECTS['consultation-desk-stranded'],
      };
}

/**
 * E-mails the clients of the asked visits that the saved settings leave without a place, through
 * the outbox, each exactly once per lost time. The server decides who is stranded: an id the
 * settings do not strand gets nothing, whatever the page sent.
 */
export async function tellStrandedClients(
  db: Knex,
  visits: ReadonlyArray<{ kind: VisitKind; id: string }>,
  now = new Date(),
  /**
   * The current catalogue's hours. With the whole catalogue, visits whose practitioner is away (a day
   * off entered after they were booked, issue 26 item 4) are stranded too, until the desk gives them
   * another person.
   */
  hours?: PlaceHours,
): Promise<TellResult> {
  const today = manilaDate(now);
  const rules = hours && 'catalogue' in hours ? (hours as CatalogueRules) : undefined;
  const stranded = [
    ...(await findStrandedVisits(db, await readCapacitySettings(db, today), today, hours)),
    ...(rules ? await affectedAsStranded(db, rules, today) : []),
  ];
  const byKey = new Map(stranded.map((visit) => [`${visit.kind} ${visit.id}`, visit]));
  const result: TellResult = { told: [], alreadyTold: [], notStranded: [], noEmail: [] };
  for (const asked of new Map(visits.map((visit) => [`${visit.kind} ${visit.id}`, visit])).values()) {
    const visit = byKey.get(`${asked.kind} ${asked.id}`);
    if (!visit) result.notStranded.push(asked.id);
    else if (!visit.email) result.noEmail.push(asked.id);
    else {
      const inserted = await db('email_outbox')
        .insert(emailOf(visit))
        .onConflict('dedupe_key')
        .ignore()
        .returning('id');
      (inserted.length > 0 ? result.told : result.alreadyTold).push(asked.id);
    }
  }
  return result;
}
