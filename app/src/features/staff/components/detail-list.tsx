import type { ReactNode } from 'react';
import './detail-list.css';

export interface Detail {
  label: string;
  value: ReactNode;
  /** Spans the whole width (addresses, notes). */
  wide?: boolean;
}

/** Read-only label and value pairs, as a description list. */
export function DetailList({ details, compact = false }: { details: readonly Detail[]; compact?: boolean }) {
  return (
    <dl className={`detail-list${compact ? ' detail-list--compact' : ''}`}>
      {details.map((detail) => (
        <div key={detail.label} className={detail.wide ? 'detail-list__item--wide' : undefined}>
          <dt>{detail.label}</dt>
          <dd>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
