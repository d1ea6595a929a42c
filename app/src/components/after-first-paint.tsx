import { Component, type ReactNode, Suspense } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';

interface AfterFirstPaintProps {
  /** Shown for the first paint, while the code loads, and for good if it cannot be fetched. */
  fallback: ReactNode;
  /** A lazily loaded piece of chrome. */
  children: ReactNode;
}

/**
 * Chrome whose code is fetched only after the page has painted. A failed fetch (no signal, or a
 * chunk gone after a deploy) leaves the fallback in place rather than taking the page down with it.
 */
export function AfterFirstPaint({ fallback, children }: AfterFirstPaintProps) {
  const painted = useAfterFirstPaint();
  if (!painted) return fallback;
  return (
    <FallbackOnError fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FallbackOnError>
  );
}

class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A part of the page could not load; it stays as it was.', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
