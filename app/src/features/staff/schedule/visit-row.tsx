import { isOpenStatus } from '@domain/appointment-time';
import { advanceNow, BOOKING_STATUS_LABELS, ONE_TAP_STATUSES } from '@domain/booking-status';
import type { ScheduleVisit } from '../api/schedule-api';
import { ArrivalTimes } from '../components/arrival-times';
import { BranchBadge, StatusBadge } from '../components/badges';
import { paymentMethodLabel } from '../components/client-details';
import { useWaitingSteps } from '../desk-outbox/use-counter-outbox';
import { WaitingStatus } from '../desk-outbox/waiting-status';
import { timeLabel } from '../format';
import { PaymentBadge } from '../payments/payment-badge';

/** `2:30 PM - 4:00 PM` and `90 min`, from the start and the length. */
export function visitSpan(time: string, minutes: number | undefined): { span: string; length: string } {
  if (!minutes) return { span: timeLabel(time), length: '' };
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const end = hours * 60 + mins + minutes;
  const endTime = `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return { span: `${timeLabel(time)} - ${timeLabel(endTime)}`, length: `${minutes} min` };
}

/**
 * One visit on the day sheet: when and how long, who, what, its status and payment. The columns a
 * later payment status joins are the ones `payment` renders here.
 */
export function VisitRow({
  visit,
  showBranch,
  closed,
  onOpen,
  onAdvance,
  offline = false,
}: {
  visit: ScheduleVisit;
  showBranch: boolean;
  /** Its place is closed that day: the visit needs a new time. */
  closed?: { reason: string } | undefined;
  onOpen: (visit: ScheduleVisit) => void;
  /** The one-tap next step (Arrived, In treatment, Completed); absent to show none. */
  onAdvance?: ((visit: ScheduleVisit) => void) | undefined;
  /** Offline: only Arrived and In treatment, which wait on the device; Completed needs the line. */
  offline?: boolean;
}) {
  const data = visit.bookingData;
  const next = onAdvance ? advanceNow(visit.status, data.date, data.time) : undefined;
  // A step already waiting to send is not offered twice.
  const waitingSteps = useWaitingSteps(visit._id);
  const advanceTo =
    (offline && next && !ONE_TAP_STATUSES.includes(next)) || (next && waitingSteps.includes(next))
      ? undefined
      : next;
  const { span, length } = visitSpan(data.time, visit.minutes);
  return (
    <tr className={`schedule__visit schedule__visit--${visit.status}`}>
      <th scope="row" className="schedule__when">
        <span className="schedule__span">{span}</span>
        {length ? <span className="schedule__length">{length}</span> : null}
      </th>
      <td>
        <span className="schedule__client">{data.customerName}</span>
        <span className="schedule__phone">{data.phone}</span>
        {data.notes?.trim() ? <span className="schedule__notes">Notes: {data.notes}</span> : null}
      </td>
      <td>
        <ul className="schedule__treatments">
          {(visit.cartItems ?? []).map((item) => (
            <li key={`${item.id}-${item.selectedPromo ?? ''}`}>
              {item.name}
              {item.quantity > 1 ? ` x${item.quantity}` : ''}
            </li>
          ))}
        </ul>
        {data.serviceType === 'home' ? <span className="schedule__address">{data.address}</span> : null}
      </td>
      {showBranch ? (
        <td>
          <BranchBadge branch={data.branch} />
        </td>
      ) : null}
      <td>
        <StatusBadge status={visit.status} />
        <ArrivalTimes
          arrivedAt={visit.arrivedAt}
          inTreatmentAt={visit.inTreatmentAt}
          className="schedule__arrival"
        />
        <WaitingStatus bookingId={visit._id} className="schedule__arrival waiting-status" />
        {closed && isOpenStatus(visit.status) ? (
          <span className="schedule__closed-mark">Closed: needs a new time</span>
        ) : null}
      </td>
      <td>
        <span className="schedule__payment-method">{paymentMethodLabel(data.paymentMethod)}</span>{' '}
        <PaymentBadge payment={visit.payment} />
      </td>
      <td className="schedule__open">
        {advanceTo ? (
          <button
            type="button"
            className="staff-button staff-button--small staff-button--primary"
            onClick={() => onAdvance?.(visit)}
          >
            {BOOKING_STATUS_LABELS[advanceTo]}
            <span className="visually-hidden"> booking {data.bookingNumber}</span>
          </button>
        ) : null}{' '}
        <button type="button" className="staff-button staff-button--small" onClick={() => onOpen(visit)}>
          Open<span className="visually-hidden"> booking {data.bookingNumber}</span>
        </button>
      </td>
    </tr>
  );
}
