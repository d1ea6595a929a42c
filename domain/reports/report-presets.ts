import { weekdayOf } from '../branch-hours';
import { WEEKDAYS } from '../catalogue/catalogue-shapes';
import { addDays } from '../manila-date';

export const REPORT_PRESETS = ['today', 'this-week', 'this-month', 'last-month'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  today: 'Today',
  'this-week': 'This week',
  'this-month': 'This month',
  'last-month': 'Last month',
};

export interface ReportPeriod {
  from: string;
  to: string;
}

/** The period a preset names, seen from `today` (a Manila date): weeks start on Monday. */
export function presetPeriod(preset: ReportPreset, today: string): ReportPeriod {
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'this-week':
      return { from: addDays(today, -WEEKDAYS.indexOf(weekdayOf(today))), to: today };
    case 'this-month':
      return { from: monthStart, to: today };
    case 'last-month': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
  }
}
