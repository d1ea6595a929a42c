// @vitest-environment jsdom
import { addDays, manilaDate } from '@domain/manila-date';
import type { ScheduleException } from '@domain/resources/resource-shapes';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExceptionFields } from './exception-fields';

const soon = addDays(manilaDate(), 5);
const later = addDays(manilaDate(), 9);
const past = addDays(manilaDate(), -3);

function show(exceptions: ScheduleException[]) {
  const changes: ScheduleException[][] = [];
  render(
    <ExceptionFields
      exceptions={exceptions}
      offWord="In maintenance"
      problem={undefined}
      onChange={(next) => changes.push(next)}
    />,
  );
  return changes;
}

afterEach(cleanup);

describe('the dates of a schedule', () => {
  it('adds other hours on a date, in date order, and keeps a past date unshown', () => {
    const changes = show([
      { date: past, off: true },
      { date: later, off: true },
    ]);
    expect(screen.queryByText(/In maintenance$/, { selector: 'li span' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: soon } });
    fireEvent.change(screen.getByLabelText('That day'), { target: { value: 'hours' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '13:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
    expect(changes).toEqual([
      [
        { date: past, off: true },
        { date: soon, hours: [['13:00', '17:30']] },
        { date: later, off: true },
      ],
    ]);
  });

  it('refuses a date already set or before today, and removes one', () => {
    const changes = show([{ date: later, off: true }]);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: later } });
    fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
    expect(screen.getByRole('alert').textContent).toMatch(/is already listed: remove it first/);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: past } });
    fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a date from today on.');
    expect(changes).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Remove/ }));
    expect(changes).toEqual([[]]);
  });
});
