import type { ElementType, ReactNode } from 'react';
import { useReveal } from './use-reveal';
import './reveal.css';

interface RevealProps {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  /** Staggers siblings: 0, 1, 2... each 100 ms later. */
  order?: number;
  id?: string;
  'aria-labelledby'?: string;
}

/** A block that fades up into place the first time it scrolls into view. */
export function Reveal({ children, as: Tag = 'div', className = '', order = 0, ...rest }: RevealProps) {
  const ref = useReveal<HTMLElement>();
  return (
    <Tag ref={ref} className={`reveal reveal--order-${Math.min(order, 5)} ${className}`.trim()} {...rest}>
      {children}
    </Tag>
  );
}
