import assistant from './screenshots/assistent.jpg';
import category from './screenshots/yrkesfag.jpg';
import register from './screenshots/registrering.jpg';
import type { Slide } from '../components/screenshot-carousel.tsx';

/** Real screenshots of the product, taken by `node scripts/screenshots.mjs` against a running suite. */
export const SCREENSHOTS: Slide[] = [
  {
    src: register,
    alt: 'Skjemaet for å opprette konto, med valg mellom elev og bedrift',
    caption: 'Opprett en gratis konto som elev eller bedrift på et minutt.',
  },
  {
    src: category,
    alt: 'Siden om elektrofag med utdanningsvei og tilgjengelige yrker',
    caption: 'Utforsk yrkesfagene: utdanningsvei, yrker og framtidsutsikter.',
  },
  {
    src: assistant,
    alt: 'Assistenten på FAQ-siden som svarer på et spørsmål om læretiden',
    caption: 'Spør assistenten om læretid, lønn og fagbrev – med kilde til svaret.',
  },
];
