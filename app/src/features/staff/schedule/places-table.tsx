import { BRANCH_LABELS, isBranchId } from '@domain/branches';
import type { SchedulePlaces } from '../api/schedule-api';

/** How many places each half hour still has, per place: what the desk can still offer a caller. */
export function PlacesTable({ slots }: { slots: SchedulePlaces[] }) {
  const branches = slots[0]?.places.map((place) => place.branch) ?? [];
  return (
    <section className="schedule__places" aria-labelledby="places-title">
      <h2 id="places-title">Places left per half hour</h2>
      <div className="schedule__places-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Time</th>
              {branches.map((branch) => (
                <th key={branch} scope="col">
                  {isBranchId(branch) ? BRANCH_LABELS[branch] : branch}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slots.map((slot) => (
              <tr key={slot.time}>
                <th scope="row">{slot.label}</th>
                {slot.places.map((place) => (
                  <td key={place.branch} className={place.remaining === 0 ? 'schedule__full' : undefined}>
                    {place.remaining === 0 ? 'Full' : place.remaining}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
