import type { DepositMode } from '@domain/deposits';
import { apiRequest } from '../../../lib/api-client';

export interface DepositPolicySettings {
  mode: DepositMode;
  percent: number;
  windowMinutes: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

export async function fetchDepositPolicy(signal?: AbortSignal): Promise<DepositPolicySettings> {
  const body = await apiRequest<{ data: DepositPolicySettings }>('/settings/deposits', {
    auth: true,
    signal,
    fallbackMessage: 'Failed to fetch the deposit policy',
  });
  return body.data;
}

export async function saveDepositPolicy(policy: {
  mode: DepositMode;
  percent: number;
}): Promise<DepositPolicySettings> {
  const body = await apiRequest<{ data: DepositPolicySettings }>('/settings/deposits', {
    method: 'PUT',
    auth: true,
    body: policy,
    fallbackMessage: 'Could not save the deposit policy',
  });
  return body.data;
}
