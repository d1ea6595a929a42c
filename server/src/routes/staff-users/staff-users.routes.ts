import Router from '@koa/router';
import { newStaffAccountSchema, staffAccountChangeSchema } from '../../../../domain/schemas/staff-users';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../auth/require-admin';
import { currentStaff } from '../../auth/require-staff';
import {
  addStaffAccount,
  changeStaffAccount,
  listStaffAccounts,
  removeStaffAccount,
} from '../../commands/staff-accounts';
import { presentStaffAccount } from '../../presenters/staff-account';
import { checkAccountBranches } from '../../users/account-branches';
import { parseInput } from '../../validation/parse';

/** Back-office accounts, admins only: list, add, rename / change role or branches / reset password, remove. */
export function staffUserRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/staff-users' });
  const knex = context.db.knex;
  const admin = requireAdmin(context);

  router.get('/', admin, async (ctx) => {
    ctx.body = { data: (await listStaffAccounts(knex)).map(presentStaffAccount) };
  });

  router.post('/', admin, async (ctx) => {
    const account = parseInput(newStaffAccountSchema, ctx.request.body);
    checkAccountBranches(await context.catalogue.rules(), account.branches);
    const row = await addStaffAccount(knex, account);
    ctx.status = 201;
    ctx.body = { data: presentStaffAccount(row), msg: 'Account added' };
  });

  router.patch('/:id', admin, async (ctx) => {
    const change = parseInput(staffAccountChangeSchema, ctx.request.body);
    checkAccountBranches(await context.catalogue.rules(), change.branches);
    const row = await changeStaffAccount(knex, ctx.params.id ?? '', change);
    ctx.body = { data: presentStaffAccount(row), msg: 'Account updated' };
  });

  router.delete('/:id', admin, async (ctx) => {
    const row = await removeStaffAccount(knex, ctx.params.id ?? '', currentStaff(ctx).id);
    ctx.body = { data: presentStaffAccount(row), msg: 'Account removed' };
  });

  return router;
}
