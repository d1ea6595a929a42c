// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourceGroups } from './resource-groups';
import type { DeskResource } from './resources-api';

const machine: DeskResource = {
  id: 'm1',
  branch: 'makati',
  kind: 'machine',
  name: 'Ulthera HIFU',
  skills: [],
  type: 'hifu',
  active: true,
  schedule: null,
};
const doctor: DeskResource = {
  ...machine,
  id: 'p1',
  kind: 'practitioner',
  name: 'Dr. Cruz',
  skills: ['doctor'],
  type: '',
};

function show(canEdit: boolean) {
  const nothing = () => undefined;
  render(
    <ResourceGroups
      resources={[doctor, machine]}
      weekOf={(resource) => [
        resource.kind === 'machine' ? 'Mon-Sun 10:00 AM to 9:00 PM' : 'No hours this week',
      ]}
      actions={{ canEdit, busy: false, onEdit: nothing, onSchedule: nothing, onActive: nothing }}
      onAdd={nothing}
    />,
  );
}

afterEach(cleanup);

describe('the resources groups', () => {
  it('shows staff every resource with its type and hours, and no control to change them', () => {
    show(false);
    const machines = screen.getByRole('region', { name: 'Machines' });
    const row = within(machines).getByRole('listitem', { name: 'Ulthera HIFU' });
    expect(row.textContent).toContain('Type: hifu');
    expect(row.textContent).toContain('Mon-Sun 10:00 AM to 9:00 PM');
    expect(
      within(screen.getByRole('region', { name: 'Rooms' })).getByText('No rooms at this branch yet.'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('gives an admin an add button per group and the changes on each row', () => {
    show(true);
    expect(screen.getByRole('button', { name: 'Add a machine' })).toBeTruthy();
    const row = screen.getByRole('listitem', { name: 'Dr. Cruz' });
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Rename or change Dr. Cruz', 'Hours and dates Dr. Cruz', 'Retire Dr. Cruz']);
  });
});
