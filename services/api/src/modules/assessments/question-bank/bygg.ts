import type { BankAssessment } from './types';

export const BYGG: BankAssessment = {
  id: 'bygg-og-anlegg-grunnleggende',
  title: 'Bygg og anlegg grunnleggende',
  description:
    'Sikkerhet og grunnleggende fagkunnskap på bygge- og anleggsplassen: fallsikring, stillas, SHA-plan, HMS-kort, støy, løft og måling.',
  skill: 'bygg',
  vocation: 'Bygg- og anleggsteknikk',
  trades: [
    'Tømrer',
    'Rørlegger',
    'Murer og flislegger',
    'Betongfagarbeider',
    'Maler',
    'Anleggsmaskinfører',
    'Anleggsgartner',
    'Blikkenslager',
  ],
  skillLevel: 'Nybegynner',
  estimatedMinutes: 10,
  badge: {
    name: 'Bygg og anlegg grunnleggende',
    description: 'Bestod testen Bygg og anlegg grunnleggende med minst 80 %.',
    icon: 'construction',
  },
  recommendations: [
    'Les Arbeidstilsynets sider om arbeid i høyden og stillas.',
    'Be bedriften din vise deg SHA-planen for byggeplassen du jobber på.',
  ],
  questions: [
    {
      question:
        'Fra hvilken fallhøyde skal det som hovedregel være sikring mot fall ved arbeid i høyden?',
      options: ['0,5 meter', '1 meter', '2 meter', '5 meter'],
      correct: 2,
      explanation:
        'Ved fare for fall på 2 meter eller mer skal det være sikring mot fall, helst kollektiv sikring som rekkverk. Også lavere fallhøyder kan kreve sikring etter en risikovurdering.',
    },
    {
      question: 'Hvilken type fallsikring skal velges først?',
      options: [
        'Personlig fallsikringsutstyr (sele)',
        'Kollektive tiltak, som rekkverk og stillas',
        'Å være forsiktig',
        'Hjelm',
      ],
      correct: 1,
      explanation:
        'Kollektive tiltak som rekkverk, stillas og sikkerhetsnett beskytter alle og går foran personlig verneutstyr som sele.',
    },
    {
      question: 'Hva er fotlistens oppgave på et stillas?',
      options: [
        'Å gjøre stillaset stivere',
        'Å hindre at verktøy og materialer faller ned',
        'Å merke hvor stillaset slutter',
        'Å være trinn når man går opp',
      ],
      correct: 1,
      explanation:
        'Fotlisten langs kanten av stillasdekket hindrer at gjenstander sklir ut og faller ned på folk under.',
    },
    {
      question: 'Hva må skje før et stillas tas i bruk?',
      options: [
        'Det må males',
        'Det må kontrolleres av en kompetent person og merkes med skilt',
        'Det må godkjennes av kommunen',
        'Ingenting, det kan brukes med en gang det står',
      ],
      correct: 1,
      explanation:
        'Stillaset skal kontrolleres før bruk og skiltes, slik at brukerne kan se at det er kontrollert og hva det tåler.',
    },
    {
      question: 'Hva er en SHA-plan?',
      options: [
        'En plan for sikkerhet, helse og arbeidsmiljø på bygge- eller anleggsplassen',
        'En tegning av bygget',
        'Et skjema for timelister',
        'En avfallsplan',
      ],
      correct: 0,
      explanation:
        'SHA-planen beskriver hvordan arbeidet skal gjennomføres trygt, med farlige arbeidsoperasjoner, tiltak og fremdrift.',
    },
    {
      question: 'Hvilken forskrift pålegger byggherren å sørge for SHA-plan?',
      options: [
        'Byggherreforskriften',
        'Internkontrollforskriften',
        'Matinformasjonsforskriften',
        'Forskrift om HMS-kort',
      ],
      correct: 0,
      explanation:
        'Byggherreforskriften gir byggherren ansvar for sikkerhet, helse og arbeidsmiljø i planleggingen og gjennomføringen av bygge- og anleggsprosjekter.',
    },
    {
      question: 'Hva er HMS-kortet (byggekortet)?',
      options: [
        'Et kort som gir rabatt på verneutstyr',
        'Et personlig ID-kort som alle som jobber på bygge- og anleggsplasser skal bære synlig',
        'Et kort som viser at du har førerkort for anleggsmaskin',
        'Et kort som bare lederen trenger',
      ],
      correct: 1,
      explanation:
        'HMS-kortet viser hvem du er og hvem du jobber for. Det skal bidra til ryddige forhold og hindre arbeidslivskriminalitet.',
    },
    {
      question:
        'Ved hvilket daglig støynivå skal arbeidsgiveren senest stille hørselvern til rådighet?',
      options: ['60 dB(A)', '70 dB(A)', '80 dB(A)', '100 dB(A)'],
      correct: 2,
      explanation:
        'Når den daglige støyeksponeringen er 80 dB(A) eller mer, skal hørselvern stilles til rådighet. Ved 85 dB(A) skal det brukes.',
    },
    {
      question: 'En last blir løftet med kran. Hva skal du aldri gjøre?',
      options: [
        'Bruke hjelm',
        'Gå eller stå under hengende last',
        'Holde avstand',
        'Følge signalene fra signalgiveren',
      ],
      correct: 1,
      explanation:
        'Du skal aldri oppholde deg under hengende last. Lasten kan falle hvis noe svikter.',
    },
    {
      question: 'Hvordan kan du kontrollere at et hjørne er 90 grader uten vinkel?',
      options: [
        'Med 3-4-5-metoden: 3 m langs den ene siden, 4 m langs den andre, da skal diagonalen være 5 m',
        'Ved å måle begge sidene og se at de er like lange',
        'Med et vater',
        'Det går ikke',
      ],
      correct: 0,
      explanation:
        'Etter Pytagoras er 3² + 4² = 5². Er diagonalen 5 når sidene er 3 og 4, er vinkelen rett.',
    },
    {
      question:
        'Hvilket helsefarlig materiale kan du finne når du river i eldre bygg, særlig fra før 1985?',
      options: ['Asbest', 'Gips', 'Tre', 'Glass'],
      correct: 0,
      explanation:
        'Asbest ble brukt i mange byggevarer før forbudet. Asbeststøv kan gi alvorlige lungesykdommer, og arbeid med asbest krever tillatelse og særskilt opplæring.',
    },
    {
      question:
        'Hvor stor andel av byggavfallet skal minst sorteres i ulike avfallstyper etter TEK17?',
      options: ['10 %', '40 %', '70 %', '100 %'],
      correct: 2,
      explanation:
        'Byggteknisk forskrift (TEK17) krever at minst 70 vektprosent av avfallet fra byggearbeid sorteres i ulike avfallsfraksjoner.',
    },
    {
      question: 'Hvor bratt bør en stige som lenes mot en vegg, stå?',
      options: [
        'Omtrent 1 til 4: én meter ut fra veggen for hver fjerde meter opp',
        'Helt loddrett',
        '45 grader',
        'Så slakt som mulig',
      ],
      correct: 0,
      explanation:
        'Forholdet 1:4 (omtrent 75 grader) gir en stige som verken glir ut nederst eller tipper bakover.',
    },
  ],
};
