import { CONFIRMATION_MINUTES } from '@domain/brand';
import { Link } from 'react-router-dom';
import { useLiveBranches } from '../../../catalogue/live-branches';
import { ArrowRightIcon, ClockIcon, HomeIcon, StethoscopeIcon } from '../../../components/icons';
import { StarRating } from '../../../components/star-rating';
import { paths } from '../../../config/paths';
import { HERO_IMAGE } from './hero-image';
import './hero-section.css';

export function HeroSection() {
  const branches = useLiveBranches().clinics;
  const branchNames = branches.map((branch) => branch.name).join(' · ');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="eyebrow">{branchNames} · Home service</p>
          <h1 id="hero-title" className="hero__title">
            Reveal Your Best Self
          </h1>
          <p className="hero__lead">
            Doctor-led face and body treatments in Metro Manila, done safely, gently and beautifully, in our
            clinics or in the comfort of your home.
          </p>
          <div className="hero__actions">
            <Link className="button button--primary button--large" to={paths.services.href()}>
              View Services <ArrowRightIcon />
            </Link>
            <Link className="button button--ghost button--large" to={paths.onlineConsultation.href()}>
              Talk to a doctor online
            </Link>
          </div>
          <ul className="hero__trust">
            <li>
              <StethoscopeIcon /> Licensed doctors
            </li>
            <li>
              <HomeIcon /> {branches.length} clinics + home service
            </li>
            <li>
              <ClockIcon /> Confirmed in {CONFIRMATION_MINUTES} minutes
            </li>
          </ul>
        </div>
        <div className="hero__visual">
          <div className="hero__arch">
            <img
              src={HERO_IMAGE.src}
              alt={HERO_IMAGE.alt}
              width={HERO_IMAGE.width}
              height={HERO_IMAGE.height}
              fetchPriority="high"
              decoding="async"
            />
          </div>
          <p className="hero__card">
            <StarRating rating={5} />
            <span>Loved by 10,000+ clients</span>
          </p>
        </div>
      </div>
    </section>
  );
}
