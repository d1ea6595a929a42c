import Router from '@koa/router';
import { manilaDate } from '../../../../domain/manila-date';
import { bookingListQuerySchema, pageQuerySchema } from '../../../../domain/schemas/back-office';
import { OTHER_BRANCH_FILTER_MESSAGE } from '../../../../domain/staff-roles';
import type { AppContext } from '../../app-context';
import { assertBranch, branchScope } from '../../auth/branch-scope';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { readKnex } from '../../db/read-routing';
import { presentListItems } from '../../presenters/booking';
import { presentPage } from '../../presenters/page';
import { type BookingFilter, listFilter } from '../../queries/booking-filter';
import { listWithCounts, pageWithTotal } from '../../queries/booking-list';
import { parseInput } from '../../validation/parse';

/** The back-office lists, staff only; a staff member limited to branches sees theirs only. */
export function bookingListRoutes(context: AppContext): Router {
  const router = new Router();
  const staff = requireStaff(context);

  router.get('/', staff, async (ctx) => {
    const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
    const query = parseInput(bookingListQuerySchema, ctx.query);
    const today = manilaDate();
    const staff = currentStaff(ctx);
    // Another branch's filter is a 403, not an empty page: the account is told, not shown "no bookings".
    if (query.branch) assertBranch(staff, query.branch, OTHER_BRANCH_FILTER_MESSAGE);
    const branches = branchScope(staff);
    const filter = { ...listFilter(query, today), branches };
    const { rows, total, totalCapped, counts } = await listWithCounts(
      knex,
      filter,
      query.sort,
      query.page,
      query.limit,
      today,
    );
    const bookings = presentListItems(rows);
    ctx.body = { bookings, ...presentPage(bookings, total, query.page, query.limit, totalCapped), counts };
  });

  const pagedList = (
    path: string,
    filterOf: (search: string | undefined) => BookingFilter,
    deleted = false,
  ) => {
    router.get(path, staff, async (ctx) => {
      const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
      const query = parseInput(pageQuerySchema, ctx.query);
      const filter = { ...filterOf(query.search), branches: branchScope(currentStaff(ctx)) };
      const sort = deleted ? 'deleted' : 'booked';
      const { rows, total, totalCapped } = await pageWithTotal(knex, filter, sort, query.page, query.limit);
      ctx.body = presentPage(presentListItems(rows), total, query.page, query.limit, totalCapped);
    });
  };

  pagedList('/search', (search) => ({ deleted: false, search }));
  pagedList('/deleted', (search) => ({ deleted: true, search }), true);
  pagedList('/completed', (search) => ({ deleted: false, status: 'completed', search }));

  return router;
}
