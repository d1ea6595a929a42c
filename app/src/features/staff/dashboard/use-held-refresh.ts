import { useCallback, useState } from 'react';
import type { BookingsPage, StaffBooking } from '../api/types';

export interface HeldRefresh {
  /** The page as shown: the cards in the order first shown, each updated in place. */
  page: BookingsPage | null;
  /** Bookings the last refresh found that are not on screen yet, waiting for `showNew`. */
  newCount: number;
  showNew: () => void;
  /** The card under the pointer or holding focus (null when none): a refresh never changes it. */
  hold: (id: string | null) => void;
  /**
   * The next list read follows the desk's own change (a bulk confirm, a status change): show it as
   * it is, without "N new bookings" for the ones that only moved up into the places the change left.
   */
  takeNextAsOwn: () => void;
}

/** What the list hook shows: its result, for which query, read from the server when. */
export interface ShownView {
  query: unknown;
  result: BookingsPage;
  loadedAt: number;
}

interface Held {
  view: ShownView | null;
  shown: BookingsPage | null;
  waiting: BookingsPage | null;
  held: StaffBooking | null;
  /** Set by takeNextAsOwn: the next view is the desk's own result. */
  nextIsOwn: boolean;
}

const idsOf = (page: BookingsPage) => new Set(page.data.map((booking) => booking._id));

/** The next state for a new view from the list hook. */
function follow(state: Held, view: ShownView): Held {
  const before = state.view;
  const result = view.result;
  const ownChange = before !== null && before.loadedAt === view.loadedAt;
  if (
    !before ||
    !state.shown ||
    JSON.stringify(before.query) !== JSON.stringify(view.query) ||
    ownChange ||
    state.nextIsOwn
  ) {
    // A new query, or the desk's own change to the list on screen: shown as it is, held card too.
    const held = state.held ? (result.data.find((booking) => booking._id === state.held?._id) ?? null) : null;
    return { view, shown: result, waiting: ownChange ? state.waiting : null, held, nextIsOwn: false };
  }
  const fresh = new Map(result.data.map((booking) => [booking._id, booking]));
  const shownIds = idsOf(state.shown);
  const arrived = result.data.some((booking) => !shownIds.has(booking._id));
  const stay = state.held ? state.shown.data : state.shown.data.filter((booking) => fresh.has(booking._id));
  return {
    view,
    shown: { ...result, data: stay.map((booking) => fresh.get(booking._id) ?? booking) },
    waiting: arrived ? result : null,
    held: state.held,
    nextIsOwn: false,
  };
}

/**
 * Refreshes that never move what the desk is about to click. A timed refresh of the same query
 * updates the cards on screen in place and keeps their order; bookings it brings that are not shown
 * wait behind "N new bookings" until asked for; a card gone elsewhere leaves only while no card is
 * held; the held card (pointer over it, focus in it) keeps its version until let go. The desk's own
 * changes (the list changed in place, same read time) and a new query show at once.
 */
export function useHeldRefresh(view: ShownView | null): HeldRefresh {
  const [state, setState] = useState<Held>({
    view: null,
    shown: null,
    waiting: null,
    held: null,
    nextIsOwn: false,
  });
  // Derived while rendering, not in an effect: a card held in the same frame as a change sees it.
  let current = state;
  if (view && view !== state.view) {
    current = follow(state, view);
    setState(current);
  }

  const showNew = useCallback(() => {
    setState((now) => (now.waiting ? { ...now, shown: now.waiting, waiting: null } : now));
  }, []);

  const hold = useCallback((id: string | null) => {
    setState((now) => {
      if (id === null) return now.held ? { ...now, held: null } : now;
      if (now.held?._id === id) return now;
      return { ...now, held: now.shown?.data.find((booking) => booking._id === id) ?? null };
    });
  }, []);

  const takeNextAsOwn = useCallback(() => {
    setState((now) => (now.nextIsOwn ? now : { ...now, nextIsOwn: true }));
  }, []);

  const { shown, waiting, held } = current;
  const page =
    shown && held
      ? { ...shown, data: shown.data.map((booking) => (booking._id === held._id ? held : booking)) }
      : shown;
  const newCount =
    waiting && shown ? waiting.data.filter((booking) => !idsOf(shown).has(booking._id)).length : 0;
  return { page, newCount, showNew, hold, takeNextAsOwn };
}
