import type { Branch } from '@domain/branches';
import type { ComponentType } from 'react';
import { DeviceIcon, HomeIcon, ShieldIcon, StethoscopeIcon } from '../../../components/icons';
import { Reveal } from '../../../components/reveal';
import { SectionHeader } from '../../../components/section-header';
import './why-choose-us-section.css';
import { useLiveBranches } from '../../../catalogue/live-branches';

interface Reason {
  title: string;
  text: string;
  Icon: ComponentType;
}

const reasonsFor = (branches: readonly Branch[]): Reason[] => [
  {
    title: 'Certified doctors',
    text: 'Every plan starts with a licensed physician who assesses your skin, body and health before any treatment.',
    Icon: StethoscopeIcon,
  },
  {
    title: 'Safe and sterile',
    text: 'Single-use needles, hospital-grade disinfection and treatment rooms cleaned between every client.',
    Icon: ShieldIcon,
  },
  {
    title: 'Advanced machines',
    text: 'Ultrasound, radiofrequency, cryolipolysis and medical lasers from trusted makers, serviced on schedule.',
    Icon: DeviceIcon,
  },
  {
    title: `${branches.length} locations and home service`,
    text: `Visit us in ${branches
      .map((branch) => branch.name)
      .join(', ')
      .replace(/, ([^,]*)$/, ' or $1')}, or let our nurses come to you anywhere in Metro Manila.`,
    Icon: HomeIcon,
  },
];

export function WhyChooseUsSection() {
  const reasons = reasonsFor(useLiveBranches().clinics);
  return (
    <section className="section section--tinted" aria-labelledby="why-title">
      <div className="container">
        <SectionHeader
          eyebrow="Why choose us"
          title="Care you can trust, results you can see"
          titleId="why-title"
        >
          We are a medical clinic first: careful, honest about what each treatment can do, and gentle every
          step of the way.
        </SectionHeader>
        <ul className="reasons">
          {reasons.map(({ title, text, Icon }, index) => (
            <Reveal as="li" key={title} className="reason" order={index}>
              <span className="reason__icon">
                <Icon />
              </span>
              <h3 className="reason__title">{title}</h3>
              <p className="reason__text">{text}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
