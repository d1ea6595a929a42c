import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { reportQuerySchema } from '../../../../domain/reports/report-range';
import type { BranchScoped } from '../../../../domain/staff-roles';
import type { AppContext } from '../../app-context';
import { assertBranch, branchScope } from '../../auth/branch-scope';
import { requireManager } from '../../auth/require-manager';
import { currentStaff } from '../../auth/require-staff';
import { HttpError } from '../../errors';
import { bookingsReport } from '../../queries/reports/bookings-report';
import { clientsReport } from '../../queries/reports/clients-report';
import { occupancyReport } from '../../queries/reports/occupancy-report';
import { packagesOwedReport } from '../../queries/reports/packages-report';
import type { ReportScope } from '../../queries/reports/report-scope';
import { takingsReport } from '../../queries/reports/takings-report';
import { parseInput } from '../../validation/parse';
import {
  bookingsTable,
  type CsvTable,
  clientsTable,
  csvText,
  occupancyTable,
  packagesTable,
  takingsTable,
} from './report-csv';

interface Report<T> {
  run(db: Knex, scope: ReportScope): Promise<T>;
  table(report: T): CsvTable;
}

const report = <T>(run: Report<T>['run'], table: Report<T>['table']): Report<unknown> =>
  ({ run, table }) as Report<unknown>;

/** Every report under /api/reports/, by the last part of its path. */
const REPORTS: Record<string, Report<unknown>> = {
  takings: report(takingsReport, takingsTable),
  bookings: report(bookingsReport, bookingsTable),
  occupancy: report(occupancyReport, occupancyTable),
  packages: report(packagesOwedReport, packagesTable),
  clients: report(clientsReport, clientsTable),
};

/**
 * The numbers (issue 29 item 4): `GET /api/reports/<name>?from=&to=&branch=`, JSON by default and
 * `&format=csv` for a spreadsheet download. Admins read every branch; a manager limited to branches
 * reads those (every branch means theirs) and is refused another with 403.
 */
export function reportRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/reports' });
  const knex = context.db.knex;

  for (const [name, { run, table }] of Object.entries(REPORTS)) {
    router.get(`/${name}`, requireManager(context), async (ctx: Context) => {
      const query = parseInput(reportQuerySchema, ctx.query);
      const scope = await scopeOf(knex, query, currentStaff(ctx));
      const answer = await run(knex, scope);
      if (query.format === 'csv') {
        const branchPart = query.branch ? `-${query.branch}` : '';
        ctx.set(
          'Content-Disposition',
          `attachment; filename="tbl-${name}${branchPart}-${query.from}-to-${query.to}.csv"`,
        );
        ctx.type = 'text/csv; charset=utf-8';
        ctx.body = csvText(table(answer));
        return;
      }
      ctx.body = answer;
    });
  }

  return router;
}

export const OTHER_BRANCH_REPORT_MESSAGE = 'These numbers belong to another branch';

async function scopeOf(
  knex: Knex,
  query: { from: string; to: string; branch?: string },
  staff: BranchScoped,
): Promise<ReportScope> {
  if (query.branch) {
    const known = await knex('branches').where({ id: query.branch }).first('id');
    if (!known) {
      throw new HttpError(
        400,
        'validation_failed',
        `branch ${query.branch} is not a branch of the clinic`,
        {},
        { field: 'branch' },
      );
    }
  }
  if (query.branch) assertBranch(staff, query.branch, OTHER_BRANCH_REPORT_MESSAGE);
  return { from: query.from, to: query.to, branches: query.branch ? [query.branch] : branchScope(staff) };
}
