import { apiRequest } from '../../../lib/api-client';

export interface WaitlistWishInput {
  branch: string;
  date: string;
  from: string;
  to: string;
  services: string[];
  customerName: string;
  email: string;
  phone: string;
  smsOptIn: boolean;
}

/** POST /api/waitlist: 201 with the stored wish; 400/409 carry a message the form shows. */
export async function joinWaitlist(wish: WaitlistWishInput): Promise<{ message: string }> {
  const body = await apiRequest<{ message?: string }>('/waitlist', {
    method: 'POST',
    body: wish,
    fallbackMessage: 'Could not add you to the waitlist. Please try again.',
  });
  return { message: body.message ?? 'You are on the waitlist.' };
}
