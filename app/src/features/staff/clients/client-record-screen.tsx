import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { type ClientRecord, fetchClientRecord } from '../api/clients-api';
import { type Detail, DetailList } from '../components/detail-list';
import { ListStatus } from '../components/list-status';
import { StaffShell } from '../components/staff-shell';
import { formatInstant, formatPhone } from '../format';
import { useStaffList } from '../hooks/use-staff-list';
import { AccessLog } from './access-log';
import { ClientConsents } from './client-consents';
import { ClientHealthForm } from './client-health-form';
import { ClientMoney } from './client-money';
import { ClientVisits } from './client-visits';
import { ErasureRequest } from './erasure-request';
import './client-record.css';

function contactDetails({ client }: ClientRecord): Detail[] {
  const otherPhones = client.phones.filter((phone) => !client.phone.endsWith(phone));
  const otherEmails = client.emails.filter((email) => email !== client.email.trim().toLowerCase());
  return [
    { label: 'Phone', value: client.phone ? formatPhone(client.phone) : 'Not given' },
    { label: 'E-mail', value: client.email || 'Not given' },
    ...(otherPhones.length || otherEmails.length
      ? [
          {
            label: 'Also used',
            value: [...otherPhones.map((phone) => `0${phone}`), ...otherEmails].join(', '),
          },
        ]
      : []),
    { label: 'Client since', value: formatInstant(client.createdAt) },
  ];
}

/** The person, their visits, consultations, packages and payments, and who has read this record. */
export function ClientRecordScreen() {
  const id = useParams().id ?? '';
  const record = useStaffList<{ id: string }, ClientRecord>({
    key: `client:${id}`,
    query: { id },
    load: ({ id: asked }, signal) => fetchClientRecord(asked, signal),
    fallbackError: 'Failed to load this client',
  });
  const data = record.view?.result ?? null;
  const name = data ? data.client.name.trim() || 'Name not given' : 'Client';

  return (
    <StaffShell
      title={name}
      subtitle="Client record"
      offline={record.offline}
      dataFrom={record.view?.loadedAt ?? null}
    >
      <p className="client-record__back">
        <Link to={paths.admin.clients.href()}>← All clients</Link>
      </p>
      <ListStatus
        phase={record.phase}
        error={record.error}
        loadingText="Loading the client’s record..."
        emptyText="This record is not saved on this device. Reconnect to open it."
        isEmpty={!data}
        onRetry={record.reload}
      >
        {data ? (
          <div className="client-record">
            {data.client.mergedInto ? (
              <p className="client-record__merged" role="note">
                This record was merged into another.{' '}
                <Link to={paths.admin.client.href(data.client.mergedInto)}>Open the client’s record</Link>
              </p>
            ) : null}
            <ErasureRequest clientId={data.client.id} erasure={data.erasure} onErased={record.reload} />
            <section
              aria-labelledby="client-contact"
              className="client-record__section client-record__contact"
            >
              <h2 id="client-contact">Contact</h2>
              <DetailList details={contactDetails(data)} />
            </section>
            <ClientVisits bookings={data.bookings} consultations={data.consultations} />
            <ClientMoney packages={data.packages} payments={data.payments} />
            <ClientHealthForm intake={data.intake} />
            <ClientConsents consents={data.consents} />
            <AccessLog entries={data.accessLog} />
          </div>
        ) : null}
      </ListStatus>
    </StaffShell>
  );
}
