import { addDays, formatManilaDate, manilaDate } from '@domain/manila-date';
import { ONLINE_PLACE, timeOfMinute } from '@domain/opening-hours';
import { formatTimeLabel } from '@domain/time-slots';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLiveCatalogue } from '../../../catalogue/live-catalogue';
import { useCodePrompt } from '../../../components/dialog/use-code-prompt';
import { SlotTakenError } from '../api/desk-api';
import { OFFLINE_REASON, StaffShell } from '../components/staff-shell';
import { useStaffList } from '../hooks/use-staff-list';
import { PrintedAt } from '../schedule/printed-at';
import {
  type CalendarBlock,
  type CalendarDay,
  type CalendarQuery,
  type CalendarResource,
  explainStarts,
  fetchCalendar,
  ResourceTakenError,
} from './calendar-api';
import type { Drop } from './calendar-block';
import { dayRange, quarterHours } from './calendar-geometry';
import { CalendarGrid, type InPlace } from './calendar-grid';
import { placeName, readQuery, useCalendarPlaces } from './calendar-places';
import { type Refusal, RefusalNote } from './refusal-note';
import { UnplacedVisits } from './unplaced-visits';
import { changeVisit, changeWords, type VisitTarget } from './visit-change';
import { VisitDialog } from './visit-dialog';
import { WhyForm, type WhyQuestion } from './why-form';
import './calendar.css';
import './calendar-calls.css';

function refusalOf(error: unknown): Refusal | null {
  if (error instanceof ResourceTakenError)
    return { message: error.message, times: [], resources: error.alternatives };
  if (error instanceof SlotTakenError)
    return { message: error.message, times: error.alternatives, resources: [] };
  return null;
}

/**
 * /admin/calendar?date=&branch=: the desk's day at one branch, a column per practitioner, room and
 * machine (issue 26 item 5). Blocks are dragged to another time (move) or column (reassign), or
 * opened with Enter for the same in a dialog; each change asks for the update code, and a refusal
 * shows where the desk looked with what is free instead. "Why is 2 PM not free?" is answered in
 * words. Prints one A4 landscape page per branch.
 */
