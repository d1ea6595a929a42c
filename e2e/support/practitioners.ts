import type { BackOfficeServer } from './staff';

/** Every day of the week, 10 AM to 9 PM: a practitioner who works whenever the branch is open. */
const ALL_WEEK = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [['10:00', '21:00']]]),
);

/** The thread lift, which the journeys give to a doctor. */
export const THREADS = 'cog-thread-face-lift';

async function call(server: BackOfficeServer, token: string, method: string, path: string, body: unknown) {
  const reply = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await reply.json()) as { data?: { id?: string } };
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Issue 26 item 4's clinic, through the admin API: a thread lift takes a doctor and a room, and
 * `names` are doctors of `branch` working all week. Answers their ids by name.
 */
export async function addDoctors(
  server: BackOfficeServer,
  adminToken: string,
  branch: string,
  names: readonly string[],
): Promise<Record<string, string>> {
  await call(server, adminToken, 'PATCH', `/api/catalogue/services/${THREADS}`, {
    needs: [{ kind: 'practitioner', skill: 'doctor' }, { kind: 'room' }],
  });
  const ids: Record<string, string> = {};
  for (const name of names) {
    const added = await call(server, adminToken, 'POST', '/api/resources', {
      branch,
      kind: 'practitioner',
      name,
      skills: ['doctor'],
    });
    const id = String(added.data?.id);
    await call(server, adminToken, 'PUT', `/api/resources/${id}/schedule`, {
      weekly: ALL_WEEK,
      exceptions: [],
    });
    ids[name] = id;
  }
  return ids;
}
