import type { CategoryCard, CategorySlug } from '../types.ts';

/** What the landing page's cards show of each category, and the start of its article. */
export const CATEGORY_CARDS: Record<CategorySlug, CategoryCard> = {
  bygg: {
    slug: 'bygg',
    title: 'Bygg',
    summary:
      'Bli tømrer, rørlegger, murer eller maskinfører. Du bygger boliger, veier og anlegg over hele landet – og bransjen trenger nye fagfolk.',
  },
  elektro: {
    slug: 'elektro',
    title: 'Elektro',
    summary:
      'Bli elektriker, automatiker, energimontør eller dataelektroniker. Du jobber med strøm og teknologi som hele samfunnet er avhengig av.',
  },
  frisor: {
    slug: 'frisor',
    title: 'Frisør',
    summary:
      'For deg som er kreativ og liker å møte mennesker. Bli frisør, blomsterdekoratør eller jobb med interiør og utstillinger av varer.',
  },
  handverk: {
    slug: 'handverk',
    title: 'Håndverk',
    summary:
      'Lag ting som varer. Bli møbelsnekker, gullsmed, smed, skomaker eller en av mange andre håndverkere som tar vare på gamle tradisjoner.',
  },
  helse: {
    slug: 'helse',
    title: 'Helse',
    summary:
      'Hjelp mennesker i alle aldre. Bli helsefagarbeider, barne- og ungdomsarbeider, ambulansearbeider eller en av mange andre fagarbeidere.',
  },
  it: {
    slug: 'it',
    title: 'IT',
    summary:
      'Bli IT-utvikler, IT-driftstekniker eller mediedesigner. Du lager digitale løsninger og innhold som folk og bedrifter bruker hver dag.',
  },
  natur: {
    slug: 'natur',
    title: 'Natur',
    summary:
      'Jobb ute med dyr, planter, skog og fisk. Bli agronom, gartner, fisker, akvakulturoperatør eller skogsarbeider – over hele landet.',
  },
  restaurant: {
    slug: 'restaurant',
    title: 'Restaurant',
    summary:
      'Bli kokk, servitør, baker, konditor eller slakter. Du lager mat og gode opplevelser, og bransjen trenger flere faglærte.',
  },
  salg: {
    slug: 'salg',
    title: 'Salg',
    summary:
      'Ta fagbrev i salg, reiseliv, sikkerhet eller service og administrasjon. Du møter kunder og gjester og får virksomheter til å fungere.',
  },
  teknologi: {
    slug: 'teknologi',
    title: 'Teknologi',
    summary:
      'Bli industrimekaniker, sveiser, bilmekaniker, matros eller yrkessjåfør. Du holder maskiner, kjøretøy og industri i gang.',
  },
};
