import { fetchConsultations } from './api/archive-api';
import { PagedScreen } from './archive/paged-screen';
import { RequireStaff } from './components/require-staff';
import { ConsultationCard } from './consultations/consultation-card';
import { ConsultationDialog } from './consultations/consultation-dialog';
import { WaitingRequests } from './consultations/waiting-requests';

/** /admin/online-consultations: the video calls as work, by call date with today's first. */
export function ConsultationsPage() {
  return (
    <RequireStaff>
      <PagedScreen
        snapshotKey="consultations"
        title="Online Consultations"
        subtitle="Today's calls first, then the coming days; set the status and the video-call link"
        searchLabel="Search consultations"
        searchPlaceholder="Search by name, phone, e-mail or booking number"
        listTitle="Consultations by call date"
        load={fetchConsultations}
        fallbackError="Failed to fetch consultations"
        loadingText="Loading consultations..."
        emptyText="No online consultations found."
        itemKey={(consultation) => consultation._id}
        renderCard={(consultation, onView) => (
          <ConsultationCard consultation={consultation} onView={onView} />
        )}
        aside={(list) => (
          <WaitingRequests loadedAt={list.loadedAt} offline={list.offline} onChanged={list.refresh} />
        )}
        renderDialog={(consultation, onClose, onChanged) => (
          <ConsultationDialog consultation={consultation} onClose={onClose} onChanged={onChanged} />
        )}
      />
    </RequireStaff>
  );
}
