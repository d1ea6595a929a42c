import { PLACE_LABELS } from '../capacity/capacity-api';

/** A branch id as the desk names it ('las-pinas' reads Las Piñas). */
export function branchName(id: string): string {
  return (PLACE_LABELS as Record<string, string>)[id] ?? id;
}

export const percentText = (value: number) =>
  `${value.toLocaleString('en-PH', { maximumFractionDigits: 1 })}%`;

export const pesoText = (value: number) =>
  `₱${value.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const countText = (value: number) => value.toLocaleString('en-PH');

/** Minutes as hours with one decimal: 1,230 minutes read 20.5 h. */
export const hoursText = (minutes: number) =>
  `${(minutes / 60).toLocaleString('en-PH', { maximumFractionDigits: 1 })} h`;
