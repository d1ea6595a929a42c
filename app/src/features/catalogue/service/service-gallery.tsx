import { useRef, useState } from 'react';
import { ZoomIcon } from '../../../components/screen-icons';
import { imageAlt } from './image-alt';
import { Lightbox } from './lightbox';
import './service-gallery.css';

interface ServiceGalleryProps {
  name: string;
  images: readonly string[];
}

/** The treatment's pictures: one large, thumbnails to switch, and a full-screen viewer. */
export function ServiceGallery({ name, images }: ServiceGalleryProps) {
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;

  return (
    <div className="gallery">
      <button
        ref={openerRef}
        type="button"
        className="gallery__main"
        onClick={() => setViewing(true)}
        aria-label={`Enlarge ${imageAlt(name, index, count)}`}
      >
        <img src={current} alt="" width="800" height="600" decoding="async" fetchPriority="high" />
        <span className="gallery__zoom" aria-hidden="true">
          <ZoomIcon />
        </span>
      </button>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label="More images">
          {images.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show image ${position + 1} of ${count}`}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
              >
                <img src={image} alt="" width="120" height="90" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Lightbox
        open={viewing}
        name={name}
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => {
          setViewing(false);
          openerRef.current?.focus();
        }}
      />
    </div>
  );
}
