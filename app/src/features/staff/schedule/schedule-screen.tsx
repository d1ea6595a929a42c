import { BRANCH_IDS, BRANCH_LABELS } from '@domain/branches';
import { addDays, formatManilaDate, manilaDate } from '@domain/manila-date';
import { isBranchLimited, pickableBranches } from '@domain/staff-roles';
import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCodePrompt } from '../../../components/dialog/use-code-prompt';
import { isAdminUser, useSession } from '../../../lib/session';
import { fetchSchedule, type ScheduleDay, type ScheduleVisit } from '../api/schedule-api';
import type { OnlineConsultation } from '../api/types';
import { OFFLINE_REASON, StaffShell } from '../components/staff-shell';
import { Toast } from '../components/toast';
import { BookingViewDialog } from '../dashboard/booking-view-dialog';
import { useBookingActions } from '../dashboard/use-booking-actions';
import { useStaffList } from '../hooks/use-staff-list';
import { useToast } from '../hooks/use-toast';
import { CallMoveDialog } from './call-move-dialog';
import { CallsTable } from './calls-table';
import { ClosedNotice } from './closed-notice';
import { OutsideHoursNotice } from './outside-hours-notice';
import { PlacesTable } from './places-table';
import { PrintedAt } from './printed-at';
import { readScheduleQuery, type ScheduleQuery, shiftDay } from './schedule-query';
import { VisitRow } from './visit-row';
import { WaitlistSection } from './waitlist-section';
import './schedule.css';

/**
 * /admin/schedule?date=&branch=: a day's visits by start time, places left per half hour, each visit
 * opened in the booking dialog; printed, one A4 page per day for up to 25 visits. Offline it shows
 * the day last loaded, read-only and marked with the time it was loaded, and refreshes on reconnect.
 */
const loadDay = (day: ScheduleQuery, signal?: AbortSignal) => fetchSchedule(day.date, day.branch, signal);

