import { type ReactNode, useEffect, useState } from 'react';
import type { PagedListParams } from '../api/archive-api';
import type { Fetched, Paged } from '../api/types';
import { ListSearch } from '../components/list-search';
import { ListStatus } from '../components/list-status';
import { Pager } from '../components/pager';
import { OFFLINE_SEARCH_REASON, StaffShell } from '../components/staff-shell';
import { useStaffList } from '../hooks/use-staff-list';
import type { SnapshotKey } from '../offline/snapshots';
import type { PagedQuery } from './paged-query';
import { usePagedQuery } from './use-paged-query';
import './paged-screen.css';

export interface PagedScreenProps<Item> {
  snapshotKey: SnapshotKey;
  title: string;
  subtitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  listTitle: string;
  load: (params: PagedListParams, signal?: AbortSignal) => Promise<Fetched<Paged<Item>>>;
  fallbackError: string;
  loadingText: string;
  emptyText: string;
  itemKey: (item: Item) => string;
  renderCard: (item: Item, onView: () => void) => ReactNode;
  /** `onChanged`: the item changed on the server (a restore), so the list is read again. */
  renderDialog: (item: Item, onClose: () => void, onChanged: () => void) => ReactNode;
  /** Above the search: work waiting on staff, read again whenever the list is (`loadedAt`). */
  aside?: (list: { loadedAt: number | null; offline: boolean; refresh: () => void }) => ReactNode;
}

/** A read-only, server-paged back-office list with search and a detail dialog. */
export function PagedScreen<Item>(props: PagedScreenProps<Item>) {
  const [query, setQuery] = usePagedQuery();
  const [viewing, setViewing] = useState<Item | null>(null);
  const list = useStaffList<PagedQuery, Paged<Item>>({
    key: props.snapshotKey,
    query,
    load: props.load,
    fallbackError: props.fallbackError,
  });

  const page = list.view?.result ?? null;
  const shown = list.offline && list.view ? list.view.query : query;
  const pastTheEnd = page !== null && page.data.length === 0 && query.page > Math.max(1, page.totalPages);
  useEffect(() => {
    if (pastTheEnd && page && !list.offline) setQuery({ ...query, page: Math.max(1, page.totalPages) });
  }, [pastTheEnd, page, query, setQuery, list.offline]);

  return (
    <StaffShell
      title={props.title}
      subtitle={props.subtitle}
      offline={list.offline}
      dataFrom={list.view?.loadedAt ?? null}
    >
      {props.aside?.({ loadedAt: list.view?.loadedAt ?? null, offline: list.offline, refresh: list.refresh })}
      {list.phase === 'error' ? (
        <ListStatus
          phase="error"
          error={list.error}
          loadingText={props.loadingText}
          emptyText=""
          isEmpty={false}
          onRetry={list.reload}
        >
          {null}
        </ListStatus>
      ) : (
        <>
          <ListSearch
            label={props.searchLabel}
            placeholder={props.searchPlaceholder}
            applied={shown.search}
            onSearch={(search) => setQuery({ search, page: 1 })}
            onReset={() => setQuery({ search: '', page: 1 })}
            disabled={list.offline}
            disabledReason={OFFLINE_SEARCH_REASON}
          />
          <section aria-labelledby="paged-list-title">
            <div className="paged-screen__header">
              <h2 id="paged-list-title">
                {shown.search ? `Results for “${shown.search}”` : props.listTitle}
              </h2>
              {page && list.phase === 'ready' && page.total > 0 ? (
                <p className="result-summary" aria-live="polite">
                  {page.total} in all
                </p>
              ) : null}
            </div>
            <ListStatus
              phase={list.phase}
              error={list.error}
              loadingText={props.loadingText}
              emptyText={props.emptyText}
              isEmpty={!page || page.data.length === 0}
              onRetry={list.reload}
            >
              <ul className="record-list">
                {page?.data.map((item) => (
                  <li key={props.itemKey(item)}>{props.renderCard(item, () => setViewing(item))}</li>
                ))}
              </ul>
            </ListStatus>
            {page && page.totalPages > 0 && list.phase === 'ready' ? (
              <Pager
                label={`${props.title} pages`}
                page={shown.page}
                totalPages={page.totalPages}
                morePages={page.totalCapped}
                onPage={(next) => setQuery({ ...query, page: next })}
                disabled={list.offline}
              />
            ) : null}
          </section>
        </>
      )}
      {viewing ? props.renderDialog(viewing, () => setViewing(null), list.refresh) : null}
    </StaffShell>
  );
}
