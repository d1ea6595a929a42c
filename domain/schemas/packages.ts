import { z } from 'zod';

export const clientPackageSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  title: z.string(),
  sessionsTotal: z.number().int().nullable().meta({ description: 'Null for an unlimited package' }),
  sessionsUsed: z.number().int(),
  sessionsLeft: z.number().int().nullable().meta({ description: 'Null for an unlimited package' }),
  expiresAt: z.string().nullable().meta({ description: 'ISO instant; null when it never expires' }),
  transferable: z.boolean(),
  refundedAt: z.string().nullable().meta({
    description: 'ISO instant the buying booking was refunded: the package is closed, its sessions frozen',
  }),
});

export const packageEventSchema = z.object({
  kind: z
    .enum(['opened', 'redeemed', 'undone', 'transferred', 'refunded', 'released'])
    .meta({ description: "'released': a booking's session given back when the booking was cancelled" }),
  actor: z.string(),
  summary: z.string(),
  at: z.string(),
  redemptionId: z.string().nullable().meta({
    description: 'For a redeemed session not yet undone that can be given back (never the buying visit)',
  }),
});

export const redeemPackageSchema = z.object(
  { bookingId: z.uuid({ error: 'bookingId must be a booking id' }).optional() },
  { error: 'Send {} or { bookingId } as a JSON object' },
);

export const transferPackageSchema = z
  .object(
    {
      email: z.email({ error: 'Enter a valid e-mail address' }).max(254).optional(),
      phone: z.string().trim().min(7).max(30).optional(),
    },
    { error: 'Send { email } or { phone } as a JSON object' },
  )
  .refine((input) => input.email !== undefined || input.phone !== undefined, {
    error: 'Name the new owner by e-mail or phone',
  });

export type PackageEvent = z.output<typeof packageEventSchema>;
