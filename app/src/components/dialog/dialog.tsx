import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { CloseIcon } from '../icons';
import './dialog.css';

export interface DialogProps {
  title: ReactNode;
  /** Escape or the close button; the parent then stops rendering the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** A short line under the title, read out with it. */
  description?: ReactNode;
  /** While false (a request is running), Escape and the close button do nothing. */
  dismissible?: boolean;
  /** Receives focus on opening; otherwise the browser focuses the first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Receives focus on closing when no control opened the dialog (it opened by itself, or its opener
   * is gone): the page's main heading, say. Without it, the fallback below.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  size?: 'small' | 'medium' | 'large';
  /** Names the dialog for tests and styling hooks. */
  className?: string;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * The modal makes the page inert, but Tab can still leave for the browser's own toolbar; wrapping
 * from the last control to the first (and back with Shift) keeps keyboard users inside.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = focusableIn(event.currentTarget);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Where focus goes when the control that opened the dialog is gone (a deleted card, say): into the
 * dialog still open beneath, else the page's main region.
 */
function focusFallback(): HTMLElement | null {
  const below = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]')).at(-1);
  if (below) return focusableIn(below)[0] ?? null;
  return document.getElementById('main');
}

/**
 * A modal on the native `<dialog>`: `showModal()` makes the rest of the page inert, so focus stays
 * inside; Escape closes; focus returns to the control that opened it. Mount it to open, unmount to close.
 */
export function Dialog({
  title,
  onClose,
  children,
  description,
  dismissible = true,
  initialFocusRef,
  returnFocusRef,
  size = 'medium',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const mounted = useRef(false);
  const returnFocus = useRef(returnFocusRef);
  returnFocus.current = returnFocusRef;
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Focus on the body means nothing had it: a dialog that opened by itself has no opener.
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    mounted.current = true;
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      mounted.current = false;
      if (dialog.open) dialog.close();
      const target = opener?.isConnected ? opener : (returnFocus.current?.current ?? focusFallback());
      target?.focus();
    };
  }, [initialFocusRef]);

  const requestClose = () => {
    if (latest.current.dismissible) latest.current.onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        // The page decides when the dialog goes away, so the browser's own close is held back.
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        // Reached only when the browser closed it regardless (a second Escape without a click between).
        if (mounted.current && !ref.current?.open) latest.current.onClose();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <div>
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="dialog__description">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="dialog__close"
            aria-label="Close dialog"
            onClick={requestClose}
            aria-disabled={!dismissible}
          >
            <CloseIcon />
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}

/**
 * The scrolling middle of a dialog. While its content overflows, the body itself can take focus,
 * so a keyboard can scroll it even when nothing inside is focusable (a read-only view offline).
 */
export function DialogBody({ children }: { children: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={body} className="dialog__body" tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}

/** The row of buttons at the foot of a dialog. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="dialog__footer">{children}</div>;
}
