/** The fifteen counties (fylker) from 2024. */
export const FYLKER = [
  'Agder',
  'Akershus',
  'Buskerud',
  'Finnmark',
  'Innlandet',
  'Møre og Romsdal',
  'Nordland',
  'Oslo',
  'Rogaland',
  'Telemark',
  'Troms',
  'Trøndelag',
  'Vestfold',
  'Vestland',
  'Østfold',
] as const;
export type Fylke = (typeof FYLKER)[number];

/** The placeholders of the Send Email text, replaced with the school's name and county. */
export const SCHOOL_PLACEHOLDERS = { name: '{schoolName}', region: '{region}' } as const;

export const SCHOOL_MESSAGES = {
  loadFailed: 'Klarte ikke å hente skoler.',
  sendFailed: 'Kunne ikke sende e-post.',
  sent: (school: string) => `E-post sendt til ${school}.`,
  notFound: 'Fant ikke skolen.',
  duplicate: 'Det finnes allerede en skole med dette navnet i fylket.',
  alreadyContacted: 'Skolen er allerede kontaktet.',
  nameRequired: 'Skolenavn er påkrevd',
  regionInvalid: 'Velg et fylke',
  addressRequired: 'Adresse er påkrevd',
  emailInvalid: 'Vennligst angi en gyldig e-post',
  emailContentRequired: 'Skriv en melding',
  saved: 'Skolen er lagret.',
  saveFailed: 'Kunne ikke lagre skolen.',
  imported: (count: number) => `${count} ${count === 1 ? 'skole' : 'skoler'} importert.`,
  importFailed: 'Kunne ikke importere skolene.',
  csvEmpty: 'CSV-filen er tom.',
  csvHeader: 'CSV-filen må ha kolonnene navn, fylke, adresse og e-post på første linje.',
  csvLine: (line: number, problem: string) => `Linje ${line} i CSV-filen: ${problem}`,
  csvColumns: 'feil antall kolonner',
  csvTooLarge: 'CSV-filen er for stor (over 500 kB). Del den opp i flere filer.',
} as const;

/**
 * The largest CSV file the import takes: its text goes as JSON, where quotes and line breaks
 * can double in length, in a request the API caps at 1 MB.
 */
export const SCHOOL_CSV_MAX_BYTES = 500_000;

/** A school as GET /api/schools answers it (seed 2, section 3). */
export interface School {
  school_id: string;
  school_name: string;
  region: Fylke;
  address: string;
  email: string;
  /** True when the address is a made-up example, not the school's own. */
  email_is_example: boolean;
  /** The spec's string form: 'true' once the school has been e-mailed. */
  contacted: 'true' | 'false';
}

/** The text with the school's name and county in place of the placeholders. */
export function fillSchoolPlaceholders(
  text: string,
  school: Pick<School, 'school_name' | 'region'>,
) {
  return text
    .replaceAll(SCHOOL_PLACEHOLDERS.name, school.school_name)
    .replaceAll(SCHOOL_PLACEHOLDERS.region, school.region);
}
