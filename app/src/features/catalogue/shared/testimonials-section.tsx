import { TESTIMONIALS } from '@domain/catalogue/testimonials';
import { Carousel } from '../../../components/carousel/carousel';
import { Reveal } from '../../../components/reveal';
import { SectionHeader } from '../../../components/section-header';
import { TestimonialSlide } from './testimonial-slide';

interface TestimonialsSectionProps {
  titleId: string;
  title?: string;
  eyebrow?: string;
  className?: string;
}

/** The rotating client stories shared by the home, about and sales pages. */
export function TestimonialsSection({
  titleId,
  title = 'What our clients say',
  eyebrow = 'Client stories',
  className = 'section section--blush',
}: TestimonialsSectionProps) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader eyebrow={eyebrow} title={title} titleId={titleId}>
          Real words from clients across our three clinics and home-service visits.
        </SectionHeader>
        <Reveal className="testimonials__carousel">
          <Carousel
            items={TESTIMONIALS}
            label="Client testimonials"
            itemLabel="testimonial"
            getKey={(testimonial) => testimonial.id}
            renderItem={(testimonial) => <TestimonialSlide testimonial={testimonial} />}
          />
        </Reveal>
      </div>
    </section>
  );
}
