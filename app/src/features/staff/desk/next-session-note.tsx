import { useLiveCatalogue } from '../../../catalogue/live-catalogue';
import type { NextSession } from './next-session';

function leftWords(left: number | null): string {
  if (left === null) return 'unlimited sessions';
  return left === 1 ? '1 session left' : `${left} sessions left`;
}

/** Above the form: whose next session this is, and whether it comes from their package. */
export function NextSessionNote({ next }: { next: NextSession }) {
  const { findService } = useLiveCatalogue();
  const treatment = findService(next.treatmentId)?.name ?? next.treatmentId;
  return (
    <section className="desk-form__next-session" aria-label="Next session">
      <p>
        Next session for <strong>{next.customerName}</strong>: {treatment}.{' '}
        {next.fromPackage
          ? `Booked from their package “${next.fromPackage.title}” (${leftWords(next.fromPackage.sessionsLeft)}): nothing to pay.`
          : 'No open package for this treatment: priced as usual.'}{' '}
        Pick a date and time, then save.
      </p>
    </section>
  );
}
