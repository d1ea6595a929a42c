import { SERVICE_REVIEWS } from '@domain/catalogue/testimonials';
import { Reveal } from '../../../components/reveal';
import { SectionHeader } from '../../../components/section-header';
import { StarRating } from '../../../components/star-rating';
import './service-reviews-section.css';

export function ServiceReviewsSection() {
  return (
    <section className="section" aria-labelledby="reviews-title">
      <div className="container">
        <SectionHeader
          eyebrow="Service reviews"
          title="Slimming results, in their words"
          titleId="reviews-title"
        >
          What clients noticed after our doctor-guided slimming treatments.
        </SectionHeader>
        <ul className="reviews">
          {SERVICE_REVIEWS.map((review, index) => (
            <Reveal as="li" key={review.id} order={index}>
              <figure className="review">
                <StarRating rating={review.rating} />
                <blockquote className="review__quote">
                  <p>{review.content}</p>
                </blockquote>
                <figcaption className="review__author">
                  <img src={review.image} alt="" width="56" height="56" loading="lazy" decoding="async" />
                  <span>{review.name}</span>
                </figcaption>
              </figure>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
