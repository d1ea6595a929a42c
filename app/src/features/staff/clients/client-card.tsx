import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ClientSummary } from '../api/clients-api';
import { RecordCard } from '../components/record-card';
import { formatManilaDateLabel, formatPhone, orNotGiven } from '../format';

const visitsLabel = (visits: number) => (visits === 1 ? '1 visit' : `${visits} visits`);

/** A client in the desk's list: who, how to reach them, and a link to their record. */
export function ClientCard({ client }: { client: ClientSummary }) {
  const name = client.name.trim() || 'Name not given';
  return (
    <RecordCard
      title={name}
      subtitle={visitsLabel(client.visits)}
      details={[
        { label: 'Phone', value: client.phone ? formatPhone(client.phone) : 'Not given' },
        { label: 'E-mail', value: orNotGiven(client.email) },
        { label: 'Latest visit', value: client.lastVisit ? formatManilaDateLabel(client.lastVisit) : 'None' },
      ]}
      viewLabel={name}
      onView={() => {}}
      action={
        <Link className="staff-button staff-button--small" to={paths.admin.client.href(client.id)}>
          Open record<span className="visually-hidden"> of {name}</span>
        </Link>
      }
    />
  );
}
