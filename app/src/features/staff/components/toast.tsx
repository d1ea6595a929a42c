import { CloseIcon } from '../../../components/icons';
import type { ToastState } from '../hooks/use-toast';
import './toast.css';

/** A polite status message; the live region is always in the page so screen readers hear each one. */
export function Toast({ toast }: { toast: ToastState }) {
  return (
    <div className="toast-region" role="status">
      {toast.message ? (
        <div className="toast">
          <p className="toast__message">{toast.message}</p>
          <button type="button" className="toast__close" aria-label="Dismiss message" onClick={toast.dismiss}>
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
