import { z } from 'zod';
import { DEPOSIT_MODES } from '../deposits';

/** `PUT /api/settings/deposits`: the clinic's deposit policy. */
export const depositPolicySchema = z.object(
  {
    mode: z.enum(DEPOSIT_MODES, { error: `mode must be one of: ${DEPOSIT_MODES.join(', ')}` }),
    percent: z
      .number({ error: 'percent must be a number' })
      .int('percent must be a whole number')
      .min(1, 'percent must be from 1 to 100')
      .max(100, 'percent must be from 1 to 100'),
  },
  { error: 'Send { mode, percent } as a JSON object' },
);

export type DepositPolicyInput = z.output<typeof depositPolicySchema>;
