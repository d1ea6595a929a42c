import type { ReactNode } from 'react';

/**
 * A report's table in its own sideways scroll: on a phone a table of six figures is wider than the
 * screen, and the page itself must not scroll sideways. Reachable by Tab, so the scroll works from a
 * keyboard too, and named by the table's caption. A group, not a region: the report's own section is
 * the region of that name.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keyboard.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this only holds a table.
    <div className="report__scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
