import type { ReactNode } from 'react';
import { InfoIcon } from './icons';
import './status-banner.css';

interface StatusBannerProps {
  title: string;
  children: ReactNode;
  tone?: 'info' | 'warning';
}

/** A calm, polite notice across the top of the page: announced once, never stealing focus. */
export function StatusBanner({ title, children, tone = 'info' }: StatusBannerProps) {
  return (
    <div className={`status-banner status-banner--${tone}`} role="status">
      <div className="status-banner__inner">
        <InfoIcon className="status-banner__icon" />
        <p className="status-banner__text">
          <strong>{title}</strong> {children}
        </p>
      </div>
    </div>
  );
}
