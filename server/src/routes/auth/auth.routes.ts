import Router from '@koa/router';
import { loginRequestSchema } from '../../../../domain/schemas/auth';
import type { AppContext } from '../../app-context';
import { prepareDummyHash } from '../../auth/passwords';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { endSession } from '../../auth/sessions';
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

  // Ends this token on the server: a copy taken before "Log out" is refused from now on.
  router.post('/logout', requireStaff(context), async (ctx) => {
    await endSession(context.db.knex, ctx.state.sessionId ?? '');
    ctx.status = 204;
  });

  return router;
}