export function ScheduleScreen() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  // A receptionist limited to branches picks among hers only (the server refuses the others).
  const branches = pickableBranches(user, BRANCH_IDS);
  const limited = isBranchLimited(user);
  const query = readScheduleQuery(params, manilaDate(), branches, limited);
  const [open, setOpen] = useState<ScheduleVisit | null>(null);
  const [moving, setMoving] = useState<OnlineConsultation | null>(null);
  const prompt = useCodePrompt();
  const toast = useToast();
  const ids = { date: useId(), branch: useId() };
  const today = manilaDate();

  const go = (next: ScheduleQuery) => setParams({ date: next.date, branch: next.branch }, { replace: false });

  const list = useStaffList<ScheduleQuery, ScheduleDay>({
    key: 'schedule',
    query,
    load: loadDay,
    fallbackError: 'Failed to load the schedule',
  });
  const { offline, mutate } = list;
  const refresh = list.refresh;
  const replaceVisit = useCallback(
    (updated: ScheduleVisit) =>
      mutate((day) => ({
        ...day,
        visits: day.visits.map((visit) =>
          visit._id === updated._id ? { ...updated, minutes: visit.minutes } : visit,
        ),
      })),
    [mutate],
  );
  const actions = useBookingActions({
    user,
    prompt,
    toast,
    onReplaced: replaceVisit,
    onRemoved: refresh,
    refresh,
  });

  const day = list.phase === 'ready' ? (list.view?.result ?? null) : null;
  // Offline, the day on screen is the one last loaded, whatever the address bar asks for.
  const shown = offline && list.view ? list.view.query : query;
  const showBranch = shown.branch === 'all';
  const place = showBranch ? 'All branches' : BRANCH_LABELS[shown.branch as keyof typeof BRANCH_LABELS];
  const offlineTitle = offline ? OFFLINE_REASON : undefined;

  return (
    <StaffShell
      title="Schedule"
      subtitle="The day's visits by start time"
      offline={offline}
      dataFrom={list.view?.loadedAt ?? null}
      staleWhat="the schedule"
    >
      <div className="schedule__toolbar">
        <fieldset className="schedule__days" disabled={offline} title={offlineTitle}>
          <legend className="visually-hidden">Day</legend>
          <button type="button" className="staff-button" onClick={() => go(shiftDay(query, -1))}>
            Previous day
          </button>
          <button
            type="button"
            className="staff-button"
            aria-pressed={query.date === today}
            onClick={() => go({ ...query, date: today })}
          >
            Today
          </button>
          <button
            type="button"
            className="staff-button"
            aria-pressed={query.date === addDays(today, 1)}
            onClick={() => go({ ...query, date: addDays(today, 1) })}
          >
            Tomorrow
          </button>
          <button type="button" className="staff-button" onClick={() => go(shiftDay(query, 1))}>
            Next day
          </button>
        </fieldset>
        <div className="schedule__pickers">
          <label htmlFor={ids.date}>Date</label>
          <input
            id={ids.date}
            type="date"
            disabled={offline}
            title={offlineTitle}
            value={shown.date}
            onChange={(event) => event.target.value && go({ ...query, date: event.target.value })}
          />
          <label htmlFor={ids.branch}>Branch</label>
          <select
            id={ids.branch}
            disabled={offline}
            title={offlineTitle}
            value={shown.branch}
            onChange={(event) => go({ ...query, branch: event.target.value })}
          >
            {limited ? null : <option value="all">All branches</option>}
            {branches.map((id) => (
              <option key={id} value={id}>
                {BRANCH_LABELS[id]}
              </option>
            ))}
          </select>
          <button type="button" className="staff-button staff-button--primary" onClick={() => window.print()}>
            Print day sheet
          </button>
        </div>
      </div>

      <section className="schedule-sheet" aria-labelledby="schedule-title">
        <h2 id="schedule-title" className="schedule__title">
          {formatManilaDate(shown.date)} · {place}
        </h2>
        <PrintedAt />
        {list.phase === 'loading' ? <p role="status">Loading the schedule…</p> : null}
        {list.phase === 'offline-empty' ? (
          <p role="status">Offline, and this device has no copy of a schedule yet: reconnect to load it.</p>
        ) : null}
        {list.phase === 'error' ? (
          <p role="alert">
            {list.error}{' '}
            <button type="button" className="staff-button staff-button--small" onClick={list.reload}>
              Try again
            </button>
          </p>
        ) : null}
        {offline ? null : <OutsideHoursNotice isAdmin={isAdminUser(user)} />}
        {day?.closed?.length ? <ClosedNotice closed={day.closed} visits={day.visits} /> : null}
        {day ? (
          day.visits.length === 0 ? (
            <p>No visits booked for this day.</p>
          ) : (
            <table className="schedule__table">
              <caption className="visually-hidden">
                {day.visits.length} visit{day.visits.length === 1 ? '' : 's'}, by start time
              </caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Client</th>
                  <th scope="col">Treatments</th>
                  {showBranch ? <th scope="col">Branch</th> : null}
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                  <th scope="col" className="schedule__open">
                    <span className="visually-hidden">Open</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {day.visits.map((visit) => (
                  <VisitRow
                    key={visit._id}
                    visit={visit}
                    showBranch={showBranch}
                    closed={day.closed?.find((place) => place.branch === visit.bookingData.branch)}
                    onOpen={setOpen}
                    onAdvance={offline ? undefined : actions.advance}
                  />
                ))}
              </tbody>
            </table>
          )
        ) : null}
        <p className="schedule__count">
          {day ? `${day.visits.length} visit${day.visits.length === 1 ? '' : 's'}` : ''}
        </p>
      </section>
      {day?.calls?.length ? (
        <CallsTable calls={day.calls} onMove={setMoving} disabledReason={offline ? OFFLINE_REASON : null} />
      ) : null}
      {day?.slots?.length ? <PlacesTable slots={day.slots} /> : null}
      {offline ? null : <WaitlistSection date={shown.date} branch={shown.branch} />}
      {moving ? (
        <CallMoveDialog
          call={moving}
          prompt={prompt}
          onClose={() => setMoving(null)}
          onMoved={(moved) => {
            setMoving(null);
            toast.show(`Call of ${moved.customerName} moved. The client is e-mailed the new time.`);
            refresh();
          }}
        />
      ) : null}

      {open ? (
        <BookingViewDialog
          booking={open}
          onClose={() => setOpen(null)}
          editDisabledReason={offline ? OFFLINE_REASON : null}
          onChangeRequestDecided={({ booking, message }) => {
            replaceVisit(booking);
            setOpen(booking);
            toast.show(message);
            refresh();
          }}
          onSave={(edit, handlers) =>
            actions.saveEdit(open, edit, {
              ...handlers,
              onUpdated: (updated) => {
                setOpen(updated);
                refresh();
              },
            })
          }
        />
      ) : null}
      {prompt.dialog}
      <Toast toast={toast} />
    </StaffShell>
  );
}
