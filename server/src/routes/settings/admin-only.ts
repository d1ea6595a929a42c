import type { Context, Next } from 'koa';
import { normaliseRole } from '../../../../domain/staff-roles';
import { forbidden } from '../../errors';

/**
 * After requireStaff: admits admins only (staff get 403). Settings are the admins' alone; the role
 * is the one requireStaff just read from the database.
 */
export async function adminOnly(ctx: Context, next: Next) {
  if (normaliseRole(ctx.state.staff?.role) !== 'admin') throw forbidden('Only an admin can change settings');
  await next();
}
