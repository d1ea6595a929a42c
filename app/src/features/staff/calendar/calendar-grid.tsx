import { minuteOfDay, timeOfMinute } from '@domain/opening-hours';
import { formatTimeLabel } from '@domain/time-slots';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import type { CalendarBlock, CalendarDay, CalendarResource } from './calendar-api';
import { CalendarBlockView, type Drop } from './calendar-block';
import { type DayRange, snap } from './calendar-geometry';

/** A refusal or answer shown in place: in a column, at a minute of the day. */
export interface InPlace {
  resourceId: string;
  minute: number;
  content: ReactNode;
}

const describe = (resource: CalendarResource) =>
  resource.kind === 'practitioner'
    ? resource.skills.join(', ') || 'practitioner'
    : resource.type || (resource.kind === 'room' ? 'room' : 'machine');

/**
 * The day: a column per resource (people, rooms, machines), time down the side, each resource's
 * shifts shaded, the visits as blocks. A click on an empty place in a column asks why that time is
 * not free there; a refusal or an answer shows where the desk looked (`inPlace`).
 */
export function CalendarGrid({
  day,
  range,
  disabled,
  inPlace,
  onOpen,
  onDrop,
  onAskWhy,
}: {
  day: CalendarDay;
  range: DayRange;
  disabled: boolean;
  inPlace: InPlace | null;
  onOpen: (block: CalendarBlock) => void;
  onDrop: (drop: Drop) => void;
  onAskWhy: (resource: CalendarResource, time: string) => void;
}) {
  const hours: number[] = [];
  for (let at = range.start; at < range.end; at += 60) hours.push(at);
  const length = range.end - range.start;
  const askAt = (resource: CalendarResource) => (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.target !== event.currentTarget &&
      !(event.target as HTMLElement).classList.contains('calendar__shift')
    )
      return;
    const box = event.currentTarget.getBoundingClientRect();
    const minute = range.start + Math.floor((((event.clientY - box.top) / box.height) * length) / 30) * 30;
    onAskWhy(resource, timeOfMinute(Math.max(range.start, minute)));
  };

  return (
    <div className="calendar__scroll">
      <div className="calendar__grid" style={{ '--columns': day.resources.length } as CSSProperties}>
        <div className="calendar__corner" aria-hidden="true" />
        {day.resources.map((resource) => (
          <div key={resource.id} className="calendar__head" id={`calendar-head-${resource.id}`}>
            <span className="calendar__head-name">{resource.name}</span>
            <span className="calendar__head-what">
              {describe(resource)}
              {resource.working.length === 0 ? ' · off' : ''}
              {resource.active ? '' : ' · retired'}
            </span>
          </div>
        ))}
        <div
          className="calendar__times"
          style={{ height: `calc(${length} * var(--ppm))` }}
          aria-hidden="true"
        >
          {hours.map((at) => (
            <span
              key={at}
              className="calendar__hour"
              style={{ top: `calc(${at - range.start} * var(--ppm))` }}
            >
              {formatTimeLabel(timeOfMinute(at))}
            </span>
          ))}
        </div>
        {day.resources.map((resource) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a click on an empty place is a shortcut; the "Why not free?" form is the keyboard way
          // biome-ignore lint/a11y/useKeyWithClickEvents: as above
          <div
            key={resource.id}
            className="calendar__column"
            data-resource-id={resource.id}
            style={{ height: `calc(${length} * var(--ppm))` }}
            onClick={askAt(resource)}
          >
            {hours.map((at) => (
              <span
                key={at}
                className="calendar__line"
                style={{ top: `calc(${at - range.start} * var(--ppm))` }}
                aria-hidden="true"
              />
            ))}
            {resource.working.map(([from, to]) => (
              <div
                key={from}
                className="calendar__shift"
                title={`At work ${formatTimeLabel(from)} to ${formatTimeLabel(to)}`}
                style={{
                  top: `calc(${minuteOfDay(from) - range.start} * var(--ppm))`,
                  height: `calc(${minuteOfDay(to) - minuteOfDay(from)} * var(--ppm))`,
                }}
              />
            ))}
            {day.blocks.flatMap((block) =>
              block.assignments.map((assignment, index) =>
                assignment.resourceId === resource.id ? (
                  <CalendarBlockView
                    key={`${block.id}:${assignment.serviceId}:${assignment.resourceId}`}
                    block={block}
                    assignment={assignment}
                    index={index}
                    range={range}
                    disabled={disabled}
                    onOpen={onOpen}
                    onDrop={onDrop}
                  />
                ) : null,
              ),
            )}
            {inPlace?.resourceId === resource.id ? (
              <div
                className="calendar__in-place"
                style={{ top: `calc(${Math.max(0, snap(inPlace.minute) - range.start)} * var(--ppm))` }}
              >
                {inPlace.content}
              </div>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
