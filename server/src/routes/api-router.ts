import Router from '@koa/router';
import type { AppContext } from '../app-context';
import { noteStaffWrites } from '../db/read-routing';
import { notFound } from '../errors';
import { fillAlternatives } from '../middleware/fill-alternatives';
import { jsonBody } from '../middleware/json-body';
import { DayOfferCache } from '../queries/availability-cache';
import { authRoutes } from './auth/auth.routes';
import { availabilityRoutes } from './availability/availability.routes';
import { bookingRoutes } from './bookings/bookings.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { clientRoutes } from './clients/clients.routes';
import { consultationRoutes } from './consultations/consultations.routes';
import { deskRoutes } from './desk/desk.routes';
import { emailRoutes } from './email/email.routes';
import { healthRoutes } from './health.routes';
import { holdRoutes } from './holds/holds.routes';
import { myBookingRoutes } from './my-booking/my-booking.routes';
import { myBookingsRoutes } from './my-bookings/my-bookings.routes';
import { myConsultationRoutes } from './my-consultation/my-consultation.routes';
import { onlinePaymentRoutes } from './online-payment/online-payment.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import { packageRoutes } from './packages/packages.routes';
import { reportRoutes } from './reports/reports.routes';
import { resourceRoutes } from './resources/resources.routes';
import { scheduleRoutes } from './schedule/schedule.routes';
import { bookingSettingsRoutes } from './settings/booking-settings.routes';
import { capacitySettingsRoutes } from './settings/capacity-settings.routes';
import { depositPolicyRoutes } from './settings/deposit-policy.routes';
import { strandedVisitRoutes } from './settings/stranded-visits.routes';
import { staffUserRoutes } from './staff-users/staff-users.routes';
import { waitlistRoutes } from './waitlist/waitlist.routes';

export function apiRouter(context: AppContext): Router {
  const api = new Router({ prefix: '/api' });
  // no-store first, so even a body refused by the parser (400, 413, 415) is never kept by a cache.
  api.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  // A signature of up to 200 KB is 273 KB as base64: room for it, and for one a little over, which
  // is answered a 400 naming the signature rather than a bare 413.
  api.use(jsonBody(64 * 1024, [[/^\/api\/my-booking\/[^/]+\/consents$/, 400 * 1024]]));
  api.use(fillAlternatives(context.db.knex, context.catalogue));
  api.use(noteStaffWrites(context.db));
  // Availability answers and planned days this instance worked out, given again while their day is
  // unchanged (queries/availability-cache.ts): the clients' availability and the desk's calendar.
  const keptDays = new DayOfferCache();
  for (const router of [
    healthRoutes(context),
    openApiRoutes(),
    authRoutes(context),
    bookingRoutes(context),
    catalogueRoutes(context),
    clientRoutes(context),
    consultationRoutes(context),
    emailRoutes(context),
    onlinePaymentRoutes(context),
    myBookingRoutes(context),
    myBookingsRoutes(context),
    packageRoutes(context),
    myConsultationRoutes(context),
    staffUserRoutes(context),
    availabilityRoutes(context, keptDays),
    holdRoutes(context),
    capacitySettingsRoutes(context),
    bookingSettingsRoutes(context),
    depositPolicyRoutes(context),
    strandedVisitRoutes(context),
    scheduleRoutes(context),
    resourceRoutes(context),
    waitlistRoutes(context),
    calendarRoutes(context, keptDays),
    deskRoutes(context),
    reportRoutes(context),
  ]) {
    api.use(router.routes(), router.allowedMethods());
  }
  api.all('/{*rest}', () => {
    throw notFound('No such API endpoint');
  });
  return api;
}
