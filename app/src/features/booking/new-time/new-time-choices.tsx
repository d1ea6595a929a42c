import { formatManilaDate } from '@domain/manila-date';
import { formatTimeLabel } from '@domain/time-slots';
import { useState } from 'react';
import { db } from '../../../offline/db';
import { type Alternative, alternativesOf, resubmitAtNewTime } from '../../../offline/outbox/needs-new-time';
import type { OutboxItem } from '../../../offline/outbox/outbox-item';
import { flushOutbox } from '../../../offline/outbox/page-outbox-sync';
import { holdPlaceText } from '../time/hold-place';
import './new-time.css';

/** What the submission asked for: its place, date and time, wherever its kind keeps them. */
export function askedOf(item: OutboxItem): { branch: string; date: string; time: string } {
  const body = (item.body ?? {}) as Record<string, unknown>;
  const data = (item.kind === 'booking' ? (body.bookingData ?? {}) : body) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    branch: item.kind === 'booking' ? text(data.branch) : 'online',
    date: text(data.date),
    time: text(data.time),
  };
}

/** "2:00 PM on Tuesday, 1 December at Makati filled up before your booking reached us." */
export function filledUpSentence(item: OutboxItem): string {
  const asked = askedOf(item);
  const what = item.kind === 'booking' ? 'booking' : 'consultation';
  const when = asked.time
    ? `${formatTimeLabel(asked.time)} on ${formatManilaDate(asked.date)}`
    : 'The time you chose';
  return `${when} ${holdPlaceText(asked.branch)} filled up before your ${what} reached us.`;
}

/** The form's page says it in full: what filled up, and that nothing is lost. */
export const conflictSentence = (item: OutboxItem) =>
  `${filledUpSentence(item)} Nothing was booked twice and everything you typed is kept.`;

const choiceText = (choice: Alternative) => `${formatManilaDate(choice.date)}, ${choice.label}`;

/**
 * The clinic's nearest free starts as one-tap choices: a tap sends the same submission again at that
 * start (a new Idempotency-Key, every other field as typed) and tries to deliver it at once.
 */
export function NewTimeChoices({ item, limit }: { item: OutboxItem; limit?: number }) {
  const [chosen, setChosen] = useState<string>();
  const alternatives = alternativesOf(item).slice(0, limit);
  if (alternatives.length === 0) {
    return <p className="new-time__none">No other time is free in the next days at this place.</p>;
  }
  const choose = async (choice: Alternative) => {
    setChosen(`${choice.date} ${choice.time}`);
    const id = await resubmitAtNewTime(db, item.id, choice);
    if (id) await flushOutbox({ force: true });
  };
  return (
    <ul className="new-time__choices" aria-label="Free times to choose from">
      {alternatives.map((choice) => {
        const key = `${choice.date} ${choice.time}`;
        return (
          <li key={key}>
            <button
              type="button"
              className="button button--ghost new-time__choice"
              aria-disabled={chosen ? true : undefined}
              onClick={() => {
                if (!chosen) void choose(choice);
              }}
            >
              {chosen === key ? 'Sending…' : choiceText(choice)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
