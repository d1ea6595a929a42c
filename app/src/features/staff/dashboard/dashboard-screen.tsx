import { BRANCH_IDS } from '@domain/branches';
import { isBranchLimited, pickableBranches } from '@domain/staff-roles';
import { useEffect, useState } from 'react';
import { useCodePrompt } from '../../../components/dialog/use-code-prompt';
import { isAdminUser, useSession } from '../../../lib/session';
import { fetchBookings } from '../api/bookings-api';
import type { BookingsPage, StaffBooking } from '../api/types';
import { ListSearch } from '../components/list-search';
import { ListStatus } from '../components/list-status';
import { Pager } from '../components/pager';
import { OFFLINE_REASON, OFFLINE_SEARCH_REASON, StaffShell } from '../components/staff-shell';
import { Toast } from '../components/toast';
import { useStaffList } from '../hooks/use-staff-list';
import { useToast } from '../hooks/use-toast';
import { AdminNoteDialog } from './admin-note-dialog';
import { BookingCard } from './booking-card';
import { BookingViewDialog } from './booking-view-dialog';
import { BulkConfirmBar } from './bulk-confirm-bar';
import { DashboardFilters } from './dashboard-filters';
import {
  type DashboardQuery,
  DEFAULT_DASHBOARD_QUERY,
  toBookingListParams,
  withFilters,
  withPage,
  withSearch,
} from './dashboard-query';
import { DeskQueues } from './desk-queues';
import { ExportButton } from './export-button';
import { ResultSummary } from './result-summary';
import { StatCards } from './stat-cards';
import { useBookingActions } from './use-booking-actions';
import { useDashboardQuery } from './use-dashboard-query';
import { useHeldRefresh } from './use-held-refresh';
import './dashboard-screen.css';

export const AUTO_REFRESH_MS = 10_000;

const loadBookings = (query: DashboardQuery, signal?: AbortSignal) =>
  fetchBookings(toBookingListParams(query), signal);

