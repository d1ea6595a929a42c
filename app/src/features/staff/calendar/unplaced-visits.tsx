import type { CalendarBlock } from './calendar-api';
import { spanLabel, statusLabel } from './calendar-block';

/**
 * The day's visits in no column: a call booked before the consultants existed that the day's plan
 * cannot place (a missed one, or more calls than consultants then), or a finished visit stored
 * without resources. Listed above the grid under "Not yet placed" so the desk sees every client of
 * the day, not only a count; each opens the same move/reassign dialog as a block.
 */
export function UnplacedVisits({
  blocks,
  onOpen,
}: {
  blocks: readonly CalendarBlock[];
  onOpen: (block: CalendarBlock) => void;
}) {
  const unplaced = blocks.filter((block) => block.assignments.length === 0);
  if (unplaced.length === 0) return null;
  return (
    <section className="calendar__unplaced" aria-labelledby="calendar-unplaced-title">
      <h3 id="calendar-unplaced-title" className="calendar__unplaced-title">
        Not yet placed ({unplaced.length})
      </h3>
      <p className="calendar__unplaced-hint">In no column: open one to give it a time and a person.</p>
      <ul className="calendar__unplaced-list">
        {unplaced.map((block) => (
          <li key={block.id}>
            <button
              type="button"
              className={`calendar__unplaced-item calendar__block--${block.status}${block.kind === 'consultation' ? ' calendar__block--call' : ''}`}
              onClick={() => onOpen(block)}
            >
              <strong>{block.customerName}</strong>
              <span>
                {block.services.map((service) => service.name).join(', ')} ·{' '}
                {spanLabel(block.time, block.end)} · {statusLabel(block.status)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
