import { TESTIMONIALS } from '@domain/catalogue/testimonials';
import type { Testimonial } from '@domain/catalogue/types';
import { Carousel } from '../../../components/carousel/carousel';
import { Reveal } from '../../../components/reveal';
import { SectionHeader } from '../../../components/section-header';
import { TestimonialSlide } from './testimonial-slide';

interface TestimonialsSectionProps {
  titleId: string;
  title?: string;
  eyebrow?: string;
  className?: string;
  /** The stories to show: the clinic-wide ones unless a page has its own (a sales page's program). */
  items?: readonly Testimonial[];
  intro?: string;
}

/** The rotating client stories of the home, about and sales pages. */
export function TestimonialsSection({
  titleId,
  title = 'What our clients say',
  eyebrow = 'Client stories',
  className = 'section section--blush',
  items = TESTIMONIALS,
  intro = 'Real words from clients across our three clinics and home-service visits.',
}: TestimonialsSectionProps) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader eyebrow={eyebrow} title={title} titleId={titleId}>
          {intro}
        </SectionHeader>
        <Reveal className="testimonials__carousel">
          <Carousel
            items={items}
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
