import Router from '@koa/router';
import type { Context } from 'koa';
import type { ServiceSource } from '../../../../domain/catalogue/catalogue-rules';
import { BOOK_OTHER_BRANCH_MESSAGE } from '../../../../domain/staff-roles';
import { personKeys } from '../../../../domain/visit-clash';
import type { AppContext } from '../../app-context';
import { assertBranch } from '../../auth/branch-scope';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { createBooking } from '../../commands/create-booking';
import { clashWarnings } from '../../commands/person-clash';
import { summaries } from '../../events/booking-events';
import { reviewNewVisit } from '../../health-data/health-review';
import { answerOnce } from '../../idempotency/answer-once';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '../../idempotency/idempotency';
import { publicWriteGuard } from '../../limits/public-write-guard';
import { manageToken } from '../../manage/manage-token';
import { actorName } from '../../presenters/user';
import { healthKeyOf, manageKeyOf } from '../../secrets';
import { checkBookingRequest } from '../../validation/booking-request';
import { checkFrontDeskRequest } from '../../validation/front-desk-request';
import { checkDeskPackageLines, checkPackageLines } from '../../validation/package-lines';
import { sendStored } from '../respond';
import { bookingActionRoutes } from './booking-actions.routes';
import { bookingExportRoutes } from './booking-export.routes';
import { bookingListRoutes } from './booking-lists.routes';
import { paymentRoutes } from './booking-payment.routes';
import { changeRequestRoutes } from './change-request.routes';
import { deskTabletRoutes } from './desk-tablet.routes';
import { paymentEntryRoutes } from './payment-entries.routes';
import { statementRoutes } from './statement.routes';

/**
 * The new booking's manage-link token beside it, on the first answer and any replay alike (it is
 * derived from the booking id), so the confirmation page can take a proof of payment at once.
 */
function withManageToken(ctx: Context, key: Buffer | string) {
  const body = ctx.body as { booking?: { id?: unknown } } | undefined;
  if (typeof body?.booking?.id === 'string')
    ctx.body = { ...body, manageToken: manageToken(key, body.booking.id) };
}

export function bookingRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/bookings' });
  const { db, config } = context;
  const manageKey = manageKeyOf(context.secrets);
  const limited = publicWriteGuard(context);
  const healthKey = healthKeyOf(context.secrets);

  /**
   * A new visit of a client whose health form contraindicates it goes under review at once.
   * `formClient`: what the write answered (its client with a form, or null for none); a replayed
   * answer leaves it undefined and it is looked up.
   */
  async function reviewAgainstHealthForm(ctx: Context, rules: ServiceSource, formClient?: string | null) {
    const id = (ctx.body as { booking?: { id?: unknown } } | undefined)?.booking?.id;
    if (ctx.status !== 201 || typeof id !== 'string') return;
    try {
      await reviewNewVisit(db.knex, healthKey, id, rules, formClient);
    } catch (error) {
      // The booking is stored and answered; a review that failed to open is logged for the clinic.
      context.logger.error('could not check a new booking against the health form', { error });
    }
  }

  router.post('/', async (ctx) => {
    const key = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
    const body = ctx.request.body;
    const rules = await context.catalogue.rules();
    let formClient: string | null | undefined;
    const response = await answerOnce(db.knex, { scope: 'bookings', key, body }, async (claim) => {
      const now = new Date();
      const { packageLink, ...booking } = checkBookingRequest(body, rules, now, config.travelFees);
      await checkPackageLines(db.knex, booking, packageLink, manageKey);
      const { branch, date, holdId } = booking.bookingData;
      const person = personKeys(booking.bookingData.email, booking.bookingData.phone);
      return limited(
        ctx,
        booking.bookingData.email,
        () =>
          createBooking(db.knex, booking, {
            claim,
            mailBcc: config.mailBcc,
            now,
            rules,
            person,
            // Its status and deposit by the clinic's terms, read in the write (deposit-policy.ts).
            terms: { windowMinutes: config.depositWindowMinutes },
          }).then((written) => {
            formClient = written.formClient;
            return written;
          }),
        { place: branch, date, minutes: booking.minutes, hours: rules.hoursOn(branch, date), holdId },
      );
    });
    sendStored(ctx, response, context);
    withManageToken(ctx, manageKey);
    await reviewAgainstHealthForm(ctx, rules, formClient);
  });

  // A booking taken by phone or at the counter: the same rules and capacity, e-mail optional, never
  // limited like a public write; the history names the staff member who took it. A person who has a
  // visit at an overlapping time may be booked, with `warnings` naming it (domain/visit-clash.ts).
  router.post('/front-desk', requireStaff(context), async (ctx) => {
    const key = readIdempotencyKey(ctx.get(IDEMPOTENCY_HEADER));
    const body = ctx.request.body;
    const actor = actorName(currentStaff(ctx));
    const rules = await context.catalogue.rules();
    let formClient: string | null | undefined;
    const response = await answerOnce(db.knex, { scope: 'bookings-front-desk', key, body }, async (claim) => {
      const now = new Date();
      const { channel, ...booking } = checkFrontDeskRequest(body, rules, now, config.travelFees);
      assertBranch(currentStaff(ctx), booking.bookingData.branch, BOOK_OTHER_BRANCH_MESSAGE);
      await checkDeskPackageLines(db.knex, booking);
      const { email, phone, date, time } = booking.bookingData;
      const warnings = await clashWarnings(
        db.knex,
        personKeys(email, phone),
        { date, time, minutes: booking.minutes },
        rules,
      );
      return createBooking(db.knex, booking, {
        claim,
        mailBcc: config.mailBcc,
        now,
        rules,
        warnings,
        takenBy: { actor, summary: summaries.takenAtDesk(actor, channel) },
      }).then((written) => {
        formClient = written.formClient;
        return written;
      });
    });
    sendStored(ctx, response, context);
    await reviewAgainstHealthForm(ctx, rules, formClient);
  });

  // The fixed paths (/front-desk above, /search, /deleted, /completed, /export.csv) are registered before /:id so they win.
  for (const child of [
    bookingListRoutes(context),
    bookingExportRoutes(context),
    bookingActionRoutes(context),
    changeRequestRoutes(context),
    deskTabletRoutes(context),
    paymentRoutes(context, 'booking'),
    paymentEntryRoutes(context),
    statementRoutes(context),
  ]) {
    router.use(child.routes(), child.allowedMethods());
  }
  return router;
}
