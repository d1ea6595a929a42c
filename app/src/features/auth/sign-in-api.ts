import { apiRequest } from '../../lib/api-client';
import type { SessionUser } from '../../lib/session';

export interface SignInReply {
  user: SessionUser;
  token: string;
}

/** POST /api/auth/login; rejects with an ApiError (429 carries Retry-After). */
export async function signIn(email: string, password: string): Promise<SignInReply> {
  const reply = await apiRequest<Partial<SignInReply> | null>('/auth/login', {
    method: 'POST',
    body: { email, password },
    fallbackMessage: 'Login failed',
  });
  if (!reply?.token || !reply.user || typeof reply.user !== 'object') throw new Error('Login failed');
  return { token: reply.token, user: reply.user };
}
