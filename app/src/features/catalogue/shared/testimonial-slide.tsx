import type { Testimonial } from '@domain/catalogue/types';
import { StarRating } from '../../../components/star-rating';
import './testimonial-slide.css';

export function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <img
        className="testimonial__photo"
        src={testimonial.image}
        alt=""
        width="160"
        height="160"
        loading="lazy"
        decoding="async"
      />
      <div className="testimonial__body">
        <StarRating rating={testimonial.rating} />
        <blockquote className="testimonial__quote">
          <p>{testimonial.content}</p>
        </blockquote>
        <figcaption className="testimonial__author">
          <span className="testimonial__name">{testimonial.name}</span>
          <span className="testimonial__role">{testimonial.role}</span>
        </figcaption>
      </div>
    </figure>
  );
}
