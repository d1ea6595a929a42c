import type { Knex } from 'knex';
import { formatAppointmentShort } from '../../../domain/appointment-time';
import { CONSULTATION_REQUEST_EVENTS } from '../../../domain/consultation-requests';
import { CONSULTATION_STATUS_LABELS, type ConsultationStatus } from '../../../domain/consultation-status';
import { EVENT_ACTORS } from '../../../domain/manage-booking';
import type { ConsultationEvent } from '../../../domain/schemas/consultation-request';
import { type ConsultationRequestRow, type ConsultationRow, toIso } from '../db/rows';

interface EventRow {
  id: string | number;
  kind: string;
  from_value: string | null;
  to_value: string | null;
  actor: string;
  created_at: Date | string;
}

/** `2026-12-01 15:00` (how the desk's lines store a time) as `Tue, 1 Dec 2026, 3:00 PM`. */
function when(value: string | null): string {
  const [date = '', time = ''] = (value ?? '').split(' ');
  return formatAppointmentShort(date, time);
}

const statusLabel = (value: string | null) =>
  CONSULTATION_STATUS_LABELS[(value ?? 'pending') as ConsultationStatus] ?? value ?? 'Pending';

function summaryOf(row: EventRow): string {
  switch (row.kind) {
    case 'status':
      return `Status changed from ${statusLabel(row.from_value)} to ${statusLabel(row.to_value)}`;
    case 'video_link':
      return row.to_value ? 'Video-call link set and sent to the client' : 'Video-call link removed';
    case 'moved':
      return `Moved by the clinic from ${when(row.from_value)} to ${when(row.to_value)}`;
    case CONSULTATION_REQUEST_EVENTS.accepted:
      return `Moved from ${when(row.from_value)} to ${when(row.to_value)}, as the client asked`;
    case CONSULTATION_REQUEST_EVENTS.declined:
      return `Declined the client's request to move to ${when(row.to_value)}`;
    default:
      return row.kind;
  }
}

/**
 * Who did what to a consultation and when, oldest first: its booking, the client's requests and
 * cancellation (from their own rows), and every desk change (`consultation_events`).
 */
export async function consultationHistory(db: Knex, row: ConsultationRow): Promise<ConsultationEvent[]> {
  const [requests, events] = await Promise.all([
    db<ConsultationRequestRow>('consultation_change_requests')
      .where({ consultation_id: row.id })
      .orderBy('requested_at'),
    db('consultation_events').where({ consultation_id: row.id }).orderBy('id') as Promise<EventRow[]>,
  ]);
  const lines: ConsultationEvent[] = [
    {
      id: `created:${row.id}`,
      kind: 'created',
      at: toIso(row.created_at),
      actor: EVENT_ACTORS.onlineBooking,
      summary: 'Booked online',
    },
    ...requests.map((request) => ({
      id: `request:${request.id}`,
      kind: 'time_requested',
      at: toIso(request.requested_at),
      actor: EVENT_ACTORS.client,
      summary: `Asked to move to ${formatAppointmentShort(request.requested_date, request.requested_time)}`,
    })),
    ...(row.cancelled_at && row.cancelled_by === EVENT_ACTORS.client
      ? [
          {
            id: `cancelled:${row.id}`,
            kind: 'cancelled_by_client',
            at: toIso(row.cancelled_at),
            actor: EVENT_ACTORS.client,
            summary: 'Cancelled by the client online',
          },
        ]
      : []),
    ...events.map((event) => ({
      id: `event:${event.id}`,
      kind: event.kind,
      at: toIso(event.created_at),
      actor: event.actor,
      summary: summaryOf(event),
    })),
  ];
  // Stable: lines at the same instant keep the order above (booked, asked, then the desk's answer).
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => Date.parse(a.line.at) - Date.parse(b.line.at) || a.index - b.index)
    .map(({ line }) => line);
}
