import { BRAND_MARK, BRAND_TAGLINE, CLINIC_EMAIL, CLINIC_PHONE, CLINIC_PHONE_TEL } from '@domain/brand';
import { CATEGORY_IDS, CATEGORY_NAMES } from '@domain/categories';
import { CLINIC_CONTACT, type SocialNetwork } from '@domain/contact';
import { TRANSFER_METHODS } from '@domain/payment-accounts';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ChatIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon, TiktokIcon } from '../icons';
import './footer.css';
import { useLiveBranches } from '../../catalogue/live-branches';

const SOCIAL_ICONS: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TiktokIcon,
};

const scrollToTop = () => window.scrollTo({ top: 0 });

export function Footer() {
  const branches = useLiveBranches().clinics;
  const year = new Date().getFullYear();
  const onlinePayments = TRANSFER_METHODS;
  return (
    <footer className="footer">
      <div className="footer__grid">
        <section className="footer__brand" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer__mark">
            {BRAND_MARK} <span>{BRAND_TAGLINE}</span>
          </h2>
          <p>
            Doctor-led aesthetics and slimming in Metro Manila. Honest consultations, proven machines and a
            team that treats every client like family, in our three clinics or in the comfort of your home.
          </p>
          <ul className="footer__social" aria-label="Follow us">
            {CLINIC_CONTACT.social.map(({ id, url, label }) => {
              const Icon = SOCIAL_ICONS[id];
              return (
                <li key={id}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} (opens in a new tab)`}
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>

        <nav className="footer__column" aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {CATEGORY_IDS.map((id) => (
              <li key={id}>
                <Link to={paths.services.href({ category: id })} onClick={scrollToTop}>
                  {CATEGORY_NAMES[id]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="footer__column" aria-labelledby="footer-locations">
          <h2 id="footer-locations">Our clinics</h2>
          <ul className="footer__locations">
            {branches.map((branch) => (
              <li key={branch.id}>
                <a href={branch.mapUrl} target="_blank" rel="noopener noreferrer">
                  <PinIcon />
                  <span>
                    <strong>{branch.name}</strong>
                    <span className="footer__address">{branch.address}</span>
                    <span className="visually-hidden"> (opens the map in a new tab)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact &amp; payment</h2>
          <ul className="footer__contact">
            <li>
              <a href={`mailto:${CLINIC_EMAIL}`}>
                <MailIcon />
                {CLINIC_EMAIL}
              </a>
            </li>
            <li>
              <a href={`tel:${CLINIC_PHONE_TEL}`}>
                <PhoneIcon />
                {CLINIC_PHONE}
              </a>
            </li>
            <li>
              <a href={CLINIC_CONTACT.messengerUrl} target="_blank" rel="noopener noreferrer">
                <ChatIcon />
                Messenger<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={CLINIC_CONTACT.viberUrl}>
                <ChatIcon />
                Viber
              </a>
            </li>
          </ul>
          <h3 className="footer__subheading">We accept</h3>
          <ul className="footer__payments">
            {onlinePayments.map((method) => (
              <li key={method.id}>
                <img
                  src={method.bankImage}
                  alt={method.name}
                  width="72"
                  height="29"
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="footer__bottom">
        {/* A page prerendered in December and opened in January keeps the year it was built in (React
            leaves the text as it is when hydrating) until the next render. */}
        <p suppressHydrationWarning>
          © {year} {BRAND_MARK} {BRAND_TAGLINE}. All rights reserved.
        </p>
        <ul>
          <li>
            <Link to={paths.terms.href()} onClick={scrollToTop}>
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to={paths.privacy.href()} onClick={scrollToTop}>
              Privacy notice
            </Link>
          </li>
          <li>
            <Link to={paths.about.href()} onClick={scrollToTop}>
              About Us
            </Link>
          </li>
          <li>
            <Link to={paths.onlineConsultation.href()} onClick={scrollToTop}>
              Online Consultation
            </Link>
          </li>
          <li>
            <Link to={paths.myBookings.href()} onClick={scrollToTop}>
              My bookings
            </Link>
          </li>
          <li>
            <Link to={paths.login.href()}>Staff sign-in</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
