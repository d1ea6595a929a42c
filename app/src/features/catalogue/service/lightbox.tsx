import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../components/icons';
import { imageAlt } from './image-alt';
import './lightbox.css';

interface LightboxProps {
  open: boolean;
  name: string;
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A native modal <dialog>: the browser traps focus inside and closes it on Escape; we return focus
 * to the image that opened it (through onClose) and let the arrow keys page through the images.
 */
export function Lightbox({ open, name, images, index, onIndexChange, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const count = images.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const go = (step: number) => onIndexChange((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  // A click on the backdrop lands on the dialog element itself.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  };
  const image = images[index];

  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={`${name}: image viewer`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {open && image ? (
        <div className="lightbox__frame">
          <img src={image} alt={imageAlt(name, index, count)} width="1200" height="900" decoding="async" />
          <div className="lightbox__bar">
            {count > 1 ? (
              <button
                type="button"
                className="lightbox__button"
                aria-label="Previous image"
                onClick={() => go(-1)}
              >
                <ChevronLeftIcon />
              </button>
            ) : null}
            <p className="lightbox__counter" aria-live="polite">
              {index + 1} / {count}
            </p>
            {count > 1 ? (
              <button
                type="button"
                className="lightbox__button"
                aria-label="Next image"
                onClick={() => go(1)}
              >
                <ChevronRightIcon />
              </button>
            ) : null}
          </div>
          <button
            type="button"
            className="lightbox__button lightbox__close"
            aria-label="Close image viewer"
            onClick={() => dialogRef.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
