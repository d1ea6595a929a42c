import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons';
import { useHydrating } from '../use-hydrating';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import './carousel.css';

export const CAROUSEL_INTERVAL_MS = 5000;

interface CarouselProps<T> {
  items: readonly T[];
  /** Names the carousel for screen readers, e.g. 'What our clients say'. */
  label: string;
  /** One slide in words, e.g. 'testimonial', for the buttons' names. */
  itemLabel: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A looping slideshow after the WAI-ARIA carousel pattern: it turns every 5 seconds, stops while the
 * pointer or keyboard focus is on it, never turns by itself under reduced motion, and has a
 * pause/play button (WCAG 2.2.2), previous/next buttons and one button per slide.
 */
export function Carousel<T>({ items, label, itemLabel, getKey, renderItem }: CarouselProps<T>) {
  const reducedMotion = usePrefersReducedMotion();
  // The page's policy blocks style attributes in HTML: a prerendered page starts on the first slide
  // with no transform, and gets one from script only for a later slide. The first slide keeps none,
  // so hydration does not start a 700 ms transition from no transform to translateX(-0%).
  const hydrating = useHydrating();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();
  const count = items.length;
  const playing = !stopped && !reducedMotion && count > 1;
  const turning = playing && !hovered && !focused;

  useEffect(() => {
    if (!turning) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [turning, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__viewport">
        <div
          id={slidesId}
          className="carousel__track"
          aria-live={turning ? 'off' : 'polite'}
          style={hydrating || current === 0 ? undefined : { transform: `translateX(-${current * 100}%)` }}
        >
          {items.map((item, position) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern, not a form fieldset
            <div
              key={getKey(item)}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              inert={position !== current}
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>

      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button carousel__button--rotation"
            aria-label={playing ? `Pause the ${itemLabel}s slideshow` : `Play the ${itemLabel}s slideshow`}
            onClick={() => setStopped(playing)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <div className="carousel__nav">
            <button
              type="button"
              className="carousel__button"
              aria-controls={slidesId}
              aria-label={`Previous ${itemLabel}`}
              onClick={() => go(current - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <ul className="carousel__dots">
              {items.map((item, position) => (
                <li key={getKey(item)}>
                  <button
                    type="button"
                    className="carousel__dot"
                    aria-controls={slidesId}
                    aria-label={`Show ${itemLabel} ${position + 1} of ${count}`}
                    aria-current={position === current ? 'true' : undefined}
                    onClick={() => go(position)}
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="carousel__button"
              aria-controls={slidesId}
              aria-label={`Next ${itemLabel}`}
              onClick={() => go(current + 1)}
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
