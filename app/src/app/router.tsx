import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const RELOADED_FOR_CHUNK = 'tbl-reloaded-for-chunk';

/**
 * A page left open across a deploy may ask for a chunk the server no longer has. Loading the page
 * again fetches the new version (drafts and the cart live in IndexedDB, so nothing typed is lost);
 * once per session, and only online, so a real failure still reaches the error screen.
 */
async function importOrReload<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOADED_FOR_CHUNK);
    return loaded;
  } catch (error) {
    if (navigator.onLine && !sessionStorage.getItem(RELOADED_FOR_CHUNK)) {
      sessionStorage.setItem(RELOADED_FOR_CHUNK, String(Date.now()));
      window.location.reload();
      return new Promise<Module>(() => {});
    }
    throw error;
  }
}

/** A route whose screen lives in its own chunk, fetched on first visit. */
function screen<Name extends string>(load: () => Promise<Record<Name, React.ComponentType>>, name: Name) {
  return async () => ({ Component: (await importOrReload(load))[name] });
}

/**
 * Every route of the product. Screens load lazily; the back-office screens sit in chunks of their own
 * that public pages never fetch.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, lazy: screen(() => import('../features/catalogue/home-page'), 'HomePage') },
      {
        path: paths.services.path,
        lazy: screen(() => import('../features/catalogue/services-page'), 'ServicesPage'),
      },
      {
        path: paths.service.path,
        lazy: screen(() => import('../features/catalogue/service-page'), 'ServicePage'),
      },
      { path: paths.about.path, lazy: screen(() => import('../features/catalogue/about-page'), 'AboutPage') },
      { path: paths.terms.path, lazy: screen(() => import('../features/catalogue/terms-page'), 'TermsPage') },
      { path: paths.cart.path, lazy: screen(() => import('../features/cart/cart-page'), 'CartPage') },
      {
        path: paths.booking.path,
        lazy: screen(() => import('../features/booking/booking-page'), 'BookingPage'),
      },
      {
        path: paths.onlineConsultation.path,
        lazy: screen(() => import('../features/consultation/consultation-page'), 'ConsultationPage'),
      },
      { path: paths.login.path, lazy: screen(() => import('../features/auth/login-page'), 'LoginPage') },
      {
        path: paths.unauthorized.path,
        lazy: screen(() => import('../features/auth/unauthorized-page'), 'UnauthorizedPage'),
      },
      {
        path: paths.admin.dashboard.path,
        lazy: screen(() => import('../features/staff/dashboard-page'), 'DashboardPage'),
      },
      {
        path: paths.admin.deleted.path,
        lazy: screen(() => import('../features/staff/deleted-bookings-page'), 'DeletedBookingsPage'),
      },
      {
        path: paths.admin.completed.path,
        lazy: screen(() => import('../features/staff/completed-bookings-page'), 'CompletedBookingsPage'),
      },
      {
        path: paths.admin.consultations.path,
        lazy: screen(() => import('../features/staff/consultations-page'), 'ConsultationsPage'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
