import type { Knex } from 'knex';
import type { Context, Next } from 'koa';
import {
  type BranchScoped,
  canSeeBranch,
  OTHER_BRANCH_MESSAGE,
  staffBranches,
} from '../../../domain/staff-roles';
import type { AppContext } from '../app-context';
import { forbidden } from '../errors';
import { isUuid } from '../users/users';
import { currentStaff, requireStaff } from './require-staff';

/**
 * `requireStaff` for the routes of one booking (`/api/bookings/:id...`): after admitting the staff
 * member, a booking of a branch they are not limited to answers 403 `{ msg }` before the route runs,
 * so every read and write by id shares one check. An unknown id passes on to the route's own 404.
 */
export function requireStaffOfBooking(context: AppContext) {
  const admitStaff = requireStaff(context);
  const knex = context.db.knex;
  return async function admitStaffOfBooking(ctx: Context, next: Next) {
    await admitStaff(ctx, async () => {
      await assertBookingBranch(knex, currentStaff(ctx), ctx.params?.id);
      await next();
    });
  };
}

/**
 * 403 `{ msg }` when the booking `id` is of a branch the staff member is not limited to; for a route
 * that names its booking in the body (the affected visits' reassign). An unknown id passes on to the
 * route's own 404.
 */
export async function assertBookingBranch(knex: Knex, staff: BranchScoped, id: unknown): Promise<void> {
  if (staffBranches(staff) === null || !isUuid(id)) return;
  const row = await knex('bookings').where({ id }).first<{ branch: string } | undefined>('branch');
  if (row && !canSeeBranch(staff, row.branch)) throw forbidden(OTHER_BRANCH_MESSAGE);
}
