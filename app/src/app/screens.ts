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

interface ScreenOptions {
  /** Images the screen shows first, worth fetching alongside its code. */
  images?: readonly string[];
  /** The screen reads IndexedDB as it first renders (the cart, drafts, the outbox). */
  readsDevice?: boolean;
}

/**
 * IndexedDB, opened alongside the code of a screen that reads it as it first renders: the first
 * render's queries then answer within the frame, instead of the page painting "Loading…" and
 * jumping when the answer comes (on /booking the footer moved by a layout shift of 0.64). Opening
 * can fail (private mode, a full disk); the screen handles that itself, so it is not stopped here.
 */
const openDevice = () =>
  import('../offline/db')
    .then(({ db }) => db.open())
    .then(
      () => undefined,
      () => undefined,
    );

function screen<Name extends string>(
  path: string,
  loadModule: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { images, readsDevice = false }: ScreenOptions = {},
): Screen {
  return {
    path,
    load: async () => {
      const [module] = await Promise.all([loadModule(), readsDevice ? openDevice() : null]);
      return module[name];
    },
    ...(images ? { images } : {}),
  };
}

/** The back-office screens: one module of the `staff-*` chunk, so one list of its files in the entry. */
const staffScreens = () => import('../features/staff/staff-screens');

/** The screens of the links we send (health form, consents, waitlist offer): one module, one list of files in the entry. */
const beforeVisitScreens = () => import('./before-visit-screens');

/**
 * Every screen of the product, each in a chunk of its own fetched on first visit. The router loads
 * screens through this table and the entry starts the opened one early (`preload-screen.ts`), so both
 * name the same modules. The back-office screens sit in the `staff-*` chunk public pages never fetch.
 */
export const screens: readonly Screen[] = [
  screen(paths.home.path, () => import('../features/catalogue/home-page'), 'HomePage', {
    images: [HERO_IMAGE.src],
  }),
  screen(paths.services.path, () => import('../features/catalogue/services-page'), 'ServicesPage'),
  screen(paths.service.path, () => import('../features/catalogue/service-page'), 'ServicePage'),
  screen(paths.about.path, () => import('../features/catalogue/about-page'), 'AboutPage'),
  screen(paths.terms.path, () => import('../features/catalogue/terms-page'), 'TermsPage'),
  screen(paths.privacy.path, () => import('../features/catalogue/privacy-page'), 'PrivacyPage'),
  screen(paths.cart.path, () => import('../features/cart/cart-page'), 'CartPage', { readsDevice: true }),
  screen(
    paths.booking.path,
    () => import('../features/booking/booking-page-in-steps').then((steps) => steps.inSteps()),
    'BookingPage',
    {
      readsDevice: true,
    },
  ),
  screen(
    paths.onlineConsultation.path,
    () => import('../features/consultation/consultation-page-in-steps').then((steps) => steps.inSteps()),
    'ConsultationPage',
    { readsDevice: true },
  ),
  screen(paths.myBooking.path, () => import('../features/manage/manage-booking-page'), 'ManageBookingPage'),
  screen(paths.healthForm.path, beforeVisitScreens, 'HealthFormPage'),
  screen(paths.consent.path, beforeVisitScreens, 'ConsentPage'),
  screen(
    paths.myBookings.path,
    () => import('../features/my-bookings/my-bookings-screen'),
    'MyBookingsScreen',
  ),
  screen(
    paths.myConsultation.path,
    () => import('../features/manage/manage-consultation-page'),
    'ManageConsultationPage',
  ),
  screen(paths.waitlistOffer.path, beforeVisitScreens, 'WaitlistOfferPage'),
  screen(paths.login.path, staffScreens, 'LoginPage'),
  screen(paths.unauthorized.path, staffScreens, 'UnauthorizedPage'),
  screen(paths.admin.dashboard.path, staffScreens, 'DashboardPage'),
  screen(paths.admin.deleted.path, staffScreens, 'DeletedBookingsPage'),
  screen(paths.admin.completed.path, staffScreens, 'CompletedBookingsPage'),
  screen(paths.admin.consultations.path, staffScreens, 'ConsultationsPage'),
  screen(paths.admin.capacity.path, staffScreens, 'CapacityPage'),
  screen(paths.admin.resources.path, staffScreens, 'ResourcesPage'),
  screen(paths.admin.schedule.path, staffScreens, 'SchedulePage'),
  screen(paths.admin.calendar.path, staffScreens, 'CalendarPage'),
  screen(paths.admin.newBooking.path, staffScreens, 'NewBookingPage'),
  screen(paths.admin.accounts.path, staffScreens, 'AccountsPage'),
  screen(paths.admin.clients.path, staffScreens, 'ClientsPage'),
  screen(paths.admin.client.path, staffScreens, 'ClientPage'),
  screen(paths.admin.catalogue.path, staffScreens, 'CataloguePage'),
  screen(paths.admin.reports.path, () => import('../features/staff/reports/reports-page'), 'ReportsPage'),
];
