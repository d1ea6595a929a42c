import Router from '@koa/router';
import { ONE_TAP_STATUSES } from '../../../../domain/booking-status';
import {
  bulkConfirmSchema,
  deleteRequestSchema,
  noteUpdateSchema,
  restoreRequestSchema,
  statusUpdateSchema,
} from '../../../../domain/schemas/back-office';
import { bookingChangeSchema } from '../../../../domain/schemas/booking-change';
import { MOVE_TO_OTHER_BRANCH_MESSAGE } from '../../../../domain/staff-roles';
import type { AppContext } from '../../app-context';
import { assertBranch, branchScope } from '../../auth/branch-scope';
import { verifySecretCode } from '../../auth/code-guard';
import { requireAdmin } from '../../auth/require-admin';
import { requireStaffOfBooking } from '../../auth/require-booking-branch';
import { currentStaff } from '../../auth/require-staff';
import { bulkConfirm } from '../../commands/bulk-confirm';
import { changeBooking } from '../../commands/change-booking';
import { changeBookingStatus } from '../../commands/change-booking-status';
import { deleteBooking } from '../../commands/delete-booking';
import { reassignBooking } from '../../commands/reassign-booking';
import { restoreBooking } from '../../commands/restore-booking';
import { updateBookingNote } from '../../commands/update-booking-note';
import { notFound } from '../../errors';
import { bookingEvents } from '../../events/booking-events';
import { reviewNewVisit, reviewReasonsForStaff } from '../../health-data/health-review';
import { presentBooking, presentBookingDetail } from '../../presenters/booking';
import { presentHealthReview } from '../../presenters/health-review';
import { actorName } from '../../presenters/user';
import { withAssignments, withAssignmentsOf } from '../../queries/booking-assignments';
import { findBooking, statusHistory } from '../../queries/bookings';
import { latestChangeRequest } from '../../queries/change-requests';
import { enqueueDueReminders } from '../../reminders/reminders';
import { healthKeyOf } from '../../secrets';
import { smsOfBooking } from '../../sms/present-sms';
import { parseInput } from '../../validation/parse';

