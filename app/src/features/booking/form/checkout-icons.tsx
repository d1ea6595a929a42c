import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

/** A phone holding something safe: the submission is kept on the device. */
export const SavedOnPhoneIcon = (props: IconProps) => (
  <svg {...base} aria-hidden="true" {...props}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.2" />
    <path d="M10.5 18.5h3" />
    <path d="M9.3 10.4l1.9 1.9 3.6-3.8" />
  </svg>
);

/** An hourglass for the booking countdown. */
export const HourglassIcon = (props: IconProps) => (
  <svg {...base} aria-hidden="true" {...props}>
    <path d="M7 3h10M7 21h10" />
    <path d="M8 3c0 4 4 5 4 9s-4 5-4 9M16 3c0 4-4 5-4 9s4 5 4 9" />
  </svg>
);
