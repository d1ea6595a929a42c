import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { applySuggestedNeeds } from '../server/src/commands/apply-suggested-needs';

/** Twelve resources a place, as a mid-sized branch has them (issue 26's bench). */
const TEAM: ReadonlyArray<{
  kind: 'practitioner' | 'room' | 'machine';
  name: string;
  skills?: string[];
  type?: string;
}> = [
  { kind: 'practitioner', name: 'Dr. Bench', skills: ['doctor'] },
  { kind: 'practitioner', name: 'Nurse Bench', skills: ['nurse'] },
  ...[1, 2, 3, 4].map((n) => ({
    kind: 'practitioner' as const,
    name: `Aesthetician ${n}`,
    skills: ['aesthetician'],
  })),
  ...[1, 2, 3, 4].map((n) => ({
    kind: 'room' as const,
    name: `Treatment room ${n}`,
    type: 'treatment-room',
  })),
  { kind: 'machine', name: 'HIFU machine', type: 'hifu' },
  { kind: 'machine', name: 'Laser machine', type: 'laser' },
];

export const RESOURCES_PER_PLACE = TEAM.length;

/**
 * Describes every place the write runs book (the three branches and home service) with the twelve
 * resources above (practitioners with weekly hours) in place of the rooms the upgrade made from capacity, applies the suggested needs
 * (so the seeded facial takes an aesthetician and a room), and gives each seeded live booking the
 * assignments a booking would have: the day's visits in order of their start take the aestheticians
 * and rooms in turn (mod 4). One INSERT ... SELECT; where the seed put more than four visits in an
 * hour (it was made for capacity) they overlap, which only makes the day's plan work harder.
 */
export async function describeResources(db: Knex, places: readonly string[]): Promise<void> {
  await db('resources')
    .whereIn('branch', [...places])
    .delete();
  const rows = places.flatMap((branch) =>
    TEAM.map((entry) => ({
      id: crypto.randomUUID(),
      branch,
      kind: entry.kind,
      name: entry.name,
      skills: JSON.stringify(entry.skills ?? []),
      type: entry.type ?? '',
      updated_by: 'bench',
    })),
  );
  await db('resources').insert(rows);
  // Practitioners work only the hours stated: every day from 9 AM to 10 PM (each branch's hours fall
  // inside), the doctor off on Tuesdays as the Makati doctor is.
  const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  await db('resource_schedules').insert(
    rows
      .filter((row) => row.kind === 'practitioner')
      .map((row) => ({
        resource_id: row.id,
        weekly: JSON.stringify(
          Object.fromEntries(
            everyDay
              .filter((day) => !(row.name === 'Dr. Bench' && day === 'tue'))
              .map((day) => [day, [['09:00', '22:00']]]),
          ),
        ),
        updated_by: 'bench',
      })),
  );
  await applySuggestedNeeds(db, undefined, 'bench');
  await db.raw(
    `insert into booking_assignments (booking_id, position, service_id, resource_id, kind, name, service_date, start_minute, end_minute)
     select v.id, p.position, 'stem-cell-facial', r.id, r.kind, r.name, v.service_date, v.start_minute,
            least(v.start_minute + v.visit_minutes, 1440)
       from (select b.id, b.branch, b.service_date, b.visit_minutes,
                    (extract(hour from b.service_time::time) * 60 + extract(minute from b.service_time::time))::int as start_minute,
                    (row_number() over (partition by b.branch, b.service_date order by b.service_time, b.id) - 1) % 4 as k
               from bookings b
              where b.deleted_at is null and b.status in ('pending', 'confirmed') and b.branch = any(?)) v
       cross join (values (0, 'Aesthetician '), (1, 'Treatment room ')) as p(position, prefix)
       join resources r on r.branch = v.branch and r.name = p.prefix || (v.k + 1)`,
    [[...places]],
  );
  await db.raw('vacuum analyze booking_assignments');
  await db.raw('analyze resources');
}
