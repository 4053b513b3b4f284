import type { BankAssessment } from './types';

export const ELEKTRO: BankAssessment = {
  id: 'elektro-grunnleggende',
  title: 'Elektro grunnleggende',
  description:
    'Grunnleggende elektrofag: Ohms lov, effekt, spenninger i norske nett, NEK 400, FEL og sikkert arbeid på elektriske anlegg.',
  skill: 'elektro',
  vocation: 'Elektro og datateknologi',
  trades: [
    'Elektriker',
    'Automatiker',
    'Energimontør',
    'Telekommunikasjonsmontør',
    'Dataelektroniker',
    'Heismontør',
  ],
  skillLevel: 'Nybegynner',
  estimatedMinutes: 12,
  badge: {
    name: 'Elektro grunnleggende',
    description: 'Bestod testen Elektro grunnleggende med minst 80 %.',
    icon: 'bolt',
  },
  recommendations: [
    'Øv på Ohms lov og effektformelen med regneoppgaver.',
    'Les DSBs veiledning om forskrift om elektriske lavspenningsanlegg (FEL).',
  ],
  questions: [
    {
      question: 'Hvilken sammenheng beskriver Ohms lov?',
      options: ['U = R · I', 'P = U / I', 'I = U · R', 'R = U · I'],
      correct: 0,
      explanation: 'Ohms lov: spenningen U er lik resistansen R ganget med strømmen I.',
    },
    {
      question: 'En motstand på 46 Ω er koblet til 230 V. Hvor stor blir strømmen?',
      options: ['0,2 A', '2 A', '5 A', '10 580 A'],
      correct: 2,
      explanation: 'I = U / R = 230 V / 46 Ω = 5 A.',
    },
    {
      question: 'En ovn trekker 10 A på 230 V. Hvor stor er effekten (ren resistiv last)?',
      options: ['23 W', '230 W', '2300 W', '23 000 W'],
      correct: 2,
      explanation: 'P = U · I = 230 V · 10 A = 2300 W.',
    },
    {
      question: 'Hvilke nominelle spenninger er vanlige i norske lavspenningsnett?',
      options: ['110 V og 220 V', '230 V og 400 V', '12 V og 24 V', '1000 V og 3000 V'],
      correct: 1,
      explanation:
        'Norske lavspenningsnett er vanligvis 230 V (IT- og TT-nett) eller 230/400 V (TN-nett).',
    },
    {
      question: 'Hvilken frekvens har vekselspenningen i det norske strømnettet?',
      options: ['16 Hz', '50 Hz', '60 Hz', '100 Hz'],
      correct: 1,
      explanation: 'Strømnettet i Norge og resten av Europa har en frekvens på 50 Hz.',
    },
    {
      question:
        'Hvilken norm brukes for å prosjektere og utføre elektriske lavspenningsinstallasjoner i Norge?',
      options: ['NEK 400', 'NS 3420', 'ISO 9001', 'TEK17'],
      correct: 0,
      explanation:
        'NEK 400 er normen for elektriske lavspenningsinstallasjoner. Anlegg som utføres etter den, regnes å oppfylle kravene i FEL.',
    },
    {
      question: 'Hva står FEL for?',
      options: [
        'Forskrift om elektriske lavspenningsanlegg',
        'Felles elektrisk lovverk',
        'Forskrift om elektrisk lys',
        'Faglig elektrisk logg',
      ],
      correct: 0,
      explanation:
        'FEL er forskrift om elektriske lavspenningsanlegg, som stiller krav til hvordan lavspenningsanlegg skal prosjekteres, utføres og vedlikeholdes.',
    },
    {
      question: 'Hvilken statlig etat har det overordnede ansvaret for elsikkerhet i Norge?',
      options: [
        'Direktoratet for samfunnssikkerhet og beredskap (DSB)',
        'Arbeidstilsynet',
        'Statens vegvesen',
        'Mattilsynet',
      ],
      correct: 0,
      explanation:
        'DSB forvalter el-tilsynsloven og forskriftene om elsikkerhet. Det lokale elektrisitetstilsynet (DLE) gjør tilsyn på vegne av DSB.',
    },
    {
      question: 'Hvilken farge har isolasjonen på beskyttelseslederen (jordlederen)?',
      options: ['Blå', 'Brun', 'Grønn og gul', 'Svart'],
      correct: 2,
      explanation:
        'Beskyttelseslederen skal alltid være grønn og gul. Blå brukes for nøytralleder.',
    },
    {
      question: 'Hva er hovedoppgaven til en jordfeilbryter?',
      options: [
        'Å måle strømforbruket',
        'Å koble ut kretsen når strøm lekker til jord, for å beskytte mot elektrisk støt',
        'Å øke spenningen i kursen',
        'Å dempe lyset gradvis',
      ],
      correct: 1,
      explanation:
        'En jordfeilbryter sammenligner strømmen som går ut og inn og kobler ut når noe lekker til jord, for eksempel gjennom et menneske.',
    },
    {
      question: 'Hvordan kobles et amperemeter når du skal måle strømmen i en krets?',
      options: [
        'Parallelt med lasten',
        'I serie med lasten',
        'Mellom fase og jord',
        'Det kobles ikke til kretsen',
      ],
      correct: 1,
      explanation:
        'Strøm måles i serie, slik at strømmen går gjennom instrumentet. Spenning måles parallelt.',
    },
    {
      question: 'To motstander på 10 Ω og 20 Ω er koblet i serie. Hva er den totale resistansen?',
      options: ['6,7 Ω', '10 Ω', '20 Ω', '30 Ω'],
      correct: 3,
      explanation: 'I en seriekobling legges resistansene sammen: 10 Ω + 20 Ω = 30 Ω.',
    },
    {
      question: 'To like motstander på 10 Ω er koblet i parallell. Hva er den totale resistansen?',
      options: ['5 Ω', '10 Ω', '20 Ω', '100 Ω'],
      correct: 0,
      explanation: 'To like motstander i parallell gir halvparten: 1 / (1/10 + 1/10) = 5 Ω.',
    },
    {
      question:
        'Anlegget er frakoblet og sikret mot innkobling. Hva må du gjøre før du begynner å arbeide på det?',
      options: [
        'Ingenting mer, det er trygt nå',
        'Kontrollere med et egnet instrument at anlegget er spenningsløst',
        'Slå på anlegget en gang for å teste',
        'Ta av deg vernehanskene',
      ],
      correct: 1,
      explanation:
        'Før arbeid på frakoblet anlegg skal man alltid måle at det er spenningsløst, og deretter jorde og kortslutte der det kreves.',
    },
  ],
};
