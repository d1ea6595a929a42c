import { type RefObject, useEffect, useRef } from 'react';

export interface SummaryItem {
  /** The id of the control (or radio group) the message belongs to. */
  id: string;
  message: string;
}

interface ErrorSummaryProps {
  title: string;
  /** A message for the whole form (the server's answer), above the list. */
  message?: string | undefined;
  items: readonly SummaryItem[];
  /** Changes each time the summary should take focus again (every submit attempt). */
  focusKey: number;
}

/** The control a summary link leads to: the field itself, or the first choice of a radio group. */
function focusTarget(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  if (!element || element.matches('input, select, textarea, button')) return element;
  return element.querySelector<HTMLElement>('input:checked, input:not([disabled])');
}

/**
 * The problems of a form at its top, each linking to its field. It takes focus when it appears (on
 * a submit attempt, or when the server sent the form back), so nobody misses why nothing happened.
 */
export function ErrorSummary({ title, message, items, focusKey }: ErrorSummaryProps) {
  const ref: RefObject<HTMLDivElement | null> = useRef(null);

  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);

  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      {message ? <p className="error-summary__message">{message}</p> : null}
      {items.length > 0 ? (
        <ul className="error-summary__list">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(event) => {
                  const target = focusTarget(item.id);
                  if (!target) return;
                  event.preventDefault();
                  target.scrollIntoView?.({ block: 'center' });
                  target.focus();
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
