import { minuteOfDay, timeOfMinute } from '@domain/opening-hours';
import { formatTimeLabel } from '@domain/time-slots';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import type { CalendarBlock, CalendarResource } from './calendar-api';
import { spanLabel, statusLabel } from './calendar-block';
import { type DayRange, startsFor } from './calendar-geometry';
import { type Refusal, RefusalNote } from './refusal-note';
import { targetOf, type VisitTarget } from './visit-change';

/**
 * The keyboard way to move or reassign a visit (Enter on its block): a start time and, for each
 * resource it takes, a select of those that could take it instead. A refusal shows here with what
 * the server offered; one tap puts it in the selects. A video call picks its consultant among the
 * online place's (any free one when it has none yet) and links to the call's own record.
 */
export function VisitDialog({
  block,
  resources,
  range,
  refusal,
  busy,
  onSubmit,
  onClose,
}: {
  block: CalendarBlock;
  resources: CalendarResource[];
  range: DayRange;
  refusal: Refusal | null;
  busy: boolean;
  onSubmit: (target: VisitTarget) => void;
  onClose: () => void;
}) {
  const call = block.kind === 'consultation';
  const unplacedCall = call && block.assignments.length === 0;
  const [target, setTarget] = useState<VisitTarget>(() =>
    unplacedCall ? { time: block.time, resources: [''] } : targetOf(block),
  );
  const timeId = useId();
  const baseId = useId();
  const nameOf = new Map(resources.map((resource) => [resource.id, resource.name]));
  const times = startsFor(block, range);
  if (!times.includes(minuteOfDay(block.time))) times.unshift(minuteOfDay(block.time));
  const unchanged =
    target.time === block.time &&
    target.resources.every((id, at) => id === (block.assignments[at]?.resourceId ?? ''));
  const services = block.services.map((service) => service.name).join(', ');

  return (
    <Dialog
      title={`${call ? 'Video call: move or reassign' : 'Move or reassign'} ${block.customerName}`}
      onClose={onClose}
      size="small"
    >
      <DialogBody>
        <p>
          {services}, {spanLabel(block.time, block.end)} · {statusLabel(block.status)}
          {block.underReview ? ' · under health review' : ''}
        </p>
        <div className="calendar__dialog-fields">
          <label htmlFor={timeId}>Start</label>
          <select
            id={timeId}
            className="select"
            value={target.time}
            onChange={(event) => setTarget({ ...target, time: event.target.value })}
          >
            {times.map((minute) => (
              <option key={minute} value={timeOfMinute(minute)}>
                {formatTimeLabel(timeOfMinute(minute))}
              </option>
            ))}
          </select>
          {unplacedCall ? (
            <div className="calendar__dialog-field">
              <label htmlFor={`${baseId}-0`}>Consultant</label>
              <select
                id={`${baseId}-0`}
                className="select"
                value={target.resources[0]}
                onChange={(event) => setTarget({ ...target, resources: [event.target.value] })}
              >
                <option value="">Any free consultant</option>
                {resources
                  .filter((resource) => resource.kind === 'practitioner' && resource.active)
                  .map((resource) => (
                    <option key={resource.id} value={resource.id}>
                      {resource.name}
                    </option>
                  ))}
              </select>
            </div>
          ) : null}
          {block.assignments.map((assignment, index) => (
            <div key={`${assignment.serviceId}:${assignment.resourceId}`} className="calendar__dialog-field">
              <label htmlFor={`${baseId}-${index}`}>
                {assignment.kind === 'practitioner'
                  ? call
                    ? 'Consultant'
                    : 'Practitioner'
                  : assignment.kind === 'room'
                    ? 'Room'
                    : 'Machine'}
                {block.services.length > 1
                  ? ` (${block.services.find((s) => s.id === assignment.serviceId)?.name})`
                  : ''}
              </label>
              <select
                id={`${baseId}-${index}`}
                className="select"
                value={target.resources[index]}
                onChange={(event) =>
                  setTarget({
                    ...target,
                    resources: target.resources.map((id, at) => (at === index ? event.target.value : id)),
                  })
                }
              >
                {assignment.candidates.map((id) => (
                  <option key={id} value={id}>
                    {nameOf.get(id) ?? assignment.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        {call ? (
          <p>
            <Link to={`/admin/online-consultations?q=${encodeURIComponent(block.bookingNumber)}`}>
              Open the consultation {block.bookingNumber}
            </Link>{' '}
            for its status, video-call link and payment.
          </p>
        ) : null}
        {refusal ? (
          <RefusalNote
            refusal={refusal}
            onPickTime={(alternative) => setTarget({ ...target, time: alternative.time })}
            onPickResource={(alternative) =>
              setTarget({
                ...target,
                resources: target.resources.map((id) =>
                  id === alternative.instead ? alternative.resourceId : id,
                ),
              })
            }
          />
        ) : null}
      </DialogBody>
      <DialogFooter>
        <button type="button" className="staff-button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={unchanged || busy}
          onClick={() => onSubmit(target)}
        >
          Save
        </button>
      </DialogFooter>
    </Dialog>
  );
}