export function CalendarScreen() {
  const [params, setParams] = useSearchParams();
  const branches = useCalendarPlaces();
  const query = readQuery(params, branches);
  const prompt = useCodePrompt();
  const { services } = useLiveCatalogue();
  const ids = { date: useId(), branch: useId() };
  const [open, setOpen] = useState<CalendarBlock | null>(null);
  const [dialogRefusal, setDialogRefusal] = useState<Refusal | null>(null);
  const [inPlace, setInPlace] = useState<InPlace | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [why, setWhy] = useState<WhyQuestion>({ service: services[0]?.id ?? '', time: '14:00' });
  const [whyAnswer, setWhyAnswer] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const list = useStaffList<CalendarQuery, CalendarDay>({
    key: 'calendar',
    query,
    load: fetchCalendar,
    fallbackError: 'Failed to load the calendar',
  });
  const { offline, refresh } = list;
  const day = list.phase === 'ready' ? (list.view?.result ?? null) : null;
  const shown = offline && list.view ? list.view.query : query;
  const range = useMemo(() => (day ? dayRange(day) : { start: 9 * 60, end: 18 * 60 }), [day]);
  const go = (next: CalendarQuery) => {
    setInPlace(null);
    setParams({ date: next.date, branch: next.branch });
  };

  const apply = (
    block: CalendarBlock,
    target: VisitTarget,
    where: 'dialog' | { resourceId: string; minute: number },
  ) =>
    prompt.ask({
      title: `${changeWords(block, target)} ${block.customerName}?`,
      description: `${target.time !== block.time ? `To ${formatTimeLabel(target.time)}. The client is told the new time. ` : ''}Enter the update code.`,
      label: 'Update code',
      submitLabel: changeWords(block, target),
      busyLabel: 'Saving...',
      run: async (updateCode) => {
        try {
          const said = await changeVisit(block, target, updateCode, shown.date);
          setOpen(null);
          setDialogRefusal(null);
          setInPlace(null);
          setNotice(`${block.customerName}: ${said}`);
        } catch (error) {
          const refusal = refusalOf(error);
          if (!refusal) throw error;
          if (where === 'dialog') setDialogRefusal(refusal);
          else
            setInPlace({
              ...where,
              content: (
                <RefusalNote
                  refusal={refusal}
                  onClose={() => setInPlace(null)}
                  onPickTime={(alternative) => apply(block, { ...target, time: alternative.time }, where)}
                  onPickResource={(alternative) =>
                    apply(
                      block,
                      {
                        ...target,
                        resources: target.resources.map((id) =>
                          id === alternative.instead ? alternative.resourceId : id,
                        ),
                      },
                      where,
                    )
                  }
                />
              ),
            });
        } finally {
          refresh();
        }
      },
    });

  const onDrop = (drop: Drop) => {
    const { block, target } = drop;
    const same =
      target.time === block.time &&
      target.resources.every((id, at) => id === block.assignments[at]?.resourceId);
    if (same) return;
    apply(block, target, { resourceId: drop.resourceId, minute: drop.minute });
  };

  const ask = async (question: WhyQuestion, resource?: CalendarResource) => {
    const service = services.find((entry) => entry.id === question.service);
    if (!service) return;
    setAsking(true);
    try {
      const starts = await explainStarts(shown.branch, shown.date, question.service);
      const slot = starts.find((entry) => entry.time === question.time);
      const when = formatTimeLabel(question.time);
      const answer = !slot
        ? `${when} is not a start time for ${service.name} that day (outside the hours, passed, or too late to finish).`
        : slot.available
          ? `${when} is free for ${service.name}.`
          : `${when} is not free for ${service.name}: ${slot.reason ?? 'fully booked'}.`;
      setWhyAnswer(answer);
      if (resource)
        setInPlace({
          resourceId: resource.id,
          minute: Number(question.time.slice(0, 2)) * 60 + Number(question.time.slice(3)),
          content: (
            <div className="calendar__answer" role="status">
              <p>{answer}</p>
              <button
                type="button"
                className="staff-button staff-button--small"
                onClick={() => setInPlace(null)}
              >
                Close
              </button>
            </div>
          ),
        });
    } catch (error) {
      setWhyAnswer(error instanceof Error ? error.message : 'Could not ask why');
    } finally {
      setAsking(false);
    }
  };

  const place = placeName(shown.branch);
  // "Why is 2 PM not free?" asks about a treatment: the online place books calls, not treatments.
  const online = shown.branch === ONLINE_PLACE;
  const offlineTitle = offline ? OFFLINE_REASON : undefined;

  return (
    <StaffShell
      title="Calendar"
      subtitle="Who and what each visit takes"
      offline={offline}
      dataFrom={list.view?.loadedAt ?? null}
      staleWhat="the calendar"
    >
      <div className="calendar__toolbar">
        <fieldset className="calendar__days" disabled={offline} title={offlineTitle}>
          <legend className="visually-hidden">Day</legend>
          <button
            type="button"
            className="staff-button"
            onClick={() => go({ ...query, date: addDays(query.date, -1) })}
          >
            Previous day
          </button>
          <button
            type="button"
            className="staff-button"
            aria-pressed={query.date === manilaDate()}
            onClick={() => go({ ...query, date: manilaDate() })}
          >
            Today
          </button>
          <button
            type="button"
            className="staff-button"
            onClick={() => go({ ...query, date: addDays(query.date, 1) })}
          >
            Next day
          </button>
        </fieldset>
        <div className="calendar__pickers">
          <label htmlFor={ids.date}>Date</label>
          <input
            id={ids.date}
            type="date"
            disabled={offline}
            value={shown.date}
            onChange={(event) => event.target.value && go({ ...query, date: event.target.value })}
          />
          <label htmlFor={ids.branch}>Branch</label>
          <select
            id={ids.branch}
            disabled={offline}
            value={shown.branch}
            onChange={(event) => go({ ...query, branch: event.target.value })}
          >
            {branches.map((id) => (
              <option key={id} value={id}>
                {placeName(id)}
              </option>
            ))}
          </select>
          <button type="button" className="staff-button staff-button--primary" onClick={() => window.print()}>
            Print calendar
          </button>
        </div>
      </div>
      {day && !online ? (
        <WhyForm
          question={why}
          times={quarterHours(range).map(timeOfMinute)}
          answer={whyAnswer}
          busy={asking}
          onChange={setWhy}
          onAsk={() => ask(why)}
        />
      ) : null}
      <section className="calendar" aria-labelledby="calendar-title">
        <h2 id="calendar-title" className="calendar__title">
          {formatManilaDate(shown.date)} · {place}
          {day?.hours
            ? ` · open ${formatTimeLabel(day.hours.opens)} to ${formatTimeLabel(day.hours.closes)}`
            : ''}
          {day && !day.hours ? ' · closed' : ''}
        </h2>
        <PrintedAt />
        <p className="calendar__notice" role="status">
          {notice ?? ''}
        </p>
        {list.phase === 'loading' ? <p role="status">Loading the calendar…</p> : null}
        {list.phase === 'offline-empty' ? (
          <p role="status">Offline, and no copy of this calendar yet.</p>
        ) : null}
        {list.phase === 'error' ? (
          <p role="alert">
            {list.error}{' '}
            <button type="button" className="staff-button staff-button--small" onClick={list.reload}>
              Try again
            </button>
          </p>
        ) : null}
        {day && day.resources.length === 0 ? (
          <p>No practitioners, rooms or machines at this branch yet.</p>
        ) : null}
        {day ? (
          <UnplacedVisits
            blocks={day.blocks}
            onOpen={(block) => {
              setDialogRefusal(null);
              setOpen(block);
            }}
          />
        ) : null}
        {day && day.resources.length > 0 ? (
          <CalendarGrid
            day={day}
            range={range}
            disabled={offline}
            inPlace={inPlace}
            onOpen={(block) => {
              setDialogRefusal(null);
              setOpen(block);
            }}
            onDrop={onDrop}
            onAskWhy={(resource, time) => {
              if (online) return;
              const next = { ...why, time };
              setWhy(next);
              void ask(next, resource);
            }}
          />
        ) : null}
        {day ? (
          <p className="calendar__count">
            {day.blocks.length} {online ? 'call' : 'visit'}
            {day.blocks.length === 1 ? '' : 's'}
            {day.blocks.some((block) => block.assignments.length === 0)
              ? ` (${day.blocks.filter((block) => block.assignments.length === 0).length} not yet placed)`
              : ''}
          </p>
        ) : null}
      </section>
      {open && day ? (
        <VisitDialog
          block={open}
          resources={day.resources}
          range={range}
          refusal={dialogRefusal}
          busy={prompt.isOpen}
          onSubmit={(target) => apply(open, target, 'dialog')}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {prompt.dialog}
    </StaffShell>
  );
}
