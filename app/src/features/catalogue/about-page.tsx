import { PAGE_TITLES } from '@domain/seo/page-title';
import { usePageTitle } from '../../components/use-page-title';
import { AboutCta } from './about/about-cta';
import { AboutHero } from './about/about-hero';
import { AboutLocations } from './about/about-locations';
import { AboutStats } from './about/about-stats';
import { AboutStory } from './about/about-story';
import { TestimonialsSection } from './shared/testimonials-section';

export function AboutPage() {
  usePageTitle(PAGE_TITLES.about);
  return (
    <>
      <AboutHero />
      <AboutStats />
      <AboutStory />
      <AboutLocations />
      <TestimonialsSection titleId="about-testimonials-title" />
      <AboutCta />
    </>
  );
}
