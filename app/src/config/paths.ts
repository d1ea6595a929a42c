/** Every route of the app in one table, with builders for links that take parameters. */
export const paths = {
  home: { path: '/', href: () => '/' },
  services: {
    path: '/services',
    href: (query: { category?: string; q?: string; selectedService?: string } = {}) => {
      const params = new URLSearchParams();
      if (query.category) params.set('category', query.category);
      if (query.q) params.set('q', query.q);
      if (query.selectedService) params.set('selectedService', query.selectedService);
      const search = params.toString();
      return search ? `/services?${search}` : '/services';
    },
  },
  service: {
    path: '/service/:serviceId',
    href: (serviceId: string) => `/service/${encodeURIComponent(serviceId)}`,
  },
  about: { path: '/about', href: () => '/about' },
  cart: { path: '/cart', href: () => '/cart' },
  booking: { path: '/booking', href: () => '/booking' },
  onlineConsultation: { path: '/online-consultation', href: () => '/online-consultation' },
  terms: { path: '/terms-of-service', href: () => '/terms-of-service' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  myBooking: {
    path: '/my-booking/:token',
    href: (token: string) => `/my-booking/${encodeURIComponent(token)}`,
  },
  /** The client's health form, reached from the manage page and the confirmation (issue 27 item 2). */
  healthForm: {
    path: '/my-booking/:token/health-form',
    href: (token: string) => `/my-booking/${encodeURIComponent(token)}/health-form`,
  },
  /** The client's consent forms, signed from the manage page and the confirmation (issue 27 item 4). */
  consent: {
    path: '/my-booking/:token/consent',
    href: (token: string) => `/my-booking/${encodeURIComponent(token)}/consent`,
  },
  /** Without a token: ask for the link; with one: the list it opens. */
  myBookings: {
    path: '/my-bookings/:token?',
    href: (token?: string) => (token ? `/my-bookings/${encodeURIComponent(token)}` : '/my-bookings'),
  },
  myConsultation: {
    path: '/my-consultation/:token',
    href: (token: string) => `/my-consultation/${encodeURIComponent(token)}`,
  },
  /** The link of a waitlist offer (issue 28 item 4): the freed time held for the client. */
  // Only the server writes these links (in the offer's text and e-mail): no href in the entry.
  waitlistOffer: { path: '/waitlist/offer/:token' },
  login: { path: '/login', href: () => '/login' },
  unauthorized: { path: '/unauthorized', href: () => '/unauthorized' },
  admin: {
    dashboard: { path: '/admin', href: () => '/admin' },
    deleted: { path: '/admin/deleted-bookings', href: () => '/admin/deleted-bookings' },
    completed: { path: '/admin/completed-bookings', href: () => '/admin/completed-bookings' },
    consultations: { path: '/admin/online-consultations', href: () => '/admin/online-consultations' },
    capacity: { path: '/admin/capacity', href: () => '/admin/capacity' },
    /** `branch`: the place whose resources open first (the closed-dates screen links each place). */
    resources: {
      path: '/admin/resources',
      href: (branch = '') => `/admin/resources${branch ? `?branch=${encodeURIComponent(branch)}` : ''}`,
    },
    /** `search`: `?date=YYYY-MM-DD&branch=<id>` (see schedule-query.ts). */
    schedule: { path: '/admin/schedule', href: (search = '') => `/admin/schedule${search}` },
    /** `search`: `?date=YYYY-MM-DD&branch=<id>`. */
    calendar: { path: '/admin/calendar', href: (search = '') => `/admin/calendar${search}` },
    newBooking: { path: '/admin/new-booking', href: () => '/admin/new-booking' },
    accounts: { path: '/admin/accounts', href: () => '/admin/accounts' },
    clients: { path: '/admin/clients', href: (search = '') => `/admin/clients${search}` },
    client: { path: '/admin/clients/:id', href: (id: string) => `/admin/clients/${encodeURIComponent(id)}` },
    /** `search`: `?tab=treatments|branches|history&service=<id>&branch=<id>`. */
    catalogue: { path: '/admin/catalogue', href: (search = '') => `/admin/catalogue${search}` },
    reports: { path: '/admin/reports', href: () => '/admin/reports' },
  },
} as const;

/** The back-office screens (everything under `/admin`): they get the staff frame, not the shop's. */
export function isStaffPath(pathname: string): boolean {
  return pathname === paths.admin.dashboard.path || pathname.startsWith(`${paths.admin.dashboard.path}/`);
}
