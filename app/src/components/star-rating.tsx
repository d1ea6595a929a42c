import { StarIcon } from './icons';
import './star-rating.css';

const OUT_OF = 5;
const POSITIONS = [1, 2, 3, 4, 5];

/** Five stars read as one image: 'Rated 4 out of 5'. */
export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = Math.max(0, Math.min(OUT_OF, Math.round(rating)));
  return (
    <span
      className={`star-rating ${className}`.trim()}
      role="img"
      aria-label={`Rated ${filled} out of ${OUT_OF}`}
    >
      {POSITIONS.map((position) => (
        <StarIcon
          key={position}
          className={position <= filled ? 'star-rating__star--on' : 'star-rating__star--off'}
        />
      ))}
    </span>
  );
}
