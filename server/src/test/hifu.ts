import { expect } from 'vitest';
import type { Client } from './http';

export const ULTHERA = 'ulthera-prime';

/**
 * Makati as several tests describe it: one HIFU machine (added through the real API), and Ulthera
 * taking a room and that machine. Answers the machine's id.
 */
export async function oneHifuAtMakati(api: Client, adminToken: string): Promise<string> {
  const added = await api.post(
    '/api/resources',
    { branch: 'makati', kind: 'machine', name: 'HIFU 1', type: 'hifu' },
    { token: adminToken },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const needs = await api.patch(
    `/api/catalogue/services/${ULTHERA}`,
    { needs: [{ kind: 'room' }, { kind: 'machine', type: 'hifu' }] },
    { token: adminToken },
  );
  expect(needs.status, JSON.stringify(needs.body)).toBe(200);
  return added.body.data.id as string;
}
