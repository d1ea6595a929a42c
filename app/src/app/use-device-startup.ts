import { useEffect } from 'react';
import { useAfterFirstPaint } from '../components/use-after-first-paint';

/**
 * Starts the device's background work (outbox sync, storage request) once the page has painted:
 * Dexie and the outbox are about 35 KB of the JavaScript a first visit would otherwise wait for.
 */
export function useDeviceStartup(): void {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    import('./device-startup')
      .then(({ startDeviceWork }) => startDeviceWork())
      .catch((error: unknown) => console.warn('The outbox could not start on this page.', error));
  }, [painted]);
}

/**
 * The same, as a component of its own: the layout renders it so that the moment after the first
 * paint re-renders this alone, not the layout and the whole page under it.
 */
export function DeviceStartup(): null {
  useDeviceStartup();
  return null;
}
