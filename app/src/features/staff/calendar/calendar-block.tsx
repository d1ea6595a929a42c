import { BOOKING_STATUS_LABELS, type BookingStatus } from '@domain/booking-status';
import { CONSULTATION_STATUS_LABELS, type ConsultationStatus } from '@domain/consultation-status';
import { minuteOfDay } from '@domain/opening-hours';
import { spanText } from '@domain/resources/unmet-reason';
import { formatTimeLabel } from '@domain/time-slots';
import { type PointerEvent, useRef, useState } from 'react';
import type { CalendarAssignment, CalendarBlock } from './calendar-api';
import { type DayRange, snap, stepOf } from './calendar-geometry';
import type { VisitTarget } from './visit-change';

const DRAG_THRESHOLD_PX = 6;

/** A booking's status or a call's ("Done" is a call's only). */
export const statusLabel = (status: string) =>
  BOOKING_STATUS_LABELS[status as BookingStatus] ??
  CONSULTATION_STATUS_LABELS[status as ConsultationStatus] ??
  status;

export const spanLabel = (from: string, to: string) => `${formatTimeLabel(from)} to ${formatTimeLabel(to)}`;

/** Where a block was let go: the column under the pointer and the quarter hour it now starts at. */
export interface Drop {
  block: CalendarBlock;
  target: VisitTarget;
  resourceId: string;
  minute: number;
}

/**
 * One visit's part in one column (a visit taking a room and a machine shows in both). A button: Enter
 * or a tap opens the move/reassign dialog; dragged (mouse, pen or finger) it drops on another column
 * (reassign) or another time (move), snapped to the quarter hour (a call to the half hour).
 */
export function CalendarBlockView({
  block,
  assignment,
  index,
  range,
  disabled,
  onOpen,
  onDrop,
}: {
  block: CalendarBlock;
  assignment: CalendarAssignment;
  index: number;
  range: DayRange;
  disabled: boolean;
  onOpen: (block: CalendarBlock) => void;
  onDrop: (drop: Drop) => void;
}) {
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);
  const start = minuteOfDay(assignment.start) - range.start;
  const length = minuteOfDay(assignment.end) - minuteOfDay(assignment.start);
  const services = block.services.map((service) => service.name).join(', ');

  const down = (event: PointerEvent<HTMLButtonElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    origin.current = { x: event.clientX, y: event.clientY };
    dragged.current = false;
  };
  const move = (event: PointerEvent<HTMLButtonElement>) => {
    if (!origin.current) return;
    const x = event.clientX - origin.current.x;
    const y = event.clientY - origin.current.y;
    if (!dragged.current && Math.hypot(x, y) < DRAG_THRESHOLD_PX) return;
    dragged.current = true;
    setOffset({ x, y });
  };
  const up = (event: PointerEvent<HTMLButtonElement>) => {
    const from = origin.current;
    origin.current = null;
    setOffset(null);
    if (!from || !dragged.current) return;
    const column = document
      .elementsFromPoint(event.clientX, event.clientY)
      .find((element) => element instanceof HTMLElement && element.dataset.resourceId) as
      | HTMLElement
      | undefined;
    const perMinute = column ? column.getBoundingClientRect().height / (range.end - range.start) : 1;
    const step = stepOf(block);
    const shift = snap((event.clientY - from.y) / perMinute, step);
    const time = Math.max(range.start, Math.min(range.end - step, minuteOfDay(block.time) + shift));
    const resourceId = column?.dataset.resourceId ?? assignment.resourceId;
    const resources = block.assignments.map((a, at) => (at === index ? resourceId : a.resourceId));
    const hh = String(Math.floor(time / 60)).padStart(2, '0');
    const mm = String(time % 60).padStart(2, '0');
    onDrop({
      block,
      target: { time: `${hh}:${mm}`, resources },
      resourceId,
      minute: minuteOfDay(assignment.start) + shift,
    });
  };

  return (
    <button
      type="button"
      className={`calendar__block calendar__block--${block.status}${block.kind === 'consultation' ? ' calendar__block--call' : ''}${offset ? ' calendar__block--dragging' : ''}`}
      style={{
        top: `calc(${start} * var(--ppm))`,
        height: `calc(${length} * var(--ppm))`,
        ...(offset ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : {}),
      }}
      aria-label={`${block.customerName}, ${services}, ${spanLabel(assignment.start, assignment.end)}, ${statusLabel(block.status)}${block.underReview ? ', under health review' : ''}, ${assignment.name}. Enter to move or reassign`}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        origin.current = null;
        setOffset(null);
      }}
      onClick={() => {
        if (dragged.current) {
          dragged.current = false;
          return;
        }
        onOpen(block);
      }}
    >
      <span className="calendar__block-tags">
        <span className="calendar__block-time">
          {spanText({ start: minuteOfDay(assignment.start), end: minuteOfDay(assignment.end) })}
        </span>
        <span className={`calendar__status calendar__status--${block.status}`}>
          {statusLabel(block.status)}
        </span>
        {block.underReview ? <span className="calendar__review">Health review</span> : null}
        {block.kind === 'consultation' ? <span className="calendar__call-tag">Video call</span> : null}
      </span>
      <strong className="calendar__block-client">{block.customerName}</strong>
      <span className="calendar__block-services">{services}</span>
    </button>
  );
}
