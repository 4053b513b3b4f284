import { keyframes } from '@emotion/react';

/**
 * An indeterminate progress bar's motion: a bar 40 % of the track wide slides across it. It moves
 * by `transform` alone, which the compositor draws without the main thread; MUI's own bars move
 * by `left` and `right`, laid out by the main thread every frame.
 */
const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const BAR_SLIDE = {
  width: '40%',
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', transform: 'translateX(75%)' },
} as const;
