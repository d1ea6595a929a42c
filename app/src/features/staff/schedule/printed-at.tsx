import { useEffect, useState } from 'react';

const MANILA_STAMP = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * "Printed 27 Nov 2026, 9:05 AM (Manila)" on the day sheet's paper only: a sheet on the counter says
 * how old it is. The time is taken again as the browser prints.
 */
export function PrintedAt() {
  const [at, setAt] = useState(() => new Date());
  useEffect(() => {
    const now = () => setAt(new Date());
    window.addEventListener('beforeprint', now);
    return () => window.removeEventListener('beforeprint', now);
  }, []);
  return <p className="schedule__printed">Printed {MANILA_STAMP.format(at)} (Manila)</p>;
}
