import { fetchConsultations } from './api/archive-api';
import { PagedScreen } from './archive/paged-screen';
import { RequireStaff } from './components/require-staff';
import { ConsultationCard } from './consultations/consultation-card';
import { ConsultationDialog } from './consultations/consultation-dialog';

/** /admin/online-consultations: the paid video consultations. */
export function ConsultationsPage() {
  return (
    <RequireStaff>
      <PagedScreen
        snapshotKey="consultations"
        title="Online Consultations"
        subtitle="View and manage online consultations"
        links={['dashboard']}
        searchLabel="Search consultations"
        searchPlaceholder="Search by name, email, or booking number"
        listTitle="All consultations"
        load={fetchConsultations}
        fallbackError="Failed to fetch consultations"
        loadingText="Loading consultations..."
        emptyText="No online consultations found."
        itemKey={(consultation) => consultation._id}
        renderCard={(consultation, onView) => (
          <ConsultationCard consultation={consultation} onView={onView} />
        )}
        renderDialog={(consultation, onClose) => (
          <ConsultationDialog consultation={consultation} onClose={onClose} />
        )}
      />
    </RequireStaff>
  );
}
