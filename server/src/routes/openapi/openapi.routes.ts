import Router from '@koa/router';
import { openApiDocument } from '../../openapi/document';

export function openApiRoutes(): Router {
  const router = new Router();
  router.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument();
  });
  return router;
}
