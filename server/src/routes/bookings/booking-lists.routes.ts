import Router from '@koa/router';
import { manilaDate } from '../../../../domain/manila-date';
import { bookingListQuerySchema, pageQuerySchema } from '../../../../domain/schemas/back-office';
import type { AppContext } from '../../app-context';
import { requireStaff } from '../../auth/require-staff';
import { presentBooking } from '../../presenters/booking';
import { presentPage } from '../../presenters/page';
import { bookingCounts, totalFor } from '../../queries/booking-counts';
import type { BookingFilter } from '../../queries/booking-filter';
import { pageOfBookings } from '../../queries/booking-pages';
import { parseInput } from '../../validation/parse';

/** The back-office lists, staff only. */
export function bookingListRoutes(context: AppContext): Router {
  const router = new Router();
  const knex = context.db.knex;
  const staff = requireStaff(context);

  router.get('/', staff, async (ctx) => {
    const query = parseInput(bookingListQuerySchema, ctx.query);
    const today = manilaDate();
    const filter: BookingFilter = {
      deleted: false,
      status: query.status,
      branch: query.branch,
      serviceDate: query.sort === 'today' ? today : undefined,
      search: query.search,
    };
    const [counts, rows] = await Promise.all([
      bookingCounts(knex, today),
      pageOfBookings(knex, filter, query.sort, query.page, query.limit),
    ]);
    const total = await totalFor(knex, filter, counts, today);
    const bookings = rows.map(presentBooking);
    ctx.body = { bookings, ...presentPage(bookings, total, query.page, query.limit), counts };
  });

  const pagedList = (
    path: string,
    filterOf: (search: string | undefined) => BookingFilter,
    deleted = false,
  ) => {
    router.get(path, staff, async (ctx) => {
      const query = parseInput(pageQuerySchema, ctx.query);
      const filter = filterOf(query.search);
      const [total, rows] = await Promise.all([
        totalFor(knex, filter),
        pageOfBookings(knex, filter, deleted ? 'deleted' : 'booked', query.page, query.limit),
      ]);
      ctx.body = presentPage(rows.map(presentBooking), total, query.page, query.limit);
    });
  };

  pagedList('/search', (search) => ({ deleted: false, search }));
  pagedList('/deleted', (search) => ({ deleted: true, search }), true);
  pagedList('/completed', (search) => ({ deleted: false, status: 'completed', search }));

  return router;
}
