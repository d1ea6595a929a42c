import { visitPlaceTitle } from '@domain/branches';
import { homeAddressText } from '@domain/home-service';
import { formatManilaDate, formatManilaDateTime } from '@domain/manila-date';
import { formatPesos } from '@domain/money';
import { findPaymentMethod } from '@domain/payment-methods';
import { formatTimeLabel, isTimeSlotValue } from '@domain/time-slots';
import { liveBranches } from '../../catalogue/live-branches';
import { isNetworkError } from '../../lib/api-client';
import type { ManagedBooking } from './manage-api';

export interface Place {
  title: string;
  /** The street address, when there is one. */
  detail: string;
  mapUrl?: string;
}

/** Where the appointment happens: a branch and its address, or the client's home. */
export function placeOf(
  booking: Pick<ManagedBooking, 'serviceType' | 'branch' | 'address' | 'landmark'>,
): Place {
  if (booking.serviceType === 'home') {
    return {
      title: visitPlaceTitle('home', 'home'),
      detail: homeAddressText(booking.address, booking.landmark),
    };
  }
  const branch = liveBranches().findClinic(booking.branch);
  if (!branch) return { title: booking.branch, detail: '' };
  return { title: visitPlaceTitle('clinic', branch.id), detail: branch.address, mapUrl: branch.mapUrl };
}

export function timeText(time: string): string {
  return isTimeSlotValue(time) ? formatTimeLabel(time) : time;
}

/** `Saturday, November 28, 2026 at 1:30 PM`. */
export function appointmentText(date: string, time: string): string {
  return `${formatManilaDate(date)} at ${timeText(time)}`;
}

export function paymentLabel(id: string): string {
  return findPaymentMethod(id)?.name ?? id;
}

/** A total of 0 is priced by the doctor at the consultation. */
export function amountText(amount: number): string {
  return amount > 0 ? formatPesos(amount) : 'To be discussed during consultation';
}

/** An instant in Manila time; an unreadable one as it came. */
export function instantText(at: string): string {
  const instant = new Date(at);
  return Number.isNaN(instant.getTime()) ? at : formatManilaDateTime(instant);
}

export const OFFLINE_MESSAGE =
  "You're offline, so this could not reach us. Nothing you typed is lost: try again once you're connected.";

/** What a failed request means to the client: the server's words, or plainly that there is no connection. */
export function failureText(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return OFFLINE_MESSAGE;
  return error instanceof Error && error.message ? error.message : fallback;
}
