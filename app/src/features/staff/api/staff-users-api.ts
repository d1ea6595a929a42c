import type { StaffAccount } from '@domain/schemas/staff-users';
import { apiRequest } from '../../../lib/api-client';

export type { StaffAccount };

export interface NewAccount {
  email: string;
  name: string;
  role: string;
  password: string;
  /** Empty: every branch. */
  branches: string[];
}

export interface AccountChange {
  name?: string;
  role?: string;
  password?: string;
  branches?: string[];
}

export async function fetchAccounts(signal?: AbortSignal): Promise<StaffAccount[]> {
  const reply = await apiRequest<{ data?: StaffAccount[] }>('/staff-users', {
    auth: true,
    signal,
    fallbackMessage: 'Could not load the accounts',
  });
  return reply?.data ?? [];
}

export async function addAccount(account: NewAccount): Promise<StaffAccount> {
  const reply = await apiRequest<{ data: StaffAccount }>('/staff-users', {
    method: 'POST',
    auth: true,
    body: account,
    fallbackMessage: 'Could not add the account',
  });
  return reply.data;
}

export async function changeAccount(id: string, change: AccountChange): Promise<StaffAccount> {
  const reply = await apiRequest<{ data: StaffAccount }>(`/staff-users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    auth: true,
    body: change,
    fallbackMessage: 'Could not change the account',
  });
  return reply.data;
}

export async function removeAccount(id: string): Promise<void> {
  await apiRequest(`/staff-users/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
    fallbackMessage: 'Could not remove the account',
  });
}
