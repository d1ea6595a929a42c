import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { HERO_IMAGE } from '../features/catalogue/home/hero-image';

export interface Screen {
  path: string;
  /** Fetches the screen's code; the browser fetches each module once, whoever asks first. */
  load: () => Promise<ComponentType>;
  /** Images the screen shows first, worth fetching alongside its code. */
  images?: readonly string[];
}

function screen<Name extends string>(
  path: string,
  loadModule: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  images?: readonly string[],
): Screen {
  return { path, load: async () => (await loadModule())[name], ...(images ? { images } : {}) };
}

/**
 * Every screen of the product, each in a chunk of its own fetched on first visit. The router loads
 * screens through this table and the entry starts the opened one early (`preload-screen.ts`), so both
 * name the same modules. The back-office screens sit in the `staff-*` chunk public pages never fetch.
 */
export const screens: readonly Screen[] = [
  screen(paths.home.path, () => import('../features/catalogue/home-page'), 'HomePage', [HERO_IMAGE.src]),
  screen(paths.services.path, () => import('../features/catalogue/services-page'), 'ServicesPage'),
  screen(paths.service.path, () => import('../features/catalogue/service-page'), 'ServicePage'),
  screen(paths.about.path, () => import('../features/catalogue/about-page'), 'AboutPage'),
  screen(paths.terms.path, () => import('../features/catalogue/terms-page'), 'TermsPage'),
  screen(paths.cart.path, () => import('../features/cart/cart-page'), 'CartPage'),
  screen(paths.booking.path, () => import('../features/booking/booking-page'), 'BookingPage'),
  screen(
    paths.onlineConsultation.path,
    () => import('../features/consultation/consultation-page'),
    'ConsultationPage',
  ),
  screen(paths.login.path, () => import('../features/auth/login-page'), 'LoginPage'),
  screen(paths.unauthorized.path, () => import('../features/auth/unauthorized-page'), 'UnauthorizedPage'),
  screen(paths.admin.dashboard.path, () => import('../features/staff/dashboard-page'), 'DashboardPage'),
  screen(
    paths.admin.deleted.path,
    () => import('../features/staff/deleted-bookings-page'),
    'DeletedBookingsPage',
  ),
  screen(
    paths.admin.completed.path,
    () => import('../features/staff/completed-bookings-page'),
    'CompletedBookingsPage',
  ),
  screen(
    paths.admin.consultations.path,
    () => import('../features/staff/consultations-page'),
    'ConsultationsPage',
  ),
];
