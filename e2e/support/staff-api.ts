/**
 * One API call as a signed-in staff member, for a journey's set-up and its checks behind the
 * screen: `/api` + url, the answer's `data`, and a refusal thrown with the server's own message so
 * a failed set-up says why.
 */
export async function staffCall(
  baseUrl: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<unknown> {
  const reply = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await reply.json()) as { data?: unknown; msg?: string };
  if (!reply.ok) throw new Error(`${method} ${url}: ${reply.status} ${answer.msg}`);
  return answer.data;
}
