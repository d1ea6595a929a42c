export interface TimeSlot {
  id: string;
  /** 24-hour `HH:MM`, what the API and the database hold. */
  value: string;
  /** `10:00 AM`, what people read. */
  label: string;
}

const FIRST_MINUTE = 10 * 60;
const LAST_MINUTE = 22 * 60;
const STEP_MINUTES = 30;

export function formatTimeLabel(value: string): string {
  const [hoursText, minutesText] = value.split(':');
  const hours = Number(hoursText);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${minutesText} ${suffix}`;
}

function buildSlots(): TimeSlot[] {
  const slots: TimeSlot[] = [];
  for (let minute = FIRST_MINUTE; minute <= LAST_MINUTE; minute += STEP_MINUTES) {
    const value = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    slots.push({ id: `slot-${value.replace(':', '')}`, value, label: formatTimeLabel(value) });
  }
  return slots;
}

/** Every 30 minutes from 10:00 AM to 10:00 PM: 25 slots. */
export const TIME_SLOTS: readonly TimeSlot[] = buildSlots();

export const TIME_SLOT_VALUES = TIME_SLOTS.map((slot) => slot.value);

export function isTimeSlotValue(value: unknown): value is string {
  return typeof value === 'string' && TIME_SLOT_VALUES.includes(value);
}

/** The cart's placeholder before a slot is chosen on the booking form. */
export const UNSELECTED_TIME_SLOT = 'to-be-selected';
export const UNSELECTED_TIME_SLOT_LABEL = 'To be selected during booking';
