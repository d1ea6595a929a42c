import { CONSULTATION_PRICE } from '@domain/consultation';
import { formatPesos } from '@domain/money';
import { Link } from 'react-router-dom';
import { CheckIcon, ClipboardIcon, VideoIcon } from '../../../components/icons';
import { Reveal } from '../../../components/reveal';
import { paths } from '../../../config/paths';
import './consultation-promo-section.css';

const PLAN_POINTS = [
  'Treatments matched to your goals',
  'Number of sessions and schedule',
  'Total cost, with any promos',
];

export function ConsultationPromoSection() {
  return (
    <section className="consult-promo" aria-labelledby="consult-title">
      <div className="consult-promo__inner container">
        <Reveal className="consult-promo__copy">
          <p className="eyebrow consult-promo__eyebrow">Online consultation</p>
          <h2 id="consult-title" className="consult-promo__title">
            Not sure where to start? See a doctor from home.
          </h2>
          <p className="consult-promo__lead">
            A private 30-minute video session with one of our doctors, from {formatPesos(CONSULTATION_PRICE)}.
            Tell us what bothers you and leave with a clear, honest plan.
          </p>
          <ul className="consult-promo__facts">
            <li>
              <VideoIcon /> 30 min video call
            </li>
            <li>
              <ClipboardIcon /> Personal treatment plan
            </li>
          </ul>
          <Link className="button button--light button--large" to={paths.onlineConsultation.href()}>
            Book Online Consultation
          </Link>
        </Reveal>
        <Reveal className="plan-card" order={1}>
          <div className="plan-card__header">
            <span className="plan-card__check">
              <CheckIcon />
            </span>
            <div>
              <p className="plan-card__title">Treatment Plan Ready</p>
              <p className="plan-card__subtitle">Sent to you after your call</p>
            </div>
          </div>
          <ul className="plan-card__list">
            {PLAN_POINTS.map((point) => (
              <li key={point}>
                <CheckIcon /> {point}
              </li>
            ))}
          </ul>
          <p className="plan-card__price">
            <span>Consultation</span>
            <strong>{formatPesos(CONSULTATION_PRICE)}</strong>
          </p>
        </Reveal>
      </div>
    </section>
  );
}
