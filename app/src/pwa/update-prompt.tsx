import { useRegisterSW } from 'virtual:pwa-register/react';
import './pwa.css';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A new release waits until the visitor says so: no silent takeover that could reload a half-filled
 * form. Drafts and the cart live in IndexedDB, so the reload keeps them.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // Installed apps stay open for days at the front desk: look for a release every hour.
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, HOUR_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <section className="pwa-toast" aria-labelledby="update-title" role="status">
      <p id="update-title" className="pwa-toast__title">
        A new version is available
      </p>
      <p className="pwa-toast__text">Reload to get it. Your cart and anything you typed are kept.</p>
      <div className="pwa-toast__actions">
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => updateServiceWorker(true)}
        >
          Reload
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setNeedRefresh(false)}
        >
          Later
        </button>
      </div>
    </section>
  );
}
