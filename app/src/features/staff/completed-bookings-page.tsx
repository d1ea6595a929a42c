import { fetchCompletedBookings } from './api/archive-api';
import { ArchiveBookingCard } from './archive/archive-booking-card';
import { CompletedBookingDialog } from './archive/completed-booking-dialog';
import { PagedScreen } from './archive/paged-screen';
import { RequireStaff } from './components/require-staff';

/** /admin/completed-bookings: every completed booking and its details. */
export function CompletedBookingsPage() {
  return (
    <RequireStaff>
      <PagedScreen
        snapshotKey="completed"
        title="Completed Bookings"
        subtitle="View all completed bookings and their details"
        searchLabel="Search completed bookings"
        searchPlaceholder="Search by name, phone, e-mail or booking number"
        listTitle="All completed bookings"
        load={fetchCompletedBookings}
        fallbackError="Failed to fetch completed bookings"
        loadingText="Loading completed bookings..."
        emptyText="No completed bookings found."
        itemKey={(booking) => booking._id}
        renderCard={(booking, onView) => (
          <ArchiveBookingCard kind="completed" booking={booking} onView={onView} />
        )}
        renderDialog={(booking, onClose) => <CompletedBookingDialog booking={booking} onClose={onClose} />}
      />
    </RequireStaff>
  );
}
