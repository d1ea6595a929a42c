import { Readable } from 'node:stream';
import Router from '@koa/router';
import { manilaDate } from '../../../../domain/manila-date';
import { bookingListQuerySchema } from '../../../../domain/schemas/back-office';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../auth/require-admin';
import { readKnex } from '../../db/read-routing';
import { bookingsCsv } from '../../export/bookings-csv';
import { listFilter } from '../../queries/booking-filter';
import { parseInput } from '../../validation/parse';

/** Admins only: the dashboard's current list (its filters, search and order, every page) as a CSV download. */
export function bookingExportRoutes(context: AppContext): Router {
  const router = new Router();

  router.get('/export.csv', requireAdmin(context), async (ctx) => {
    const knex = await readKnex(ctx, context.db); // the replica when it may answer (docs/SCALING.md)
    const query = parseInput(bookingListQuerySchema, ctx.query);
    const today = manilaDate();
    const filter = listFilter(query, today);
    ctx.set('Content-Disposition', `attachment; filename="tbl-bookings-${today}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    const rules = await context.catalogue.rules();
    ctx.body = Readable.from(bookingsCsv(knex, filter, query.sort, rules));
  });

  return router;
}
