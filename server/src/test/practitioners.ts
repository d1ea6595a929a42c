import { expect } from 'vitest';
import type { Client } from './http';

/** Open every day from 10 AM to 9 PM: a practitioner who is never the reason a time is refused. */
export const ALL_WEEK = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [['10:00', '21:00']]]),
);

/** A practitioner added through the real API with the ALL_WEEK schedule; answers the id. */
export async function addScheduledPractitioner(
  api: Client,
  adminToken: string,
  practitioner: { branch: string; name: string; skills: string[] },
): Promise<string> {
  const reply = await api.post(
    '/api/resources',
    { ...practitioner, kind: 'practitioner' },
    { token: adminToken },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const id = reply.body.data.id as string;
  const schedule = await api.put(
    `/api/resources/${id}/schedule`,
    { weekly: ALL_WEEK, exceptions: [] },
    { token: adminToken },
  );
  expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);
  return id;
}
