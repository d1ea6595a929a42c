import Router from '@koa/router';
import type { Context } from 'koa';
import { recordPaymentSchema } from '../../../../domain/schemas/payment';
import { normaliseRole } from '../../../../domain/staff-roles';
import type { AppContext } from '../../app-context';
import { verifySecretCode } from '../../auth/code-guard';
import { ADMIN_ONLY_MESSAGE } from '../../auth/require-admin';
import { requireStaffOfBooking } from '../../auth/require-booking-branch';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import { recordPayment } from '../../commands/record-payment';
import { currentProof } from '../../commands/submit-payment-proof';
import type { BookingRow, ConsultationRow, PaymentProofRow } from '../../db/rows';
import { forbidden, notFound } from '../../errors';
import type { PaymentTarget } from '../../payments/payment-targets';
import { presentBooking } from '../../presenters/booking';
import { presentPackage } from '../../presenters/client-package';
import { presentConsultation } from '../../presenters/consultation';
import { presentKeptProof } from '../../presenters/payment';
import { actorName } from '../../presenters/user';
import { withAssignmentsOf } from '../../queries/booking-assignments';
import { findBooking } from '../../queries/bookings';
import { packagesOfClient } from '../../queries/client-packages';
import { keptProofImage, keptProofs } from '../../queries/payment-proofs';
import { parseInput } from '../../validation/parse';

/**
 * The current proof's image, as stored (already re-encoded and stripped of metadata); with
 * `?kept=checked`, the proof the desk recorded money against, once the client sent a newer one.
 */
async function sendProof(ctx: Context, context: AppContext, target: PaymentTarget) {
  const knex = context.db.knex;
  const id = ctx.params.id ?? '';
  let proof: PaymentProofRow | undefined;
  if (ctx.query.kept === 'checked') {
    const checked = (await keptProofs(knex, target, id)).find(
      (kept) => kept.checkedAtPayment && !kept.current,
    );
    proof = checked ? await keptProofImage(knex, target, id, checked.row.id) : undefined;
  } else {
    proof = await currentProof(knex, target, id);
  }
  sendImage(ctx, proof);
}

function sendImage(ctx: Context, proof: PaymentProofRow | undefined) {
  if (!proof?.content) throw notFound('No proof of payment has been sent');
  ctx.set('Content-Disposition', `inline; filename="proof-of-payment-${ctx.params.id}"`);
  ctx.set('X-Proof-Submitted-At', new Date(proof.submitted_at).toISOString());
  ctx.type = proof.content_type;
  ctx.body = Buffer.from(proof.content);
}

/**
 * Payment routes staff use on a booking or an online consultation: see the client's proof, record
 * the payment. Mounted under /bookings and /online-consultations alike.
 */
export function paymentRoutes(context: AppContext, target: PaymentTarget): Router {
  const router = new Router();
  const knex = context.db.knex;
  // A booking of another branch answers 403 (auth/require-booking-branch.ts); consultations are online, for every staff member.
  const staff = target === 'booking' ? requireStaffOfBooking(context) : requireStaff(context);

  router.get('/:id/payment-proof', staff, (ctx) => sendProof(ctx, context, target));

  // Every proof whose image is kept, newest first, marked as checked at payment or sent after it.
  router.get('/:id/payment-proofs', staff, async (ctx) => {
    const kept = await keptProofs(knex, target, ctx.params.id ?? '');
    ctx.body = { data: kept.map(presentKeptProof) };
  });

  router.get('/:id/payment-proofs/:proofId', staff, async (ctx) => {
    sendImage(ctx, await keptProofImage(knex, target, ctx.params.id ?? '', ctx.params.proofId ?? ''));
  });

  router.post('/:id/payment', staff, async (ctx) => {
    const input = parseInput(recordPaymentSchema, ctx.request.body);
    const user = currentStaff(ctx);
    // A refund gives money back and closes the packages it bought: an admin, with the delete code.
    if (input.status === 'refunded') {
      if (normaliseRole(user.role) !== 'admin') throw forbidden(ADMIN_ONLY_MESSAGE);
      await verifySecretCode(context, ctx, 'delete', input.deleteCode ?? '');
    }
    const actor = actorName(user);
    const catalogue = await context.catalogue.rules();
    const options = {
      mailBcc: context.config.mailBcc,
      catalogue,
      isAdmin: normaliseRole(user.role) === 'admin',
    };
    const row = await knex.transaction((trx) =>
      recordPayment(trx, target, ctx.params.id ?? '', input, actor, options),
    );
    context.wakeOutbox?.();
    ctx.body = {
      data:
        target === 'booking'
          ? presentBooking(await withAssignmentsOf(knex, row as BookingRow))
          : presentConsultation(row as ConsultationRow),
      message: 'Payment recorded',
    };
  });

  if (target === 'booking') {
    router.get('/:id/packages', staff, async (ctx) => {
      const booking = await findBooking(knex, ctx.params.id ?? '');
      if (!booking) throw notFound('Booking not found');
      const rows = await packagesOfClient(knex, booking);
      ctx.body = { data: rows.map(presentPackage) };
    });
  }

  return router;
}
