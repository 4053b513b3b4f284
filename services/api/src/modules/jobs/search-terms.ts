import { VOCATION_NAMES } from '../vocations/vocation-names';

/** One word of a search and what else it stands for. */
export interface SearchTerm {
  /** The word as typed (lower case). */
  term: string;
  /** The word and its synonyms; each also finds the compounds that contain it. */
  variants: string[];
  /** Names of the trades the word names, directly or through its programme. */
  vocations: string[];
}

/** Words that mean the same to someone looking for an apprenticeship. */
const SYNONYMS: string[][] = [
  ['lærling', 'lærlingplass', 'læreplass', 'lærlingeplass', 'læreplasser'],
  ['elektriker', 'elektro', 'elektrofag'],
  ['kokk', 'kjøkken'],
  ['snekker', 'tømrer'],
];

/** The ten vocational programmes (utdanningsprogram) and the trades each leads to. */
const PROGRAMMES: Record<string, string[]> = {
  'Bygg- og anleggsteknikk': [
    'Tømrer',
    'Rørlegger',
    'Murer og flislegger',
    'Betongfagarbeider',
    'Maler',
    'Anleggsmaskinfører',
    'Anleggsgartner',
    'Blikkenslager',
  ],
  'Elektro og datateknologi': [
    'Elektriker',
    'Automatiker',
    'Energimontør',
    'Telekommunikasjonsmontør',
    'Dataelektroniker',
    'Heismontør',
  ],
  'Frisør, blomster, interiør og eksponeringsdesign': [
    'Frisør',
    'Blomsterdekoratør',
    'Interiørkonsulent',
  ],
  'Håndverk, design og produktutvikling': ['Møbelsnekker', 'Gullsmed'],
  'Helse- og oppvekstfag': [
    'Helsefagarbeider',
    'Barne- og ungdomsarbeider',
    'Ambulansearbeider',
    'Apotektekniker',
  ],
  'Informasjonsteknologi og medieproduksjon': ['IT-utvikler', 'IT-driftstekniker', 'Mediedesigner'],
  Naturbruk: ['Agronom', 'Gartner', 'Akvakulturoperatør', 'Skogsarbeider'],
  'Restaurant- og matfag': ['Kokk', 'Servitør', 'Baker', 'Konditor', 'Kjøttskjærer'],
  'Salg, service og reiseliv': [
    'Salgsmedarbeider',
    'Resepsjonist',
    'Kontormedarbeider',
    'Sikkerhetsvakt',
  ],
  'Teknologi- og industrifag': [
    'Industrimekaniker',
    'Sveiser',
    'Platearbeider',
    'CNC-operatør',
    'Bilmekaniker',
    'Billakkerer',
    'Laborant',
    'Yrkessjåfør',
    'Logistikkoperatør',
  ],
};

/** Small words that say nothing about a job ('Elektro og datateknologi'). */
const STOP_WORDS = new Set(['og', 'i', 'på', 'til', 'for', 'med', 'av', 'en', 'et', 'som', 'the']);
/** Words shorter than this name no trade: 'el' would otherwise pick half the list. */
const MIN_TRADE_PREFIX = 3;
const MAX_TERMS = 8;

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

const programmeWords = Object.entries(PROGRAMMES).map(([name, trades]) => ({
  words: words(name),
  trades,
}));
const tradeWords = VOCATION_NAMES.map((name) => ({ words: words(name), name }));

/** The trades a word names: a trade whose name has a word starting with it, or its programme's. */
export function tradesFor(term: string): string[] {
  if (term.length < MIN_TRADE_PREFIX || STOP_WORDS.has(term)) return [];
  const found = new Set<string>();
  for (const trade of tradeWords) {
    if (trade.words.some((word) => word.startsWith(term))) found.add(trade.name);
  }
  for (const programme of programmeWords) {
    if (programme.words.some((word) => word.startsWith(term))) {
      programme.trades.forEach((trade) => found.add(trade));
    }
  }
  return [...found];
}

/** The words of a search, each with its synonyms and the trades it names. */
export function searchTerms(q: string): SearchTerm[] {
  const all = words(q);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  return [...new Set(meaningful.length > 0 ? meaningful : all)].slice(0, MAX_TERMS).map((term) => ({
    term,
    variants: [term, ...(SYNONYMS.find((group) => group.includes(term)) ?? [])].filter(
      (word, index, list) => list.indexOf(word) === index,
    ),
    vocations: tradesFor(term),
  }));
}
