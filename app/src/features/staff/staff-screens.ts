/**
 * Every back-office screen (and the sign-in screens), from the one `staff-*` chunk they share: the
 * screen table imports them through this module, so the entry names that chunk's files once instead
 * of once per screen (each dynamic import carries the list of files it needs, in the entry that
 * every visitor downloads first).
 */
export { LoginPage } from '../auth/login-page';
export { UnauthorizedPage } from '../auth/unauthorized-page';
export { AccountsPage } from './accounts-page';
export { CapacityPage } from './capacity-page';
export { CataloguePage } from './catalogue-page';
export { ClientPage } from './client-page';
export { ClientsPage } from './clients-page';
export { CompletedBookingsPage } from './completed-bookings-page';
export { ConsultationsPage } from './consultations-page';
export { DashboardPage } from './dashboard-page';
export { DeletedBookingsPage } from './deleted-bookings-page';
export { NewBookingPage } from './new-booking-page';
export { ResourcesPage } from './resources-page';
export { SchedulePage } from './schedule-page';
