import { CONFIRMATION_MINUTES } from '@domain/brand';
import { Link } from 'react-router-dom';
import { InfoIcon } from '../../../components/icons';
import { Reveal } from '../../../components/reveal';
import { SectionHeader } from '../../../components/section-header';
import { paths } from '../../../config/paths';
import './how-booking-works-section.css';

const STEPS = [
  {
    title: 'Choose a service',
    text: 'Browse by concern or category and read what each treatment does, how long it takes and what it costs.',
  },
  {
    title: 'Add to cart',
    text: 'Pick a single session or a promo package. Your cart stays on this device, even offline.',
  },
  {
    title: 'Book and pay',
    text: 'Give your contact details, choose a clinic or home service, then pay by bank transfer, GCash or at the clinic.',
  },
  {
    title: 'Confirmed by our team',
    text: `Our booking team calls or messages you within ${CONFIRMATION_MINUTES} minutes to confirm your schedule.`,
  },
];

export function HowBookingWorksSection() {
  return (
    <section className="section" aria-labelledby="booking-steps-title">
      <div className="container">
        <SectionHeader
          eyebrow="How booking works"
          title="Four easy steps to your appointment"
          titleId="booking-steps-title"
        />
        <ol className="steps">
          {STEPS.map((step, index) => (
            <Reveal as="li" key={step.title} className="step" order={index}>
              <span className="step__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="step__title">{step.title}</h3>
              <p className="step__text">{step.text}</p>
            </Reveal>
          ))}
        </ol>
        <p className="steps__note">
          <InfoIcon />
          <span>
            Your booking stays <strong>tentative until our team confirms it</strong>. Nothing is final until
            you hear from us.
          </span>
        </p>
        <div className="steps__cta">
          <Link className="button button--primary" to={paths.services.href()}>
            Start with a service
          </Link>
        </div>
      </div>
    </section>
  );
}
