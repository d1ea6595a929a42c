import { fetchDeletedBookings } from './api/archive-api';
import { ArchiveBookingCard } from './archive/archive-booking-card';
import { DeletedBookingDialog } from './archive/deleted-booking-dialog';
import { PagedScreen } from './archive/paged-screen';
import { RequireStaff } from './components/require-staff';

/** /admin/deleted-bookings: every deleted booking, for audit and review. */
export function DeletedBookingsPage() {
  return (
    <RequireStaff>
      <PagedScreen
        snapshotKey="deleted"
        title="Deleted Bookings"
        subtitle="View all deleted bookings for audit and review"
        searchLabel="Search deleted bookings"
        searchPlaceholder="Search by name, phone, e-mail or booking number"
        listTitle="All deleted bookings"
        load={fetchDeletedBookings}
        fallbackError="Failed to fetch deleted bookings"
        loadingText="Loading deleted bookings..."
        emptyText="No deleted bookings found."
        itemKey={(booking) => booking._id}
        renderCard={(booking, onView) => (
          <ArchiveBookingCard kind="deleted" booking={booking} onView={onView} />
        )}
        renderDialog={(booking, onClose, onChanged) => (
          <DeletedBookingDialog booking={booking} onClose={onClose} onRestored={onChanged} />
        )}
      />
    </RequireStaff>
  );
}
