import { hasStarted } from '@domain/booking-status';
import {
  CONSULTATION_STATUS_LABELS,
  type ConsultationStatus,
  VIDEO_LINK_MAX,
} from '@domain/consultation-status';
import { TEXT_LIMITS } from '@domain/schemas/fields';
import { useId, useState } from 'react';
import { useCodePrompt } from '../../../components/dialog/use-code-prompt';
import { saveConsultationVideoLink, updateConsultationStatus } from '../api/consultation-api';
import type { OnlineConsultation } from '../api/types';
import { consultationStatusOf } from './consultation-status-badge';
import './consultation-actions.css';

const ACTION_LABELS: Record<ConsultationStatus, string> = {
  pending: 'Back to Pending',
  confirmed: 'Mark as Confirmed',
  done: 'Mark as Done',
  cancelled: 'Cancel consultation',
  'no-show': 'Mark as No-show',
};

/** The statuses a consultation can be moved to now: Done and No-show once the call has started. */
export function nextConsultationStatuses(
  consultation: OnlineConsultation,
  now = new Date(),
): ConsultationStatus[] {
  const status = consultationStatusOf(consultation.status);
  if (status === 'cancelled') return [];
  const started = hasStarted(consultation.date, consultation.time, now);
  const order: ConsultationStatus[] = ['confirmed', 'done', 'no-show', 'cancelled'];
  return order.filter((next) => next !== status && ((next !== 'done' && next !== 'no-show') || started));
}

/**
 * In the consultation's dialog: set its status (the client hears of a confirmation or cancellation)
 * and the video-call link (sent to the client). Each change asks for the update code.
 */
export function ConsultationActions({
  consultation,
  onChanged,
  disabledReason,
}: {
  consultation: OnlineConsultation;
  onChanged: (updated: OnlineConsultation) => void;
  disabledReason: string | null;
}) {
  const prompt = useCodePrompt();
  const ids = useId();
  const [reason, setReason] = useState('');
  const [link, setLink] = useState(consultation.videoLink ?? '');
  const [message, setMessage] = useState('');
  const status = consultationStatusOf(consultation.status);
  const disabled = Boolean(disabledReason) || prompt.isOpen;

  const changeStatus = (next: ConsultationStatus) =>
    prompt.ask({
      title: `${ACTION_LABELS[next]}?`,
      description:
        next === 'confirmed' || next === 'cancelled'
          ? 'Enter the update code. The client is e-mailed about this change.'
          : 'Enter the update code to save the new status.',
      label: 'Update code',
      submitLabel: ACTION_LABELS[next],
      busyLabel: 'Saving...',
      tone: next === 'cancelled' ? 'danger' : 'default',
      run: async (updateCode) => {
        const reasonGiven = next === 'cancelled' && reason.trim() ? { reason: reason.trim() } : {};
        const updated = await updateConsultationStatus(consultation._id, {
          status: next,
          updateCode,
          ...reasonGiven,
        });
        setMessage(`Status updated to ${CONSULTATION_STATUS_LABELS[next]}.`);
        onChanged(updated);
      },
    });

  const saveLink = () =>
    prompt.ask({
      title: link.trim() ? 'Send the video-call link?' : 'Remove the video-call link?',
      description: link.trim()
        ? 'Enter the update code. The client is e-mailed the link.'
        : 'Enter the update code to remove the link.',
      label: 'Update code',
      submitLabel: link.trim() ? 'Save and send' : 'Remove link',
      busyLabel: 'Saving...',
      run: async (updateCode) => {
        const updated = await saveConsultationVideoLink(consultation._id, {
          videoLink: link.trim() || null,
          updateCode,
        });
        setMessage(
          updated.videoLink ? 'Video-call link saved and sent to the client.' : 'Video-call link removed.',
        );
        onChanged(updated);
      },
    });

  const choices = nextConsultationStatuses(consultation);
  return (
    <section className="consultation-actions" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="record-dialog__heading">
        Call
      </h3>
      {status === 'cancelled' ? (
        <p>This consultation is cancelled; its time is free for others.</p>
      ) : (
        <>
          <div className="dialog-field">
            <label htmlFor={`${ids}-link`}>Video-call link</label>
            <input
              id={`${ids}-link`}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={VIDEO_LINK_MAX}
              value={link}
              onChange={(event) => setLink(event.target.value)}
              disabled={disabled}
            />
          </div>
          <div className="consultation-actions__row">
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={saveLink}
              disabled={disabled || link.trim() === (consultation.videoLink ?? '')}
            >
              {link.trim() || !consultation.videoLink ? 'Save and send link' : 'Remove link'}
            </button>
          </div>
          {choices.includes('cancelled') ? (
            <div className="dialog-field">
              <label htmlFor={`${ids}-reason`}>Reason for cancelling (optional, sent to the client)</label>
              <input
                id={`${ids}-reason`}
                value={reason}
                maxLength={TEXT_LIMITS.statusReason}
                onChange={(event) => setReason(event.target.value)}
                disabled={disabled}
              />
            </div>
          ) : null}
          <div className="consultation-actions__row">
            {choices.map((next) => (
              <button
                key={next}
                type="button"
                className={`button button--small ${next === 'cancelled' ? 'button--danger' : next === 'confirmed' ? 'button--primary' : 'button--ghost'}`}
                onClick={() => changeStatus(next)}
                disabled={disabled}
              >
                {ACTION_LABELS[next]}
              </button>
            ))}
          </div>
        </>
      )}
      {disabledReason ? <p>{disabledReason}</p> : null}
      <p className="consultation-actions__message" role="status">
        {message}
      </p>
      {prompt.dialog}
    </section>
  );
}
