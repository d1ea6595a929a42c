import Router from '@koa/router';
import { loginRequestSchema } from '../../../../domain/schemas/auth';
import type { AppContext } from '../../app-context';
import { prepareDummyHash } from '../../auth/passwords';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { signIn } from '../../commands/sign-in';
import { presentUser } from '../../presenters/user';
import { parseInput } from '../../validation/parse';

export function authRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/auth' });
  prepareDummyHash().catch(() => undefined);

  router.post('/login', async (ctx) => {
    const credentials = parseInput(loginRequestSchema, ctx.request.body);
    ctx.body = await signIn(context.db.knex, credentials, {
      ip: ctx.ip,
      jwtSecret: context.secrets.jwtSecret,
      jwtTtlHours: context.config.jwtTtlHours,
    });
  });

  router.get('/me', requireStaff(context), (ctx) => {
    ctx.body = { user: presentUser(currentStaff(ctx)) };
  });

  return router;
}
