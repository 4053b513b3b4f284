import type { BankAssessment } from './types';

export const TEKNOLOGI: BankAssessment = {
  id: 'teknologi-og-industrifag',
  title: 'Teknologi- og industrifag',
  description:
    'Verneutstyr og sikkerhet ved maskiner, måleteknikk med skyvelære og mikrometer, toleranser og tekniske tegninger.',
  skill: 'teknologi',
  vocation: 'Teknologi- og industrifag',
  trades: [
    'Industrimekaniker',
    'Sveiser',
    'Platearbeider',
    'CNC-operatør',
    'Bilmekaniker',
    'Laborant',
  ],
  skillLevel: 'Nybegynner',
  estimatedMinutes: 10,
  badge: {
    name: 'Teknologi- og industrifag',
    description: 'Bestod testen Teknologi- og industrifag med minst 80 %.',
    icon: 'precision_manufacturing',
  },
  recommendations: [
    'Øv på å lese av skyvelære og mikrometer på verkstedet.',
    'Gå gjennom verkstedets rutiner for låsing og merking før vedlikehold.',
  ],
  questions: [
    {
      question:
        'Hvorfor skal du ikke bruke hansker når du arbeider ved en boremaskin eller dreiebenk?',
      options: [
        'Hanskene blir skitne',
        'Hanskene kan bli dratt inn av roterende deler, og hånden følger med',
        'Det er vanskeligere å se målene',
        'Hansker er bare påbudt om vinteren',
      ],
      correct: 1,
      explanation:
        'Roterende deler kan gripe tak i hansker, løse klær, smykker og langt hår og trekke kroppsdelen inn. Det gir alvorlige skader.',
    },
    {
      question: 'Hvilket verneutstyr er viktigst for øynene ved sliping og dreiing?',
      options: ['Solbriller', 'Vernebriller eller visir', 'Hørselvern', 'Hjelm'],
      correct: 1,
      explanation: 'Spon og slipestøv kan skade øynene. Vernebriller eller visir skal brukes.',
    },
    {
      question: 'Hva beskytter øynene mot lyset fra lysbuen ved sveising?',
      options: [
        'Vanlige vernebriller',
        'Sveisehjelm eller sveiseskjerm med riktig sveisefilter',
        'Solbriller',
        'Å lukke øynene',
      ],
      correct: 1,
      explanation:
        'Lysbuen gir sterkt ultrafiolett lys som skader øynene. Sveisefilteret må ha riktig mørkhetsgrad for prosessen.',
    },
    {
      question: 'Hva skal du gjøre før du starter vedlikehold på en maskin?',
      options: [
        'Slå av maskinen med startknappen og sette i gang',
        'Koble fra energien, låse og merke bryteren så ingen kan starte maskinen, og kontrollere at den står',
        'Be en kollega passe på startknappen',
        'Vente til pausen',
      ],
      correct: 1,
      explanation: 'Låsing og merking sikrer at maskinen ikke kan startes mens noen jobber på den.',
    },
    {
      question: 'Hva betyr CE-merket på en ny maskin?',
      options: [
        'At maskinen er laget i Europa',
        'At produsenten erklærer at maskinen oppfyller kravene i EØS-regelverket, blant annet maskinforskriften',
        'At maskinen er gratis å reparere',
        'At maskinen er kontrollert av Arbeidstilsynet',
      ],
      correct: 1,
      explanation:
        'Med CE-merket erklærer produsenten at maskinen oppfyller de grunnleggende helse- og sikkerhetskravene som gjelder for den.',
    },
    {
      question:
        'Hvilket måleverktøy er vanlig for å måle utvendige og innvendige mål med en nøyaktighet på 0,05 mm?',
      options: ['Tommestokk', 'Skyvelære', 'Målebånd', 'Vater'],
      correct: 1,
      explanation:
        'En skyvelære med nonius leses vanligvis av med 0,05 mm eller 0,02 mm nøyaktighet og måler både utvendig, innvendig og dybde.',
    },
    {
      question: 'Hvilken nøyaktighet har et vanlig utvendig mikrometer?',
      options: ['1 mm', '0,5 mm', '0,1 mm', '0,01 mm'],
      correct: 3,
      explanation: 'Et vanlig mikrometer leses av med 0,01 mm (en hundredels millimeter).',
    },
    {
      question: 'Et mål på tegningen er 50 ± 0,1 mm. Hvilket mål er godkjent?',
      options: ['49,8 mm', '49,95 mm', '50,2 mm', '51 mm'],
      correct: 1,
      explanation: 'Toleransen ± 0,1 mm betyr at målet skal ligge mellom 49,9 og 50,1 mm.',
    },
    {
      question: 'Hva betyr tegnet Ø foran et mål på en teknisk tegning?',
      options: ['Radius', 'Diameter', 'Overflateruhet', 'Vinkel'],
      correct: 1,
      explanation: 'Ø angir diameter. Radius angis med R.',
    },
    {
      question: 'En tegning har målestokk 1:2. Hva betyr det?',
      options: [
        'Tegningen er dobbelt så stor som delen',
        'Tegningen er halvparten så stor som delen',
        'Delen er 1 mm og tegningen 2 mm',
        'Tegningen er i full størrelse',
      ],
      correct: 1,
      explanation:
        'Målestokk 1:2 betyr at 1 mm på tegningen er 2 mm i virkeligheten: en forminskning.',
    },
    {
      question: 'Hva betyr gjengebetegnelsen M10?',
      options: [
        'Metrisk gjenge med nominell diameter 10 mm',
        'Gjenge med stigning 10 mm',
        'Mutter nummer 10',
        'Gjenge i tommer',
      ],
      correct: 0,
      explanation:
        'M står for metrisk ISO-gjenge, og tallet er nominell ytterdiameter i millimeter.',
    },
    {
      question: 'Hvor mange millimeter er én tomme?',
      options: ['10 mm', '12,7 mm', '25,4 mm', '30,48 mm'],
      correct: 2,
      explanation: 'Én tomme er nøyaktig 25,4 mm.',
    },
    {
      question:
        'Hvilket verktøy bruker du for å trekke til en bolt med foreskrevet tiltrekkingsmoment?',
      options: ['Fastnøkkel', 'Momentnøkkel', 'Tang', 'Hammer'],
      correct: 1,
      explanation:
        'En momentnøkkel viser eller begrenser dreiemomentet, så bolten blir trukket til med riktig kraft.',
    },
    {
      question: 'Hvilket av disse metallene er ikke magnetisk?',
      options: ['Konstruksjonsstål', 'Støpejern', 'Aluminium', 'Verktøystål'],
      correct: 2,
      explanation:
        'Aluminium er ikke magnetisk. Stål og støpejern inneholder jern og er magnetiske.',
    },
  ],
};
