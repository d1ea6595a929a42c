import type { Context, Next } from 'koa';
import { normaliseRole } from '../../../domain/staff-roles';
import type { AppContext } from '../app-context';
import { forbidden } from '../errors';
import { currentStaff, requireStaff } from './require-staff';

export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this. Ask an admin of the clinic.';

/**
 * Admits admins only: the same 401s as `requireStaff` (it runs first), then 403 for a staff member.
 * The role comes from the database row read for this request, so a demotion takes effect at once.
 * Use it in place of `requireStaff(context)` on a route: `router.delete('/:id', requireAdmin(context), ...)`.
 */
export function requireAdmin(context: AppContext) {
  const admitStaff = requireStaff(context);
  return async function admitAdmin(ctx: Context, next: Next) {
    await admitStaff(ctx, async () => {
      if (normaliseRole(currentStaff(ctx).role) !== 'admin') throw forbidden(ADMIN_ONLY_MESSAGE);
      await next();
    });
  };
}
