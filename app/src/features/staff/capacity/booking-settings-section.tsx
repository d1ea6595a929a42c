import type { BookingSettings } from '@domain/schemas/booking-settings';
import { useEffect, useId, useState } from 'react';
import type { ToastState } from '../hooks/use-toast';
import { fetchBookingSettings, saveBookingSettings } from './booking-settings-api';

/**
 * Instant confirmation: on, an online booking that passes availability is confirmed at once (the
 * client's first e-mail and text say so); off, it waits for the desk's call. A booking paid online in
 * full is confirmed at once either way.
 */
export function BookingSettingsSection({ disabled, toast }: { disabled: boolean; toast: ToastState }) {
  const [settings, setSettings] = useState<BookingSettings>();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const hintId = useId();

  useEffect(() => {
    const abort = new AbortController();
    fetchBookingSettings(abort.signal).then(setSettings, (failure: unknown) => {
      if (!abort.signal.aborted)
        setError(failure instanceof Error ? failure.message : 'Could not read the settings');
    });
    return () => abort.abort();
  }, []);

  async function change(on: boolean) {
    setSaving(true);
    setError('');
    try {
      const saved = await saveBookingSettings(on);
      setSettings(saved);
      toast.show(
        on
          ? 'Online bookings are now confirmed at once.'
          : 'Online bookings now wait for the desk to confirm.',
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not save the setting');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="capacity__panel booking-settings" aria-labelledby="booking-settings-title">
      <h2 id="booking-settings-title" className="capacity__title">
        Confirming online bookings
      </h2>
      {settings ? (
        <label className="booking-settings__toggle">
          <input
            type="checkbox"
            checked={settings.instantConfirmation}
            disabled={disabled || saving}
            aria-describedby={hintId}
            onChange={(event) => change(event.target.checked)}
          />
          <span>Confirm every online booking at once</span>
        </label>
      ) : null}
      <p id={hintId} className="capacity__lead">
        On: a booking that fits the free times is confirmed when it is made, and the client is told so. Off:
        it stays tentative until the desk confirms it. A booking paid online in full is confirmed at once
        either way.
      </p>
      {error ? (
        <p className="staff__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
