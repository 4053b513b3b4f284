import assistant from './screenshots/assistent.jpg';
import category from './screenshots/yrkesfag.jpg';
import register from './screenshots/registrering.jpg';
import type { Slide } from '../components/screenshot-carousel.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.screenshots;

/** Real screenshots of the product, taken by `node scripts/screenshots.mjs` against a running suite. */
export const SCREENSHOTS: Slide[] = [
  { src: register, ...T.register },
  { src: category, ...T.category },
  { src: assistant, ...T.assistant },
];
