import { useState } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import { useOnlineStatus } from '../../../lib/use-online-status';
import type { OnlineConsultation } from '../api/types';
import { DetailList } from '../components/detail-list';
import { formatAppointment, formatInstant, formatPhone, orNotGiven } from '../format';
import { StaffPaymentPanel } from '../payments/staff-payment-panel';
import { consultantName } from './consultant-name';
import { ConsultationActions } from './consultation-actions';
import { ConsultationHistory, historyVersion } from './consultation-history';
import { keepPendingRequest } from './consultation-request-panel';
import { ConsultationRequestSection } from './consultation-request-section';
import { ConsultationStatusBadge, consultationStatusOf } from './consultation-status-badge';
import '../archive/record-dialog.css';

export const CONSULTATION_TYPE = 'Online Video Consultation';

/**
 * The link the client was sent, opened from here to check it; only an https address is ever a link.
 * None yet reads as on the card: still to set for a call to come, nothing to do for one that is over.
 */
function videoLinkValue(link: string | null | undefined, awaitsCall: boolean) {
  if (!link) return awaitsCall ? 'Not set yet' : 'None';
  if (!link.startsWith('https://')) return orNotGiven(link);
  return (
    <a href={link} target="_blank" rel="noreferrer">
      {link}
    </a>
  );
}

export function ConsultationDialog({
  consultation: initial,
  onClose,
  onChanged,
}: {
  consultation: OnlineConsultation;
  onClose: () => void;
  /** After a status or link change: the list reloads behind the dialog. */
  onChanged?: () => void;
}) {
  const [consultation, setConsultation] = useState(initial);
  const online = useOnlineStatus();
  const status = consultationStatusOf(consultation.status);
  return (
    <Dialog
      title={`Online Consultation - ${consultation.customerName}`}
      description={`Type: ${CONSULTATION_TYPE}`}
      onClose={onClose}
    >
      <DialogBody>
        <div className="record-dialog__badges">
          <ConsultationStatusBadge status={status} />
        </div>
        <DetailList
          details={[
            { label: 'Booking Number', value: consultation.bookingNumber },
            { label: 'Consultation Date', value: formatAppointment(consultation.date, consultation.time) },
            { label: 'Consultant', value: consultantName(consultation) },
            { label: 'Booked At', value: formatInstant(consultation.createdAt) },
            { label: 'Email', value: orNotGiven(consultation.email) },
            { label: 'Phone', value: formatPhone(consultation.phone) },
            { label: 'Age', value: orNotGiven(consultation.age) },
            {
              label: 'Video-call link',
              value: videoLinkValue(consultation.videoLink, status === 'pending' || status === 'confirmed'),
            },
            ...(consultation.cancelledAt
              ? [{ label: 'Cancelled At', value: formatInstant(consultation.cancelledAt) }]
              : []),
          ]}
        />
        <ConsultationRequestSection
          consultation={consultation}
          disabledReason={online ? null : 'Offline: changes wait until the connection is back.'}
          onDecided={(updated) => {
            setConsultation(updated);
            onChanged?.();
          }}
        />
        <ConsultationActions
          consultation={consultation}
          disabledReason={online ? null : 'Offline: changes wait until the connection is back.'}
          onChanged={(updated) => {
            setConsultation((previous) => keepPendingRequest(previous, updated));
            onChanged?.();
          }}
        />
        <StaffPaymentPanel
          owner={{ kind: 'consultation', id: consultation._id }}
          customerName={consultation.customerName}
          totalPrice={consultation.totalPrice}
          payment={consultation.payment}
          disabledReason={null}
        />
        {consultation.notes?.trim() ? (
          <>
            <h3 className="record-dialog__heading">Notes</h3>
            <p className="record-dialog__notes">{consultation.notes}</p>
          </>
        ) : null}
        <ConsultationHistory consultationId={consultation._id} version={historyVersion(consultation)} />
      </DialogBody>
      <DialogFooter>
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </DialogFooter>
    </Dialog>
  );
}