export function DashboardScreen() {
  const { user } = useSession();
  const isAdmin = isAdminUser(user);
  // A receptionist limited to branches filters among hers only (the server answers 403 for others).
  const branches = pickableBranches(user, BRANCH_IDS);
  const [query, setQuery] = useDashboardQuery(branches);
  const [viewing, setViewing] = useState<StaffBooking | null>(null);
  const [editingNote, setEditingNote] = useState<StaffBooking | null>(null);
  const prompt = useCodePrompt();
  const toast = useToast();

  const busyWithDialog = viewing !== null || editingNote !== null || prompt.isOpen;
  const list = useStaffList<DashboardQuery, BookingsPage>({
    key: 'dashboard',
    query,
    load: loadBookings,
    fallbackError: 'Failed to fetch bookings',
    autoRefreshMs: query.search || busyWithDialog ? null : AUTO_REFRESH_MS,
  });
  const held = useHeldRefresh(list.view);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const actions = useBookingActions({
    user,
    prompt,
    toast,
    onReplaced: (updated) =>
      list.mutate((current) => ({
        ...current,
        data: current.data.map((booking) => (booking._id === updated._id ? updated : booking)),
      })),
    onRemoved: (id) =>
      list.mutate((current) => ({
        ...current,
        data: current.data.filter((row) => row._id !== id),
        total: Math.max(0, current.total - 1),
      })),
    // What the desk's own action leaves on the list is shown as it is (no false "new bookings").
    refresh: () => {
      held.takeNextAsOwn();
      list.refresh();
    },
  });

  const page = held.page;
  const shown = list.offline && list.view ? list.view.query : query;
  const disabledReason = list.offline ? OFFLINE_REASON : null;

  // A delete can empty the last page: step back to the new last one.
  const pastTheEnd = page !== null && page.data.length === 0 && query.page > Math.max(1, page.totalPages);
  useEffect(() => {
    if (pastTheEnd && page && !list.offline) setQuery(withPage(query, Math.max(1, page.totalPages)));
  }, [pastTheEnd, page, query, setQuery, list.offline]);

  const resetFilters = () => {
    setQuery(DEFAULT_DASHBOARD_QUERY);
    list.reload();
  };

  return (
    <StaffShell
      title="Admin Dashboard"
      subtitle="Manage bookings and appointments"
      offline={list.offline}
      dataFrom={list.view?.loadedAt ?? null}
    >
      {list.phase === 'error' ? (
        <ListStatus
          phase="error"
          error={list.error}
          loadingText="Loading bookings..."
          emptyText=""
          isEmpty={false}
          onRetry={list.reload}
        >
          {null}
        </ListStatus>
      ) : (
        <>
          <ListSearch
            label="Search bookings"
            placeholder="Search by name, phone, e-mail or booking number"
            applied={shown.search}
            onSearch={(text) => setQuery(withSearch(query, text))}
            onReset={() => setQuery(withSearch(query, ''))}
            disabled={list.offline}
            disabledReason={OFFLINE_SEARCH_REASON}
          />
          <DeskQueues active={query.queue} reloadKey={page} />
          {page ? <StatCards counts={page.counts} /> : null}
          <DashboardFilters
            filters={shown}
            onChange={(change) => setQuery(withFilters(query, change))}
            onReset={resetFilters}
            branches={branches}
            limited={isBranchLimited(user)}
            disabled={list.offline}
          />
          <section className="dashboard__list" aria-labelledby="bookings-title">
            <div className="dashboard__list-header">
              <h2 id="bookings-title">{shown.search ? `Results for “${shown.search}”` : 'Bookings'}</h2>
              <div className="dashboard__list-tools">
                {page && list.phase === 'ready' ? <ResultSummary page={page} query={shown} /> : null}
                {isAdmin ? (
                  <ExportButton query={query} disabledReason={disabledReason} toast={toast} />
                ) : null}
              </div>
            </div>
            {list.refreshError ? (
              <p className="dashboard__refresh-error" role="status">
                Could not refresh the list: {list.refreshError}
              </p>
            ) : null}
            <div role="status" className="dashboard__new-region">
              {held.newCount > 0 ? (
                <button type="button" className="dashboard__new-bar" onClick={held.showNew}>
                  {held.newCount} new booking{held.newCount === 1 ? '' : 's'}: show
                </button>
              ) : null}
            </div>
            <BulkConfirmBar
              count={selected.size}
              disabledReason={disabledReason}
              onConfirm={() => actions.confirmMany([...selected], () => setSelected(new Set()))}
              onClear={() => setSelected(new Set())}
            />
            <ListStatus
              phase={list.phase}
              error={list.error}
              loadingText="Loading bookings..."
              emptyText="No bookings found matching the current filters."
              isEmpty={!page || page.data.length === 0}
              onRetry={list.reload}
            >
              <ul className="booking-list">
                {page?.data.map((booking) => (
                  <li
                    key={booking._id}
                    onPointerEnter={() => held.hold(booking._id)}
                    onPointerLeave={() => held.hold(null)}
                    onFocus={() => held.hold(booking._id)}
                    onBlur={(event) => {
                      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) held.hold(null);
                    }}
                  >
                    <BookingCard
                      booking={booking}
                      selection={
                        booking.status === 'pending'
                          ? {
                              selected: selected.has(booking._id),
                              onSelect: (on) =>
                                setSelected((current) => {
                                  const next = new Set(current);
                                  if (on) next.add(booking._id);
                                  else next.delete(booking._id);
                                  return next;
                                }),
                            }
                          : undefined
                      }
                      actions={{
                        onView: setViewing,
                        onAdvance: actions.advance,
                        onNoShow: (noShow) => actions.changeStatus(noShow, 'no-show'),
                        onEditNote: setEditingNote,
                        onDelete: actions.remove,
                        disabledReason,
                      }}
                    />
                  </li>
                ))}
              </ul>
            </ListStatus>
            {page && page.totalPages > 0 && list.phase === 'ready' ? (
              <Pager
                label="Bookings pages"
                page={shown.page}
                totalPages={page.totalPages}
                morePages={page.totalCapped}
                onPage={(next) => setQuery(withPage(query, next))}
                disabled={list.offline}
              />
            ) : null}
          </section>
        </>
      )}

      {viewing ? (
        <BookingViewDialog
          booking={viewing}
          onClose={() => setViewing(null)}
          editDisabledReason={disabledReason}
          onChangeRequestDecided={({ booking, message }) => {
            list.mutate((current) => ({
              ...current,
              data: current.data.map((row) => (row._id === booking._id ? booking : row)),
            }));
            setViewing(booking);
            toast.show(message);
            list.refresh();
          }}
          onSave={(edit, handlers) => actions.saveEdit(viewing, edit, { ...handlers, onUpdated: setViewing })}
        />
      ) : null}
      {editingNote ? (
        <AdminNoteDialog
          booking={editingNote}
          onClose={() => setEditingNote(null)}
          onSave={async (note) => {
            await actions.saveNote(editingNote, note);
            setEditingNote(null);
          }}
        />
      ) : null}
      {prompt.dialog}
      <Toast toast={toast} />
    </StaffShell>
  );
}
