import { manilaDate } from '@domain/manila-date';
import { useId, useState } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import type { CodePrompt } from '../../../components/dialog/use-code-prompt';
import { moveConsultation } from '../api/consultation-api';
import { type Alternative, type SlotTakenError, slotTakenFrom } from '../api/desk-api';
import type { OnlineConsultation } from '../api/types';
import { AlternativesList } from '../desk/alternatives-list';
import { useFreeTimes } from '../desk/use-free-times';
import { formatAppointment } from '../format';

/**
 * Moves an online call to a free time: the free starts of the chosen day are offered, the server
 * checks the code and the online place (a time taken meanwhile comes back with the nearest free ones,
 * one tap takes one) and e-mails the client.
 */
export function CallMoveDialog({
  call,
  prompt,
  onClose,
  onMoved,
}: {
  call: OnlineConsultation;
  prompt: CodePrompt;
  onClose: () => void;
  onMoved: (moved: OnlineConsultation) => void;
}) {
  const [date, setDate] = useState(call.date);
  const [time, setTime] = useState('');
  const [refused, setRefused] = useState<SlotTakenError | null>(null);
  const free = useFreeTimes('online', date, []);
  const ids = { date: useId(), time: useId() };
  const times = free.times.filter((slot) => !(date === call.date && slot.time === call.time));

  const pick = (alternative: Alternative) => {
    setDate(alternative.date);
    setTime(alternative.time);
    setRefused(null);
  };

  const submit = () =>
    prompt.ask({
      title: `Move the call of ${call.customerName}?`,
      description: `To ${formatAppointment(date, time)}. The client is e-mailed the new time.`,
      label: 'Update code',
      submitLabel: 'Move call',
      busyLabel: 'Moving...',
      run: async (updateCode) => {
        try {
          onMoved(await moveConsultation(call.id, { date, time, updateCode }));
        } catch (error) {
          const taken = slotTakenFrom(error);
          if (!taken) throw error;
          setRefused(taken);
          setTime('');
        }
      },
    });

  return (
    <Dialog title={`Move the call of ${call.customerName}`} onClose={onClose} size="small">
      <DialogBody>
        <p>Now: {formatAppointment(call.date, call.time)} (30 min, online).</p>
        <div className="call-move__fields">
          <label htmlFor={ids.date}>New date</label>
          <input
            id={ids.date}
            className="input"
            type="date"
            min={manilaDate()}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setTime('');
            }}
          />
          <label htmlFor={ids.time}>New time</label>
          <select
            id={ids.time}
            className="select"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          >
            <option value="">
              {free.phase === 'loading' ? 'Reading the free times...' : 'Choose a free time'}
            </option>
            {times.map((slot) => (
              <option key={slot.time} value={slot.time}>
                {slot.label}
              </option>
            ))}
          </select>
          {free.phase === 'unknown' ? <p className="field-hint">{free.message}</p> : null}
          {free.phase === 'ready' && times.length === 0 ? (
            <p>No free time that day: try another date.</p>
          ) : null}
        </div>
        {refused ? (
          <AlternativesList message={refused.message} alternatives={refused.alternatives} onPick={pick} />
        ) : null}
      </DialogBody>
      <DialogFooter>
        <button type="button" className="staff-button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!date || !time || prompt.isOpen}
          onClick={submit}
        >
          Move call
        </button>
      </DialogFooter>
    </Dialog>
  );
}
