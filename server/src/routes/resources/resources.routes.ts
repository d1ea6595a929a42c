import Router from '@koa/router';
import type { CatalogueRules } from '../../../../domain/catalogue/catalogue-rules';
import type { DayHours } from '../../../../domain/catalogue/catalogue-shapes';
import { isIsoDate, manilaDate } from '../../../../domain/manila-date';
import { isPlaceId, type PlaceId } from '../../../../domain/opening-hours';
import { workingRanges } from '../../../../domain/resources/resource-hours';
import {
  practitionerReassignSchema,
  resourceCreateSchema,
  resourcePatchSchema,
  resourceScheduleSchema,
} from '../../../../domain/schemas/resources';
import { OTHER_BRANCH_FILTER_MESSAGE } from '../../../../domain/staff-roles';
import type { AppContext } from '../../app-context';
import { assertPlace, branchScope, placeScope } from '../../auth/branch-scope';
import { requireAdmin } from '../../auth/require-admin';
import { assertBookingBranch } from '../../auth/require-booking-branch';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { reassignConsultant } from '../../commands/reassign-consultant';
import { reassignPractitioner } from '../../commands/reassign-practitioner';
import { addResource, changeResource } from '../../commands/resource-edits';
import { setResourceSchedule } from '../../commands/set-resource-schedule';
import { HttpError } from '../../errors';
import { presentBooking } from '../../presenters/booking';
import { presentConsultation } from '../../presenters/consultation';
import { actorName } from '../../presenters/user';
import { findAffectedVisits } from '../../queries/practitioner-gaps';
import { listResources, visitsHoldingResource } from '../../queries/resources';
import { parseInput } from '../../validation/parse';

function fieldProblem(field: string, message: string): HttpError {
  return new HttpError(400, 'validation_failed', message, {}, { field });
}

/** The branch's hours on a date in the current catalogue: none on a closed date or weekday. */
function branchHoursOn(rules: CatalogueRules, branch: PlaceId, date: string): DayHours | null {
  return rules.closedDates(branch).includes(date) ? null : rules.hoursOn(branch, date);
}

/**
 * A branch's practitioners, rooms and machines (issue 26): staff read (with `date`, each one's working
 * hours that day), admins add, change and schedule. A staff member limited to branches reads hers and
 * `online`'s only (another branch named: 403) and sees the affected visits of her branches only;
 * the writes are admins', who are never limited (domain/staff-roles.ts).
 */
export function resourceRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/resources' });
  const knex = context.db.knex;
  const staff = requireStaff(context);
  const admin = requireAdmin(context);

  router.get('/', staff, async (ctx) => {
    const { branch, date } = ctx.query;
    if (branch !== undefined && !isPlaceId(branch)) {
      throw fieldProblem('branch', 'branch must be makati, las-pinas, quezon-city, home or online');
    }
    if (date !== undefined && (typeof date !== 'string' || !isIsoDate(date))) {
      throw fieldProblem('date', 'date must be a date (YYYY-MM-DD)');
    }
    const staff = currentStaff(ctx);
    if (branch !== undefined) assertPlace(staff, branch, OTHER_BRANCH_FILTER_MESSAGE);
    // The catalogue before the resources: its hours are the branches' today, edits included.
    const rules = date === undefined ? undefined : await context.catalogue.rules();
    const resources = await listResources(knex, branch ?? placeScope(staff) ?? undefined);
    ctx.body = {
      data:
        rules && date !== undefined
          ? resources.map((resource) => ({
              ...resource,
              workingHours: workingRanges(resource, date, branchHoursOn(rules, resource.branch, date)),
            }))
          : resources,
    };
  });

  router.post('/', admin, async (ctx) => {
    const input = parseInput(resourceCreateSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { data: await addResource(knex, input, actorName(currentStaff(ctx))) };
  });

  // A retirement also answers what it leaves behind: how many visits from today on still hold the
  // resource and, for a practitioner, the visits that now need another person (with who is free),
  // so the admin is not left to find them.
  router.patch('/:id', admin, async (ctx) => {
    const patch = parseInput(resourcePatchSchema, ctx.request.body);
    const id = ctx.params.id ?? '';
    const data = await changeResource(knex, id, patch, actorName(currentStaff(ctx)));
    if (patch.active !== false) {
      ctx.body = { data };
      return;
    }
    const today = manilaDate();
    const affected =
      data.kind === 'practitioner'
        ? await findAffectedVisits(knex, { rules: await context.catalogue.rules(), today, resourceId: id })
        : [];
    ctx.body = { data, affected, visitsHolding: await visitsHoldingResource(knex, id, today) };
  });

  // The answer lists the visits from today on that this schedule leaves without their practitioner
  // (a day off entered after they were booked): the desk gives them another person or tells the client.
  router.put('/:id/schedule', admin, async (ctx) => {
    const schedule = parseInput(resourceScheduleSchema, ctx.request.body);
    const id = ctx.params.id ?? '';
    const data = await setResourceSchedule(knex, id, schedule, actorName(currentStaff(ctx)));
    const affected =
      data.kind === 'practitioner'
        ? await findAffectedVisits(knex, {
            rules: await context.catalogue.rules(),
            today: manilaDate(),
            resourceId: id,
          })
        : [];
    ctx.body = { data, affected };
  });

  /** Every visit from today on whose practitioner is away, with who else is free then (staff). */
  router.get('/affected-visits', staff, async (ctx) => {
    const { branch } = ctx.query;
    if (branch !== undefined && !isPlaceId(branch)) {
      throw fieldProblem('branch', 'branch must be makati, las-pinas, quezon-city, home or online');
    }
    // Her clients only: the list names and phones the clients of the visits.
    const staff = currentStaff(ctx);
    if (branch !== undefined) assertPlace(staff, branch, OTHER_BRANCH_FILTER_MESSAGE);
    const rules = await context.catalogue.rules();
    const branches = branchScope(staff);
    ctx.body = { data: await findAffectedVisits(knex, { rules, today: manilaDate(), branch, branches }) };
  });

  /** Gives an affected visit to another practitioner who is free then (staff: the desk resolves it). */
  router.post('/affected-visits/reassign', staff, async (ctx) => {
    const { bookingId, from, to } = parseInput(practitionerReassignSchema, ctx.request.body);
    // An online consultation's consultant (the list names calls by the same field); online calls
    // belong to no branch, so every account may give one to another consultant (docs/API.md).
    if (await knex('online_consultations').where({ id: bookingId }).first('id')) {
      const call = await reassignConsultant(knex, {
        consultationId: bookingId,
        from,
        to,
        rules: await context.catalogue.rules(),
      });
      ctx.body = { data: presentConsultation(call), message: 'Consultant changed' };
      return;
    }
    await assertBookingBranch(knex, currentStaff(ctx), bookingId);
    const row = await reassignPractitioner(knex, {
      bookingId,
      from,
      to,
      actor: actorName(currentStaff(ctx)),
      rules: await context.catalogue.rules(),
    });
    ctx.body = { data: presentBooking(row), message: 'Practitioner changed' };
  });

  return router;
}
