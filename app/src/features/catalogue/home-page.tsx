import { usePageTitle } from '../../components/use-page-title';
import { CategoriesSection } from './home/categories-section';
import { ConsultationPromoSection } from './home/consultation-promo-section';
import { FeaturedServicesSection } from './home/featured-services-section';
import { HeroSection } from './home/hero-section';
import { HowBookingWorksSection } from './home/how-booking-works-section';
import { ServiceReviewsSection } from './home/service-reviews-section';
import { WhyChooseUsSection } from './home/why-choose-us-section';
import { TestimonialsSection } from './shared/testimonials-section';

export function HomePage() {
  usePageTitle();
  return (
    <>
      <HeroSection />
      <CategoriesSection />
      <FeaturedServicesSection />
      <WhyChooseUsSection />
      <HowBookingWorksSection />
      <ConsultationPromoSection />
      <TestimonialsSection titleId="testimonials-title" />
      <ServiceReviewsSection />
    </>
  );
}
