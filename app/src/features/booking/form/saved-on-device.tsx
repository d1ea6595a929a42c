import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { SavedOnPhoneIcon } from './checkout-icons';

export const SAVED_ON_DEVICE_MESSAGE = "Saved on this phone. We'll send it as soon as you're back online.";

interface SavedOnDeviceProps {
  /** The page's heading: what is waiting ('Your booking is saved', ...). */
  title: string;
  /** Sends now, ignoring any wait; resolves when the attempt is over. */
  onSendNow(): Promise<void>;
  /** What was submitted, so the visitor can see nothing was lost. */
  children: ReactNode;
  /** The server's message when it asked us to wait (429 with Retry-After), shown instead of blaming the connection. */
  serverAsksToWait?: string | undefined;
}

/**
 * A submission that has not reached the clinic yet: safe on the device and sent by itself as soon as
 * the connection allows, from this tab, another tab or the service worker.
 */
export function SavedOnDevice({ title, onSendNow, children, serverAsksToWait }: SavedOnDeviceProps) {
  const online = useOnlineStatus();
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces held the focus; the visitor starts again at the top, on the news.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const sendNow = async () => {
    setSending(true);
    try {
      await onSendNow();
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="page page--narrow checkout-status" aria-labelledby="page-title">
      <span className="checkout-status__icon checkout-status__icon--waiting" aria-hidden="true">
        <SavedOnPhoneIcon />
      </span>
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="checkout-status__lead" role="status">
        {SAVED_ON_DEVICE_MESSAGE}
      </p>
      <p className="checkout-status__detail">
        {serverAsksToWait
          ? `${serverAsksToWait} It stays on this phone and goes out by itself once the wait is over.`
          : online
            ? 'The connection looks weak right now. We keep trying in the background, and this page updates by itself the moment it arrives.'
            : 'You are offline. You can safely close this page: it stays on this phone and goes out once you are back online.'}
      </p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void sendNow()}
        aria-disabled={sending || undefined}
      >
        {sending ? 'Trying...' : 'Try sending now'}
      </button>
      <div className="checkout-status__details">{children}</div>
    </section>
  );
}
