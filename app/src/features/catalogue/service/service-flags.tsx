import type { Service } from '@domain/catalogue/types';
import type { ReactNode } from 'react';
import { CheckIcon, HomeIcon, PinIcon } from '../../../components/icons';
import { CalendarIcon } from '../../../components/screen-icons';
import './service-flags.css';

interface Flag {
  key: string;
  label: string;
  icon: ReactNode;
  tone?: 'gold' | 'success';
}

function flagsOf(service: Service): Flag[] {
  const flags: Flag[] = [];
  if (service.transferable) flags.push({ key: 'transferable', label: 'Transferable', icon: <CheckIcon /> });
  if (service.noExpiration)
    flags.push({ key: 'no-expiration', label: 'No expiration', icon: <CalendarIcon /> });
  if (service.clinicOnly) {
    flags.push({ key: 'clinic-only', label: 'Clinic only', icon: <PinIcon />, tone: 'gold' });
  } else if (service.homeService) {
    flags.push({ key: 'home', label: 'Home service available', icon: <HomeIcon />, tone: 'success' });
  }
  return flags;
}

export function ServiceFlags({ service }: { service: Service }) {
  const flags = flagsOf(service);
  if (flags.length === 0) return null;
  return (
    <ul className="service-flags" aria-label="Good to know">
      {flags.map((flag) => (
        <li key={flag.key} className={`chip${flag.tone ? ` chip--${flag.tone}` : ''}`}>
          {flag.icon}
          {flag.label}
        </li>
      ))}
    </ul>
  );
}
