import { fetchClients } from './api/clients-api';
import { PagedScreen } from './archive/paged-screen';
import { ClientCard } from './clients/client-card';
import { RequireStaff } from './components/require-staff';

/** /admin/clients: find a client by name, e-mail or phone, and open their record. */
export function ClientsPage() {
  return (
    <RequireStaff>
      <PagedScreen
        snapshotKey="clients"
        title="Clients"
        subtitle="Everyone who has booked, one record per person"
        searchLabel="Search clients"
        searchPlaceholder="Search by name, phone or e-mail"
        listTitle="All clients"
        load={fetchClients}
        fallbackError="Failed to fetch clients"
        loadingText="Loading clients..."
        emptyText="No clients found."
        itemKey={(client) => client.id}
        renderCard={(client) => <ClientCard client={client} />}
        renderDialog={() => null}
      />
    </RequireStaff>
  );
}
