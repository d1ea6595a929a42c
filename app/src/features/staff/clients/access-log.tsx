import type { ClientRecord } from '../api/clients-api';
import { formatInstant } from '../format';

const WHAT: Record<string, string> = {
  record: 'opened this record',
  'health-form': 'read the health form',
  'health-review': 'read the health reasons of a booking under review',
  consents: 'read the signed consents',
  'desk-health-form': 'opened the health form on the desk’s tablet',
  'desk-consent': 'opened the consent forms on the desk’s tablet',
};

/** Who read this client's record and when, newest first (the server logs every read). */
export function AccessLog({ entries }: { entries: ClientRecord['accessLog'] }) {
  return (
    <section aria-labelledby="client-access" className="client-record__section">
      <h2 id="client-access">Who viewed this record</h2>
      <ol className="client-record__list client-record__log">
        {entries.map((entry) => (
          <li key={`${entry.at}-${entry.staffName}`}>
            <strong>{entry.staffName}</strong> {WHAT[entry.what] ?? `read ${entry.what}`} ·{' '}
            <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
