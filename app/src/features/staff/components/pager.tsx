import './pager.css';

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
  /** Names the list being paged, e.g. 'Bookings pages'. */
  label: string;
  /** The list has more pages than `totalPages` (a broad search the server did not count to the end). */
  morePages?: boolean;
}

/**
 * Previous / Next with 'Page x of y' ('of y+' when there are more pages than counted). The buttons stay focusable at either end (aria-disabled), so
 * pressing Next onto the last page does not drop the keyboard user's focus.
 */
export function Pager({ page, totalPages, onPage, disabled = false, label, morePages = false }: PagerProps) {
  const pages = Math.max(1, totalPages);
  const canGoBack = !disabled && page > 1;
  const canGoOn = !disabled && (morePages || page < pages);
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="staff-button"
        aria-disabled={!canGoBack}
        onClick={() => canGoBack && onPage(page - 1)}
      >
        Previous
      </button>
      <p className="pager__position">
        {morePages
          ? `Page ${page} of ${Math.max(page, pages)}+`
          : `Page ${Math.min(page, pages)} of ${pages}`}
      </p>
      <button
        type="button"
        className="staff-button"
        aria-disabled={!canGoOn}
        onClick={() => canGoOn && onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
