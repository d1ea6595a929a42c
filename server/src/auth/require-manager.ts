import type { Context, Next } from 'koa';
import { isManagerOrAdmin } from '../../../domain/staff-roles';
import type { AppContext } from '../app-context';
import { forbidden } from '../errors';
import { currentStaff, requireStaff } from './require-staff';

export const MANAGER_ONLY_MESSAGE = 'Only a manager or an admin can see this.';

/**
 * Admits admins and managers (the reports): the same 401s as `requireStaff`, then 403 for staff.
 * A manager's branches still apply: call `branchScope(currentStaff(ctx))` for what they may see.
 */
export function requireManager(context: AppContext) {
  const admitStaff = requireStaff(context);
  return async function admitManager(ctx: Context, next: Next) {
    await admitStaff(ctx, async () => {
      if (!isManagerOrAdmin(currentStaff(ctx).role)) throw forbidden(MANAGER_ONLY_MESSAGE);
      await next();
    });
  };
}
