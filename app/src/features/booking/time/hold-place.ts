import { formatTimeLabel } from '@domain/time-slots';
import { liveBranches } from '../../../catalogue/live-branches';

/** 'at Makati', 'for your home visit', 'for your video call': where the held start is. */
export function holdPlaceText(branch: string): string {
  if (branch === 'home') return 'for your home visit';
  if (branch === 'online') return 'for your video call';
  return `at ${liveBranches().findClinic(branch)?.name ?? branch}`;
}

/** "We're holding 2:00 PM at Makati for you". */
export function holdingText(branch: string, time: string): string {
  const place = holdPlaceText(branch);
  return place.startsWith('at ')
    ? `We're holding ${formatTimeLabel(time)} ${place} for you`
    : `We're holding ${formatTimeLabel(time)} ${place}`;
}
