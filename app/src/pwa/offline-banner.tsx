import { useOnlineStatus } from './use-online-status';
import './pwa.css';

/** Says plainly what still works without a connection. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>You're offline.</strong> Pages you've opened, your cart and booking still work; we'll send your
      booking as soon as you're back online.
    </div>
  );
}
