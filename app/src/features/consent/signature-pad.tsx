import { type PointerEvent, useEffect, useRef, useState } from 'react';

interface SignaturePadProps {
  id: string;
  disabled: boolean;
  /** The drawing as a PNG data URL, or undefined once cleared. */
  onChange(dataUrl: string | undefined): void;
}

/**
 * A drawn signature with a finger (issue 27 item 4), on touch screens only: the typed name is the
 * signature everywhere, and keyboard and mouse users sign with it alone. The canvas is drawn at the
 * screen's pixel density and sent as a PNG, a few kilobytes for a signature.
 */
export function SignaturePad({ id, disabled, onChange }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const scale = Math.min(window.devicePixelRatio || 1, 2);
    element.width = Math.round(element.clientWidth * scale);
    element.height = Math.round(element.clientHeight * scale);
    const context = element.getContext('2d');
    if (!context) return;
    context.scale(scale, scale);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1f2a44';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const context = event.currentTarget.getContext('2d');
    const [x, y] = point(event);
    context?.beginPath();
    context?.moveTo(x, y);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const [x, y] = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    setDrawn(true);
    onChange(event.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    setDrawn(false);
    onChange(undefined);
  };

  return (
    <div className="signature-pad">
      <p className="signature-pad__label" id={`${id}-label`}>
        Draw your signature with your finger
      </p>
      <canvas
        ref={canvas}
        id={id}
        className="signature-pad__canvas"
        role="img"
        aria-labelledby={`${id}-label`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <button
        type="button"
        className="button button--ghost signature-pad__clear"
        onClick={clear}
        disabled={disabled || !drawn}
      >
        Clear signature
      </button>
    </div>
  );
}
