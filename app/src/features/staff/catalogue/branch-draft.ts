import type { ClosedDate, Weekday, WeeklyHours } from '@domain/catalogue/catalogue-shapes';
import { WEEKDAYS } from '@domain/catalogue/catalogue-shapes';
import type { BranchChange, CatalogueBranch } from './catalogue-api';

/** A weekday as its row holds it: open or not, and the times typed. */
export interface DayDraft {
  open: boolean;
  opens: string;
  closes: string;
}

export interface BranchDraft {
  name: string;
  address: string;
  phone: string;
  mapUrl: string;
  hours: Record<Weekday, DayDraft>;
  closedDates: ClosedDate[];
}

export function branchDraftOf(branch: CatalogueBranch): BranchDraft {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const open = branch.hours[day];
      return [day, { open: open !== null, opens: open?.opens ?? '10:00', closes: open?.closes ?? '19:00' }];
    }),
  ) as Record<Weekday, DayDraft>;
  return {
    name: branch.name,
    address: branch.address,
    phone: branch.phone,
    mapUrl: branch.mapUrl,
    hours,
    closedDates: [...branch.closedDates].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

function weeklyOf(hours: Record<Weekday, DayDraft>): WeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      hours[day].open ? { opens: hours[day].opens, closes: hours[day].closes } : null,
    ]),
  ) as WeeklyHours;
}

/** Only what the admin changed, so the history names it. */
export function branchChangeOf(draft: BranchDraft, saved: CatalogueBranch): BranchChange {
  const wanted: BranchChange = {
    name: draft.name.trim(),
    address: draft.address,
    phone: draft.phone,
    mapUrl: draft.mapUrl.trim(),
    hours: weeklyOf(draft.hours),
    closedDates: draft.closedDates,
  };
  const savedDates = [...saved.closedDates].sort((a, b) => a.date.localeCompare(b.date));
  const before: BranchChange = { ...saved, closedDates: savedDates };
  const change: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    if (JSON.stringify(value) !== JSON.stringify(before[field as keyof BranchChange])) change[field] = value;
  }
  return change as BranchChange;
}
