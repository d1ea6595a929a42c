import type { OnlineConsultation } from '../api/types';

/**
 * Who takes the call, as the desk reads it. A call booked before consultants existed has no
 * assignment yet: it is placed among the day's consultants when the day is planned.
 */
export function consultantName(consultation: Pick<OnlineConsultation, 'assignments'>): string {
  return consultation.assignments[0]?.name ?? 'Any free consultant';
}
