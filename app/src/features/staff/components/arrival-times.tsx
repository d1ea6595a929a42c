import { formatClock12 } from '../format';

/** "Arrived 2:04 PM · In treatment 2:15 PM": the times the desk stamped (issue 29 item 1). */
export function ArrivalTimes({
  arrivedAt,
  inTreatmentAt,
  className,
}: {
  arrivedAt?: string | null | undefined;
  inTreatmentAt?: string | null | undefined;
  className?: string;
}) {
  if (!arrivedAt && !inTreatmentAt) return null;
  const parts: string[] = [];
  if (arrivedAt) parts.push(`Arrived ${formatClock12(Date.parse(arrivedAt))}`);
  if (inTreatmentAt) parts.push(`In treatment ${formatClock12(Date.parse(inTreatmentAt))}`);
  return <span className={className ?? 'arrival-times'}>{parts.join(' · ')}</span>;
}
