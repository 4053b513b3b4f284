import type { BankAssessment } from './types';

export const HELSE: BankAssessment = {
  id: 'helsearbeiderfaget',
  title: 'Helsearbeiderfaget',
  description:
    'Smittevern, taushetsplikt, pasient- og brukerrettigheter, dokumentasjon og vitale tegn for deg som vil bli helsefagarbeider.',
  skill: 'helse',
  vocation: 'Helse- og oppvekstfag',
  trades: ['Helsefagarbeider', 'Ambulansearbeider', 'Apotektekniker', 'Barne- og ungdomsarbeider'],
  skillLevel: 'Nybegynner',
  estimatedMinutes: 10,
  badge: {
    name: 'Helsearbeiderfaget',
    description: 'Bestod testen Helsearbeiderfaget med minst 80 %.',
    icon: 'medical_services',
  },
  recommendations: [
    'Les Folkehelseinstituttets råd om basale smittevernrutiner og håndhygiene.',
    'Les helsepersonelloven kapittel 5 om taushetsplikt.',
  ],
  questions: [
    {
      question: 'Hva er det viktigste enkelttiltaket for å hindre smitte i helsetjenesten?',
      options: ['Munnbind', 'Håndhygiene', 'Antibiotika', 'Å åpne vinduet'],
      correct: 1,
      explanation:
        'God håndhygiene, med håndvask eller hånddesinfeksjon, er det viktigste enkelttiltaket mot spredning av smitte.',
    },
    {
      question: 'Hva er basale smittevernrutiner?',
      options: [
        'Rutiner som bare gjelder når pasienten har en kjent smitte',
        'Rutiner som skal følges ved all pasientkontakt, uansett om smitte er kjent',
        'Rutiner for rengjøring av kontorer',
        'Vaksinasjonsprogrammet for barn',
      ],
      correct: 1,
      explanation:
        'Basale smittevernrutiner, som håndhygiene, riktig bruk av hansker og håndtering av avfall, gjelder overfor alle pasienter hele tiden.',
    },
    {
      question: 'Du har brukt hansker under stell. Hva gjør du etterpå?',
      options: [
        'Beholder hanskene på til neste pasient',
        'Tar av hanskene og utfører håndhygiene',
        'Vasker hanskene med sprit og bruker dem videre',
        'Ingenting, hanskene har beskyttet hendene',
      ],
      correct: 1,
      explanation:
        'Hansker erstatter ikke håndhygiene. De skal tas av rett etter bruk, og hendene skal vaskes eller desinfiseres.',
    },
    {
      question: 'Hvilken smittemåte er den vanligste i helsetjenesten?',
      options: ['Kontaktsmitte', 'Blodsmitte', 'Smitte via vann', 'Smitte via insekter'],
      correct: 0,
      explanation:
        'Kontaktsmitte, direkte eller via hender og gjenstander, er den vanligste smittemåten, og derfor er håndhygiene så viktig.',
    },
    {
      question: 'Hvilken lov pålegger helsepersonell taushetsplikt?',
      options: [
        'Helsepersonelloven',
        'Arbeidsmiljøloven',
        'Opplæringsloven',
        'Forvaltningsloven alene',
      ],
      correct: 0,
      explanation:
        'Helsepersonelloven § 21 sier at helsepersonell skal hindre at andre får adgang eller kjennskap til opplysninger om folks helse eller sykdomsforhold.',
    },
    {
      question: 'En nabo spør deg hvordan det går med en pasient du steller. Hva svarer du?',
      options: [
        'Forteller kort hvordan det går',
        'Sier at du har taushetsplikt og ikke kan si noe om pasienter',
        'Forteller det hvis naboen er i familie',
        'Ber naboen spørre en kollega',
      ],
      correct: 1,
      explanation:
        'Taushetsplikten gjelder også om at en person er pasient. Du kan ikke gi opplysninger til uvedkommende.',
    },
    {
      question:
        'Hvilken lov gir pasienter rett til informasjon, medvirkning og innsyn i journalen?',
      options: [
        'Pasient- og brukerrettighetsloven',
        'Arbeidsmiljøloven',
        'Matloven',
        'Plan- og bygningsloven',
      ],
      correct: 0,
      explanation:
        'Pasient- og brukerrettighetsloven gir blant annet rett til medvirkning, informasjon og innsyn i egen journal.',
    },
    {
      question: 'Hva er hovedregelen før du gir helsehjelp?',
      options: [
        'Pasienten må ha samtykket',
        'Pårørende må ha skrevet under',
        'Legen må være til stede',
        'Det trengs ingen samtykke',
      ],
      correct: 0,
      explanation:
        'Etter pasient- og brukerrettighetsloven kan helsehjelp som hovedregel bare gis med pasientens samtykke.',
    },
    {
      question: 'Hvorfor skal helsepersonell dokumentere helsehjelpen de gir i journalen?',
      options: [
        'Det er ikke påkrevd',
        'Helsepersonelloven krever det, og det sikrer at neste vakt vet hva som er gjort',
        'For å kunne sende faktura',
        'Bare når pasienten ber om det',
      ],
      correct: 1,
      explanation:
        'Helsepersonell har dokumentasjonsplikt. Journalen sikrer kontinuitet og kvalitet i behandlingen.',
    },
    {
      question: 'Hva er normal hvilepuls for en frisk voksen?',
      options: [
        '30–40 slag per minutt',
        '60–100 slag per minutt',
        '120–150 slag per minutt',
        '160–180 slag per minutt',
      ],
      correct: 1,
      explanation: 'Normal hvilepuls for voksne ligger mellom omtrent 60 og 100 slag per minutt.',
    },
    {
      question: 'Hvilket blodtrykk regnes som normalt for en frisk voksen?',
      options: [
        'Rundt 80/40 mmHg',
        'Rundt 120/80 mmHg',
        'Rundt 180/110 mmHg',
        'Rundt 220/130 mmHg',
      ],
      correct: 1,
      explanation:
        'Et blodtrykk rundt 120/80 mmHg regnes som normalt. Verdier over 140/90 mmHg regnes som høyt blodtrykk.',
    },
    {
      question: 'Hva er det viktigste for å forebygge trykksår hos en sengeliggende pasient?',
      options: [
        'Å holde pasienten i ro i samme stilling',
        'Regelmessig stillingsendring og trykkavlastning',
        'Å gi mer smertestillende',
        'Å senke romtemperaturen',
      ],
      correct: 1,
      explanation:
        'Trykksår oppstår når vev utsettes for trykk over tid. Hyppig stillingsendring og avlastende underlag forebygger dem.',
    },
    {
      question: 'Du oppdager at du har gitt en pasient feil medisin. Hva gjør du?',
      options: [
        'Venter og ser om pasienten får plager',
        'Sier fra med en gang til sykepleier eller lege og melder avvik',
        'Gir pasienten riktig medisin i tillegg og sier ingenting',
        'Skriver det i journalen neste dag',
      ],
      correct: 1,
      explanation:
        'Feil skal meldes straks, slik at pasienten kan følges opp. Avviksmeldingen hjelper virksomheten å hindre at det skjer igjen.',
    },
  ],
};
