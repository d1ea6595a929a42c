import type { ConsultationStatus } from '@domain/consultation-status';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { OnlineConsultation } from './types';

async function patchConsultation(
  id: string,
  action: 'status' | 'video-link' | 'time',
  body: Record<string, unknown>,
  fallbackMessage: string,
): Promise<OnlineConsultation> {
  const reply = await apiRequest<{ data?: OnlineConsultation } | null>(
    `/online-consultations/${encodeURIComponent(id)}/${action}`,
    { method: 'PATCH', auth: true, body, fallbackMessage },
  );
  if (!reply?.data) throw new ApiError(fallbackMessage, 'http', 200);
  return reply.data;
}

/** Sets a consultation's status; the server checks the update code and e-mails the client once. */
export const updateConsultationStatus = (
  id: string,
  change: { status: ConsultationStatus; updateCode: string; reason?: string },
) => patchConsultation(id, 'status', change, 'Failed to update the consultation status');

/** Sets or clears the video-call link; a new link is e-mailed to the client. */
export const saveConsultationVideoLink = (
  id: string,
  change: { videoLink: string | null; updateCode: string },
) => patchConsultation(id, 'video-link', change, 'Failed to save the video-call link');

/**
 * Moves a call to another date and time and/or gives it to a named consultant (the calendar); the
 * server checks the code and that the online place (or that consultant) is free (a 409 carries the
 * nearest free starts) and e-mails the client a new time once.
 */
export const moveConsultation = (
  id: string,
  change: { date: string; time: string; consultantId?: string; updateCode: string },
) => patchConsultation(id, 'time', change, 'Failed to move the consultation');