/** One booking, staff: read, move or change, change status, note, bulk confirm; admins: delete, restore. */
export function bookingActionRoutes(context: AppContext): Router {
  const router = new Router();
  const knex = context.db.knex;
  // Every route of one booking answers 403 for a booking of another branch (auth/require-booking-branch.ts).
  const staff = requireStaffOfBooking(context);
  const admin = requireAdmin(context);
  const healthKey = healthKeyOf(context.secrets);

  router.post('/bulk-confirm', staff, async (ctx) => {
    const { ids, updateCode } = parseInput(bulkConfirmSchema, ctx.request.body);
    await verifySecretCode(context, ctx, 'update', updateCode);
    const result = await bulkConfirm(
      knex,
      ids,
      actorName(currentStaff(ctx)),
      await context.catalogue.rules(),
      branchScope(currentStaff(ctx)),
    );
    // Each confirmation also queued a text, with or without an e-mail.
    if (result.confirmed.length > 0) context.wakeOutbox?.();
    const confirmed = result.confirmed.length;
    ctx.body = {
      data: (await withAssignments(knex, result.confirmed)).map(presentBooking),
      skipped: result.skipped,
      message: `${confirmed} booking${confirmed === 1 ? '' : 's'} confirmed`,
    };
  });

  router.get('/:id', staff, async (ctx) => {
    const row = await findBooking(knex, ctx.params.id ?? '');
    if (!row) throw notFound('Booking not found');
    const [history, events, request, texts] = await Promise.all([
      statusHistory(knex, row.id),
      bookingEvents(knex, row.id),
      latestChangeRequest(knex, row.id),
      smsOfBooking(knex, row.id),
    ]);
    // The health review's reasons are health data: opened for this staff member, the read logged.
    const reasons = await reviewReasonsForStaff(knex, healthKey, row, currentStaff(ctx));
    const detail = presentBookingDetail(row, history, events, request, texts);
    ctx.body = { data: { ...detail, review: presentHealthReview(row, reasons) } };
  });

  router.patch('/:id/status', staff, async (ctx) => {
    const { status, updateCode, reason, reviewNote } = parseInput(statusUpdateSchema, ctx.request.body);
    // Arrived and in treatment are one tap (ONE_TAP_STATUSES); the role is still checked by `staff`.
    if (!ONE_TAP_STATUSES.includes(status)) await verifySecretCode(context, ctx, 'update', updateCode ?? '');
    const actor = actorName(currentStaff(ctx));
    const catalogue = await context.catalogue.rules();
    const { row, changed } = await knex.transaction((trx) =>
      changeBookingStatus(trx, ctx.params.id ?? '', status, actor, { reason, reviewNote, catalogue }),
    );
    // Confirmed after 08:00 the day before: the reminder is due now, not at the next scheduled run.
    if (status === 'confirmed') await enqueueDueReminders(knex, new Date(), row.id);
    // A change queues a text (and an e-mail where the booking has an address): send them now.
    if (changed) context.wakeOutbox?.();
    ctx.body = {
      data: presentBooking(await withAssignmentsOf(knex, row)),
      message: `Booking status updated to ${status}`,
    };
  });

  router.patch('/:id', staff, async (ctx) => {
    const change = parseInput(bookingChangeSchema, ctx.request.body);
    await verifySecretCode(context, ctx, 'update', change.updateCode);
    const actor = actorName(currentStaff(ctx));
    // Moved into another branch: refused as a booking made there would be.
    if (typeof change.bookingData.branch === 'string')
      assertBranch(currentStaff(ctx), change.bookingData.branch, MOVE_TO_OTHER_BRANCH_MESSAGE);
    const rules = await context.catalogue.rules();
    if (change.assignments) {
      const requested = change.assignments;
      const result = await knex.transaction((trx) =>
        reassignBooking(trx, ctx.params.id ?? '', requested, actor, rules),
      );
      ctx.body = {
        data: { ...presentBooking(result.row), assignments: result.assignments },
        message: result.changes.length > 0 ? `Reassigned: ${result.changes.join('; ')}` : 'Nothing to change',
      };
      return;
    }
    const { row, changes } = await knex.transaction((trx) =>
      changeBooking(trx, ctx.params.id ?? '', change, actor, rules),
    );
    if (changes.length > 0) context.wakeOutbox?.();
    // Other treatments (a facial made a laser) are checked against the health form as a new visit is,
    // after the change is stored (issue 27 item 3).
    let current = await withAssignmentsOf(knex, row);
    if (changes.length > 0) {
      try {
        await reviewNewVisit(knex, healthKey, row.id, rules);
        current = (await findBooking(knex, row.id)) ?? row;
      } catch (error) {
        context.logger.error('could not check a changed booking against the health form', { error });
      }
    }
    ctx.body = {
      data: presentBooking(current),
      message: changes.length > 0 ? 'Booking changed' : 'Nothing to change',
    };
  });

  router.patch('/:id/note', staff, async (ctx) => {
    const { noteAdmin } = parseInput(noteUpdateSchema, ctx.request.body);
    const row = await updateBookingNote(knex, ctx.params.id ?? '', noteAdmin, actorName(currentStaff(ctx)));
    ctx.body = { data: presentBooking(await withAssignmentsOf(knex, row)), message: 'Admin note saved' };
  });

  router.delete('/:id', admin, async (ctx) => {
    const { deleteCode } = parseInput(deleteRequestSchema, ctx.request.body);
    await verifySecretCode(context, ctx, 'delete', deleteCode);
    const row = await deleteBooking(knex, ctx.params.id ?? '', actorName(currentStaff(ctx)));
    ctx.body = {
      msg: 'Booking deleted',
      message: 'Booking deleted',
      data: presentBooking(await withAssignmentsOf(knex, row)),
    };
  });

  router.post('/:id/restore', admin, async (ctx) => {
    const { deleteCode } = parseInput(restoreRequestSchema, ctx.request.body);
    await verifySecretCode(context, ctx, 'delete', deleteCode);
    const row = await restoreBooking(
      knex,
      ctx.params.id ?? '',
      actorName(currentStaff(ctx)),
      new Date(),
      await context.catalogue.rules(),
    );
    ctx.body = { data: presentBooking(await withAssignmentsOf(knex, row)), message: 'Booking restored' };
  });

  return router;
}
