import { NORWEGIAN_PLACES } from './norwegian-places';

export interface ResumeFacts {
  name: string | null;
  bio: string | null;
  location: string | null;
}

const NAME_WORD = /^[A-ZÆØÅÉ][a-zæøåéüöäè]+(?:-[A-ZÆØÅ][a-zæøåéüöäè]+)?$/;
const NOT_NAMES = new Set([
  'cv',
  'curriculum',
  'vitae',
  'personalia',
  'kontakt',
  'kontaktinformasjon',
  'profil',
  'om',
  'meg',
  'utdanning',
  'arbeidserfaring',
  'erfaring',
  'ferdigheter',
  'søknad',
  'resume',
  'side',
]);
const BIO_HEADINGS =
  /^(om meg|profil|personlig profil|profiltekst|sammendrag|kort om meg|presentasjon|about me|summary)\s*:?\s*$/i;
const NEXT_HEADING =
  /^(utdanning|arbeidserfaring|erfaring|ferdigheter|kompetanse|språk|referanser|kurs|sertifikater|personalia|kontakt(informasjon)?|hobbyer|interesser|verv|prosjekter)\s*:?\s*$/i;
const LABELLED = (label: string) => new RegExp(`^\\s*(?:${label})\\s*:\\s*(.+)$`, 'im');
const BIO_MAX = 600;

/**
 * What we can read off a CV's text without a language model: the name (a 'Navn:' line or the
 * first line that looks like a person's name), where they live (an address or place line, else
 * the first Norwegian place named) and the text under an 'Om meg'-like heading.
 */
export function readResumeFacts(text: string): ResumeFacts {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return { name: findName(text, lines), location: findLocation(text), bio: findBio(lines) };
}

function findName(text: string, lines: string[]): string | null {
  const labelled = LABELLED('navn|fullt navn|name').exec(text)?.[1].trim();
  if (labelled && looksLikeName(labelled)) return labelled;
  return lines.slice(0, 8).find(looksLikeName) ?? null;
}

function looksLikeName(line: string): boolean {
  const words = line.split(' ');
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((word) => NAME_WORD.test(word) && !NOT_NAMES.has(word.toLowerCase()))
  );
}

function findLocation(text: string): string | null {
  const labelled = LABELLED('adresse|bosted|sted|bor i|hjemsted|address').exec(text)?.[1];
  return (labelled && findPlace(labelled)) ?? findPlace(text);
}

/** A postcode's place ('7030 Trondheim') or the first known place, as the list spells it. */
function findPlace(text: string): string | null {
  const postcode = /\b\d{4} ([A-ZÆØÅ][\p{L}-]+(?: [A-ZÆØÅ][\p{L}-]+)?)/u.exec(text)?.[1];
  const known = (name: string) =>
    NORWEGIAN_PLACES.find((place) => place.toLowerCase() === name.toLowerCase());
  if (postcode) return known(postcode) ?? known(postcode.split(' ')[0]) ?? postcode;
  let best: { place: string; index: number } | null = null;
  for (const place of NORWEGIAN_PLACES) {
    const match = new RegExp(`(?<![\\p{L}-])${place}(?![\\p{L}-])`, 'u').exec(text);
    if (match && (!best || match.index < best.index)) best = { place, index: match.index };
  }
  return best?.place ?? null;
}

function findBio(lines: string[]): string | null {
  const start = lines.findIndex((line) => BIO_HEADINGS.test(line));
  if (start < 0) return null;
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (NEXT_HEADING.test(line) || BIO_HEADINGS.test(line)) break;
    body.push(line);
  }
  const bio = body.join(' ').trim();
  if (!bio) return null;
  if (bio.length <= BIO_MAX) return bio;
  // Cut at the last whole sentence that fits.
  const cut = bio.slice(0, BIO_MAX);
  const end = cut.lastIndexOf('. ');
  return end > 100 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}
