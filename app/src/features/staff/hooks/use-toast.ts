import { useCallback, useEffect, useState } from 'react';

const SHOWN_FOR_MS = 6_000;

export interface ToastState {
  message: string | null;
  show: (message: string) => void;
  dismiss: () => void;
}

/** One short confirmation at a time ('Booking successfully deleted.'), gone after a few seconds. */
export function useToast(): ToastState {
  const [toast, setToast] = useState<{ message: string; id: number } | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), SHOWN_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const show = useCallback((message: string) => setToast({ message, id: Date.now() }), []);
  const dismiss = useCallback(() => setToast(null), []);
  return { message: toast?.message ?? null, show, dismiss };
}
