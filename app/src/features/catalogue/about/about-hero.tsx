import { BRAND_MARK } from '@domain/brand';
import './about.css';

export function AboutHero() {
  return (
    <section className="about-hero" aria-labelledby="page-title">
      <div className="container about-hero__inner">
        <p className="eyebrow">Our clinic</p>
        <h1 id="page-title">About Us</h1>
        <p className="about-hero__lead">
          {BRAND_MARK} began with one treatment room and a simple promise: tell every client the truth about
          what a treatment can do, then do it beautifully. Today our doctors, nurses and therapists care for
          clients across Metro Manila.
        </p>
      </div>
    </section>
  );
}
