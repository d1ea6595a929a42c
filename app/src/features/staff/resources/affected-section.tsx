import { type AffectedActions, AffectedVisits } from './affected-visits';
import type { AffectedVisit } from './resources-api';

const visitsNeed = (count: number) =>
  `${count} ${count === 1 ? 'visit needs' : 'visits need'} another person`;

/** The visits whose practitioner is away, with their way out; a single line when there are none. */
export function AffectedSection({ visits, actions }: { visits: AffectedVisit[]; actions: AffectedActions }) {
  return (
    <section className="capacity__panel stranded" aria-labelledby="affected-title">
      <h2 id="affected-title" className="capacity__title">
        {visits.length === 0 ? 'No visit needs another person' : visitsNeed(visits.length)}
      </h2>
      {visits.length > 0 ? (
        <>
          <p className="capacity__lead">
            Their practitioner is off or works other hours now. Give each to someone free at that time, or
            tell the client (each is e-mailed once; call those without e-mail).
          </p>
          <AffectedVisits visits={visits} actions={actions} />
        </>
      ) : null}
    </section>
  );
}

/** The toast after a practitioner's hours change: whether any visit now needs another person. */
export function affectedWords(name: string, what: string, affected: AffectedVisit[]): string {
  return affected.length === 0
    ? `${name}'s ${what} saved. No visit needs another person.`
    : `${name}'s ${what} saved. ${visitsNeed(affected.length)}.`;
}

/**
 * The toast after a retirement: what it leaves behind. A practitioner's visits then show in the list
 * of visits that need another person; a room's or a machine's are moved from the calendar.
 */
export function retiredWords(name: string, affected: AffectedVisit[], visitsHolding: number): string {
  const retired = `${name} is retired: no longer offered.`;
  if (affected.length > 0) return `${retired} ${visitsNeed(affected.length)}.`;
  if (visitsHolding === 0) return retired;
  const visits =
    visitsHolding === 1
      ? '1 visit from today still holds it'
      : `${visitsHolding} visits from today still hold it`;
  return `${retired} ${visits}: move ${visitsHolding === 1 ? 'it' : 'them'} from the calendar.`;
}
