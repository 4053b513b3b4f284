import type { BankAssessment } from './types';

const IT_PROGRAMME = 'Informasjonsteknologi og medieproduksjon';

const itBadge = (title: string, icon: string) => ({
  name: title,
  description: `Bestod testen ${title} med minst 80 %.`,
  icon,
});

const JAVASCRIPT: BankAssessment = {
  id: 'javascript',
  title: 'JavaScript',
  description:
    'Grunnleggende JavaScript: variabler, typer, sammenligning, funksjoner, lister og asynkron kode.',
  skill: 'javascript',
  vocation: IT_PROGRAMME,
  trades: ['IT-utvikler'],
  skillLevel: 'Nybegynner',
  estimatedMinutes: 12,
  badge: itBadge('JavaScript', 'javascript'),
  recommendations: [
    'Les MDN sin JavaScript-guide om typer, funksjoner og løfter (promises).',
    'Skriv små programmer i nettleserens konsoll og se hva de gir.',
  ],
  questions: [
    {
      question: 'Hvilket nøkkelord lager en variabel som ikke kan tilordnes på nytt?',
      options: ['var', 'let', 'const', 'static'],
      correct: 2,
      explanation:
        'En variabel deklarert med const kan ikke tilordnes på nytt. Et objekt i den kan likevel endres.',
    },
    {
      question: 'Hva gir uttrykket 0.1 + 0.2 === 0.3?',
      options: ['true', 'false', 'En feil', 'undefined'],
      correct: 1,
      explanation:
        'Tall er flyttall (IEEE 754), og 0.1 + 0.2 blir 0.30000000000000004. Derfor er svaret false.',
    },
    {
      question: 'Hva er forskjellen på == og ===?',
      options: [
        'Ingen',
        '=== sammenligner uten typekonvertering, == konverterer typene først',
        '== sammenligner uten typekonvertering, === konverterer typene først',
        '=== brukes bare på tekst',
      ],
      correct: 1,
      explanation:
        '=== er streng likhet: verdi og type må være like. == konverterer først, så "1" == 1 er true.',
    },
    {
      question: 'Hva gir typeof null?',
      options: ['"null"', '"undefined"', '"object"', '"number"'],
      correct: 2,
      explanation: 'typeof null gir "object". Det er en kjent særhet fra språkets første versjon.',
    },
    {
      question: 'Hva gir [1, 2, 3].map((x) => x * 2)?',
      options: ['[1, 2, 3]', '[2, 4, 6]', '12', '[1, 4, 9]'],
      correct: 1,
      explanation: 'map lager en ny liste med resultatet av funksjonen for hvert element.',
    },
    {
      question: 'Hva gir [1, 2, 3, 4].filter((x) => x % 2 === 0)?',
      options: ['[1, 3]', '[2, 4]', 'true', '[1, 2, 3, 4]'],
      correct: 1,
      explanation: 'filter beholder elementene der funksjonen gir true: partallene 2 og 4.',
    },
    {
      question: 'Hva skriver console.log("5" + 3) ut?',
      options: ['8', '"53"', '53', 'NaN'],
      correct: 2,
      explanation: 'Med en tekst på én side blir + tekstsammenslåing: "5" + 3 blir teksten 53.',
    },
    {
      question: 'Hva gjør await foran et løfte (promise) i en async-funksjon?',
      options: [
        'Stopper hele programmet til løftet er oppfylt',
        'Venter på løftet i funksjonen uten å blokkere resten av programmet, og gir verdien',
        'Gjør løftet synkront for alltid',
        'Avbryter løftet',
      ],
      correct: 1,
      explanation:
        'await pauser bare den asynkrone funksjonen. Hendelsesløkken kjører annen kode imens.',
    },
    {
      question: 'Hvilken metode gjør et JavaScript-objekt om til en JSON-tekst?',
      options: ['JSON.parse', 'JSON.stringify', 'Object.toString', 'String.json'],
      correct: 1,
      explanation: 'JSON.stringify lager JSON-tekst. JSON.parse gjør det motsatte.',
    },
    {
      question:
        'Hva er verdien til en variabel som er deklarert med let, men ikke gitt noen verdi?',
      options: ['null', '0', 'undefined', '""'],
      correct: 2,
      explanation: 'En deklarert variabel uten verdi er undefined.',
    },
    {
      question:
        'Hva skjer om du bruker en variabel deklarert med let før linjen den deklareres på?',
      options: [
        'Den er undefined',
        'Det gir en ReferenceError',
        'Den er null',
        'Den får verdien 0',
      ],
      correct: 1,
      explanation:
        'let og const er i en «temporal dead zone» fram til deklarasjonen, og bruk før den gir ReferenceError.',
    },
    {
      question: 'Hvilken metode legger et element til på slutten av en liste?',
      options: ['push', 'pop', 'shift', 'slice'],
      correct: 0,
      explanation:
        'push legger til på slutten, pop fjerner fra slutten, shift fjerner fra starten.',
    },
  ],
};

const REACT: BankAssessment = {
  id: 'react',
  title: 'React',
  description: 'Komponenter, props, tilstand, effekter, lister og skjemaer i React.',
  skill: 'react',
  vocation: IT_PROGRAMME,
  trades: ['IT-utvikler'],
  skillLevel: 'Middels',
  estimatedMinutes: 12,
  badge: itBadge('React', 'code'),
  recommendations: [
    'Gå gjennom React-dokumentasjonens kapitler om tilstand og effekter (react.dev).',
    'Lag en liten gjøremålsliste med tilstand, lister og et skjema.',
  ],
  questions: [
    {
      question: 'Hva er props i React?',
      options: [
        'Data en komponent får fra forelderen sin',
        'Komponentens egen tilstand som den endrer selv',
        'CSS-stiler',
        'En database',
      ],
      correct: 0,
      explanation:
        'Props sendes inn fra forelderen og skal ikke endres av komponenten som får dem.',
    },
    {
      question: 'Hvilken hook gir en komponent tilstand?',
      options: ['useEffect', 'useState', 'useRef', 'useMemo'],
      correct: 1,
      explanation:
        'useState gir en verdi og en funksjon som setter ny verdi og tegner komponenten på nytt.',
    },
    {
      question: 'Hvorfor trenger elementer i en liste en key?',
      options: [
        'For styling',
        'Så React kan kjenne igjen hvert element mellom tegningene',
        'For å sortere lista',
        'Det trengs bare i klassekomponenter',
      ],
      correct: 1,
      explanation:
        'En stabil og unik key lar React se hvilke elementer som er lagt til, flyttet eller fjernet.',
    },
    {
      question: 'Når kjører en useEffect med en tom avhengighetsliste, useEffect(fn, [])?',
      options: [
        'Ved hver tegning',
        'Etter første tegning (når komponenten monteres)',
        'Aldri',
        'Før komponenten tegnes',
      ],
      correct: 1,
      explanation:
        'Med tom liste kjører effekten etter at komponenten er montert, og oppryddingen når den fjernes.',
    },
    {
      question:
        'Hva skjer om du endrer en tilstand direkte, for eksempel state.items.push(x), i stedet for å kalle set-funksjonen?',
      options: [
        'Komponenten tegnes alltid på nytt',
        'React merker ikke endringen, og komponenten tegnes ikke nødvendigvis på nytt',
        'React kaster en feil med en gang',
        'Det er den anbefalte måten',
      ],
      correct: 1,
      explanation:
        'Tilstand skal behandles som uforanderlig. Lag en ny liste og gi den til set-funksjonen.',
    },
    {
      question: 'Hva er JSX?',
      options: [
        'Et eget programmeringsspråk som kjører i nettleseren',
        'En syntaks som ligner HTML og blir oversatt til JavaScript-kall',
        'Et CSS-rammeverk',
        'En database for React',
      ],
      correct: 1,
      explanation: 'JSX oversettes til funksjonskall som lager React-elementer.',
    },
    {
      question: 'Hva er et kontrollert skjemafelt?',
      options: [
        'Et felt der verdien ligger i React-tilstand og oppdateres med onChange',
        'Et felt som er skjult',
        'Et felt som bare administratorer kan endre',
        'Et felt uten verdi',
      ],
      correct: 0,
      explanation:
        'I et kontrollert felt er React-tilstanden kilden til verdien, og onChange oppdaterer den.',
    },
    {
      question: 'Hva skriver du i JSX i stedet for HTML-attributtet class?',
      options: ['class', 'className', 'cssClass', 'style'],
      correct: 1,
      explanation: 'class er et reservert ord i JavaScript, så JSX bruker className.',
    },
    {
      question: 'Hvor kan hooks kalles?',
      options: [
        'Hvor som helst, også i løkker og if-setninger',
        'Bare på toppnivå i funksjonskomponenter og egne hooks',
        'Bare i klassekomponenter',
        'Bare i useEffect',
      ],
      correct: 1,
      explanation:
        'Hooks må kalles i samme rekkefølge hver gang, derfor bare på toppnivå i komponenter og egne hooks.',
    },
    {
      question: 'Hvordan sender et barn informasjon opp til forelderen?',
      options: [
        'Ved å endre forelderens props',
        'Ved å kalle en funksjon forelderen har sendt som prop',
        'Med en global variabel',
        'Det går ikke',
      ],
      correct: 1,
      explanation:
        'Forelderen sender en tilbakekallsfunksjon som prop, og barnet kaller den, for eksempel onChange.',
    },
    {
      question: 'Hva returnerer useRef?',
      options: [
        'Et objekt med egenskapen current som beholdes mellom tegningene',
        'En ny tilstand som tegner komponenten på nytt ved endring',
        'En liste med alle DOM-elementer',
        'En kopi av props',
      ],
      correct: 0,
      explanation:
        'useRef gir et objekt med current. Å endre current tegner ikke komponenten på nytt.',
    },
    {
      question: 'Hva er et fragment, <>…</>?',
      options: [
        'En måte å returnere flere elementer uten å legge til et ekstra element i DOM-en',
        'En feilmelding',
        'En kommentar',
        'Et skjult element',
      ],
      correct: 0,
      explanation: 'Et fragment grupperer barn uten å lage en ekstra node i DOM-en.',
    },
  ],
};

const NODE: BankAssessment = {
  id: 'nodejs',
  title: 'Node.js',
  description:
    'JavaScript på serveren: moduler, npm, hendelsesløkken, filer, HTTP og miljøvariabler.',
  skill: 'node.js',
  vocation: IT_PROGRAMME,
  trades: ['IT-utvikler'],
  skillLevel: 'Middels',
  estimatedMinutes: 12,
  badge: itBadge('Node.js', 'dns'),
  recommendations: [
    'Les Node.js-dokumentasjonen om hendelsesløkken og modulene fs og http.',
    'Lag en liten HTTP-server som leser en fil og svarer med innholdet.',
  ],
  questions: [
    {
      question: 'Hva er Node.js?',
      options: [
        'En nettleser',
        'Et kjøremiljø som kjører JavaScript utenfor nettleseren, bygd på V8',
        'En database',
        'Et CSS-rammeverk',
      ],
      correct: 1,
      explanation:
        'Node.js bruker JavaScript-motoren V8 og gir tilgang til filer, nettverk og prosesser.',
    },
    {
      question: 'Hvilken fil beskriver et Node.js-prosjekts avhengigheter og skript?',
      options: ['index.js', 'package.json', 'node.config', 'README.md'],
      correct: 1,
      explanation: 'package.json lister blant annet navn, versjon, avhengigheter og skript.',
    },
    {
      question: 'Hvilken kommando installerer avhengighetene i package.json?',
      options: ['node install', 'npm install', 'npm start', 'node package.json'],
      correct: 1,
      explanation:
        'npm install leser package.json (og låsefilen) og installerer pakkene i node_modules.',
    },
    {
      question: 'Hvorfor bør du unngå fs.readFileSync i en server som får mange forespørsler?',
      options: [
        'Den leser filen feil',
        'Den blokkerer hendelsesløkken til filen er lest, så andre forespørsler må vente',
        'Den virker bare på Windows',
        'Den sletter filen',
      ],
      correct: 1,
      explanation: 'Node.js kjører JavaScript i én tråd. Synkron I/O stopper alt annet imens.',
    },
    {
      question: 'Hvordan leser du miljøvariabelen PORT i Node.js?',
      options: ['process.env.PORT', 'env.get("PORT")', 'window.PORT', 'require("PORT")'],
      correct: 0,
      explanation: 'Miljøvariablene ligger i objektet process.env.',
    },
    {
      question: 'Hva gjør module.exports i en CommonJS-modul?',
      options: [
        'Bestemmer hva andre filer får når de importerer modulen med require',
        'Sletter modulen',
        'Starter serveren',
        'Installerer modulen fra npm',
      ],
      correct: 0,
      explanation: 'Det som tilordnes module.exports, er det require gir tilbake.',
    },
    {
      question: 'Hvilken innebygd modul brukes til å lage en enkel webserver uten rammeverk?',
      options: ['fs', 'path', 'http', 'os'],
      correct: 2,
      explanation: 'Modulen http har createServer, som tar imot forespørsler og sender svar.',
    },
    {
      question: 'Hva betyr statuskoden 404 i et HTTP-svar?',
      options: ['Alt gikk bra', 'Ressursen ble ikke funnet', 'Serverfeil', 'Ikke innlogget'],
      correct: 1,
      explanation:
        '404 Not Found: serveren fant ikke det som ble bedt om. 500 er serverfeil, 401 betyr ikke autentisert.',
    },
    {
      question: 'Hvorfor skal passord og API-nøkler ikke ligge i koden som sjekkes inn i git?',
      options: [
        'Koden blir tregere',
        'Alle med tilgang til koden og historikken kan lese dem; de hører hjemme i miljøvariabler eller et hemmelighetslager',
        'Git tillater ikke tall',
        'Det er ingen grunn',
      ],
      correct: 1,
      explanation:
        'Hemmeligheter i git-historikken lekker lett og er vanskelige å fjerne. Hent dem fra miljøet.',
    },
    {
      question:
        'Hvilken modul er best egnet til å sette sammen filstier som virker på alle operativsystemer?',
      options: ['path', 'http', 'url', 'events'],
      correct: 0,
      explanation: 'path.join bruker riktig skilletegn for operativsystemet.',
    },
    {
      question: 'Hva skjer med et løfte (promise) som avvises uten at noen fanger feilen?',
      options: [
        'Ingenting, feilen forsvinner alltid',
        'Node.js varsler om en ubehandlet avvisning, og i nyere versjoner avsluttes prosessen',
        'Løftet prøves på nytt automatisk',
        'Feilen skrives til en fil',
      ],
      correct: 1,
      explanation:
        'Fra Node.js 15 avslutter en ubehandlet avvisning prosessen som standard. Fang feil med try/catch eller .catch.',
    },
    {
      question: 'Hva er npm?',
      options: [
        'Node.js sin pakkebehandler og pakkeregister',
        'En testmotor',
        'En database',
        'En teksteditor',
      ],
      correct: 0,
      explanation: 'npm installerer, publiserer og kjører skript for pakker.',
    },
  ],
};

const PYTHON: BankAssessment = {
  id: 'python',
  title: 'Python',
  description:
    'Grunnleggende Python: typer, lister, ordbøker, løkker, funksjoner og feilhåndtering.',
  skill: 'python',
  vocation: IT_PROGRAMME,
  trades: ['IT-utvikler', 'IT-driftstekniker'],
  skillLevel: 'Nybegynner',
  estimatedMinutes: 12,
  badge: itBadge('Python', 'terminal'),
  recommendations: [
    'Gå gjennom den offisielle Python-opplæringen (docs.python.org/3/tutorial).',
    'Skriv små skript som leser en fil og teller ord.',
  ],
  questions: [
    {
      question: 'Hva skriver print(7 // 2) ut?',
      options: ['3.5', '3', '4', '1'],
      correct: 1,
      explanation: '// er heltallsdivisjon og runder ned: 7 // 2 er 3.',
    },
    {
      question: 'Hva skriver print(7 % 2) ut?',
      options: ['3', '1', '0', '3.5'],
      correct: 1,
      explanation: '% gir resten etter divisjon: 7 delt på 2 er 3 med rest 1.',
    },
    {
      question: 'Hva gir len([1, 2, 3])?',
      options: ['2', '3', '6', '[1, 2, 3]'],
      correct: 1,
      explanation: 'len gir antall elementer i lista.',
    },
    {
      question: 'Hvordan markerer Python hvilke linjer som hører til en løkke eller en funksjon?',
      options: ['Med krøllparenteser', 'Med innrykk', 'Med semikolon', 'Med end'],
      correct: 1,
      explanation: 'Python bruker innrykk for å avgrense blokker.',
    },
    {
      question: 'Hvilken datatype passer for oppslag fra navn til telefonnummer?',
      options: ['list', 'tuple', 'dict', 'set'],
      correct: 2,
      explanation:
        'En dict (ordbok) lagrer par av nøkkel og verdi, for eksempel {"Kari": "12345678"}.',
    },
    {
      question: 'Hva skriver print(list(range(3))) ut?',
      options: ['[1, 2, 3]', '[0, 1, 2]', '[0, 1, 2, 3]', '3'],
      correct: 1,
      explanation: 'range(3) gir tallene 0, 1 og 2: den starter på 0 og tar ikke med sluttverdien.',
    },
    {
      question: 'Hva er forskjellen på en list og en tuple?',
      options: [
        'Ingen',
        'En tuple kan ikke endres etter at den er laget, en list kan det',
        'En list kan bare inneholde tall',
        'En tuple er alltid sortert',
      ],
      correct: 1,
      explanation: 'Tupler er uforanderlige. Lister kan endres med blant annet append og remove.',
    },
    {
      question: 'Hvilket nøkkelord definerer en funksjon?',
      options: ['function', 'def', 'fun', 'func'],
      correct: 1,
      explanation: 'Funksjoner defineres med def, for eksempel def hils(navn):.',
    },
    {
      question:
        'Hvordan fanger du en feil, for eksempel når brukeren skriver bokstaver der du venter et tall?',
      options: ['try og except', 'catch og throw', 'if error', 'on error resume'],
      correct: 0,
      explanation:
        'Koden som kan feile, legges i try, og feilen håndteres i except, for eksempel except ValueError:.',
    },
    {
      question: 'Hva gir [x * x for x in [1, 2, 3]]?',
      options: ['[1, 2, 3]', '[2, 4, 6]', '[1, 4, 9]', '14'],
      correct: 2,
      explanation: 'Listeforståelsen lager en ny liste med kvadratet av hvert tall.',
    },
    {
      question: 'Hva skriver print("Hei" * 3) ut?',
      options: ['En feil', 'HeiHeiHei', 'Hei 3', 'Hei3'],
      correct: 1,
      explanation: 'En tekst ganget med et heltall gjentas så mange ganger.',
    },
    {
      question: 'Hvilken verdi har et uttrykk som None == False?',
      options: ['True', 'False', 'None', 'Det gir en feil'],
      correct: 1,
      explanation:
        'None er bare lik None. Både None og False regnes som usanne i en if, men de er ikke like.',
    },
  ],
};

const SQL: BankAssessment = {
  id: 'sql',
  title: 'SQL',
  description: 'Spørringer mot relasjonsdatabaser: SELECT, WHERE, JOIN, GROUP BY, NULL og nøkler.',
  skill: 'sql',
  vocation: IT_PROGRAMME,
  trades: ['IT-utvikler', 'IT-driftstekniker'],
  skillLevel: 'Nybegynner',
  estimatedMinutes: 12,
  badge: itBadge('SQL', 'storage'),
  recommendations: [
    'Øv på spørringer med JOIN og GROUP BY mot en liten eksempeldatabase.',
    'Les PostgreSQL-dokumentasjonens kapittel om spørringer.',
  ],
  questions: [
    {
      question: 'Hvilken kommando henter rader fra en tabell?',
      options: ['GET', 'SELECT', 'FETCH ROWS', 'READ'],
      correct: 1,
      explanation: 'SELECT henter data, for eksempel SELECT navn FROM elever.',
    },
    {
      question: 'Hvilken del av spørringen filtrerer radene før de grupperes?',
      options: ['ORDER BY', 'WHERE', 'HAVING', 'LIMIT'],
      correct: 1,
      explanation: 'WHERE filtrerer rader. HAVING filtrerer grupper etter GROUP BY.',
    },
    {
      question: 'Hvordan finner du radene der kolonnen epost mangler verdi?',
      options: [
        'WHERE epost = NULL',
        'WHERE epost IS NULL',
        "WHERE epost = ''",
        'WHERE epost == NULL',
      ],
      correct: 1,
      explanation: 'NULL er ukjent og er aldri lik noe, heller ikke NULL. Bruk IS NULL.',
    },
    {
      question: 'Hva gir en INNER JOIN mellom to tabeller?',
      options: [
        'Alle rader fra begge tabellene',
        'Bare radene som har en match i begge tabellene',
        'Alle rader fra venstre tabell',
        'Radene som ikke har match',
      ],
      correct: 1,
      explanation: 'INNER JOIN tar bare med par av rader der join-betingelsen er oppfylt.',
    },
    {
      question: 'Hva gir en LEFT JOIN når en rad i venstre tabell ikke har noen match?',
      options: [
        'Raden tas ikke med',
        'Raden tas med, og kolonnene fra høyre tabell blir NULL',
        'Spørringen feiler',
        'Raden dupliseres',
      ],
      correct: 1,
      explanation:
        'LEFT JOIN beholder alle rader fra venstre tabell og fyller inn NULL der høyre mangler.',
    },
    {
      question: 'Hvilken funksjon teller radene i hver gruppe?',
      options: ['SUM()', 'COUNT()', 'MAX()', 'TOTAL()'],
      correct: 1,
      explanation:
        'COUNT(*) teller rader, for eksempel SELECT klasse, COUNT(*) FROM elever GROUP BY klasse.',
    },
    {
      question: 'Hva er en primærnøkkel?',
      options: [
        'En kolonne eller kombinasjon av kolonner som identifiserer hver rad entydig',
        'Passordet til databasen',
        'Den første kolonnen i tabellen',
        'En indeks som bare kan inneholde tekst',
      ],
      correct: 0,
      explanation: 'En primærnøkkel er unik og aldri NULL, og den identifiserer raden.',
    },
    {
      question: 'Hva er en fremmednøkkel?',
      options: [
        'En kolonne som peker på primærnøkkelen i en annen tabell',
        'En nøkkel fra et annet land',
        'En kryptert kolonne',
        'En kolonne som ikke kan ha verdier',
      ],
      correct: 0,
      explanation: 'En fremmednøkkel sikrer at raden den peker på, finnes (referanseintegritet).',
    },
    {
      question: 'Hvilken kommando endrer verdier i rader som finnes fra før?',
      options: ['INSERT', 'UPDATE', 'ALTER', 'CHANGE'],
      correct: 1,
      explanation:
        'UPDATE tabell SET kolonne = verdi WHERE … endrer rader. ALTER endrer selve tabellen.',
    },
    {
      question: 'Hva skjer om du kjører DELETE FROM elever uten WHERE?',
      options: [
        'Ingenting',
        'Alle radene i tabellen slettes',
        'Bare den første raden slettes',
        'Tabellen slettes helt, også strukturen',
      ],
      correct: 1,
      explanation: 'Uten WHERE gjelder DELETE alle rader. Tabellen finnes fortsatt, men er tom.',
    },
    {
      question: 'Hvordan sorterer du resultatet med høyeste poengsum først?',
      options: ['ORDER BY poeng ASC', 'ORDER BY poeng DESC', 'SORT poeng', 'GROUP BY poeng'],
      correct: 1,
      explanation: 'DESC sorterer synkende. ASC, som er standard, sorterer stigende.',
    },
    {
      question:
        'Hvorfor bør verdier fra brukeren sendes som parametere i stedet for å limes inn i SQL-teksten?',
      options: [
        'For å hindre SQL-injeksjon',
        'For at spørringen skal bli kortere',
        'Fordi databasen ikke forstår tekst',
        'Det er ingen forskjell',
      ],
      correct: 0,
      explanation:
        'Med parametere blir brukerens tekst aldri tolket som SQL, så den kan ikke endre spørringen.',
    },
  ],
};

const UI_UX: BankAssessment = {
  id: 'ui-ux-design',
  title: 'UI/UX Design',
  description:
    'Brukeropplevelse og grensesnitt: brukerbehov, universell utforming, kontrast, hierarki og testing.',
  skill: 'ui/ux design',
  vocation: IT_PROGRAMME,
  trades: ['Mediedesigner', 'IT-utvikler'],
  skillLevel: 'Nybegynner',
  estimatedMinutes: 10,
  badge: itBadge('UI/UX Design', 'palette'),
  recommendations: [
    'Les Digitaliseringsdirektoratets sider om universell utforming (uutilsynet.no).',
    'Test en skisse med tre brukere og noter hvor de stopper opp.',
  ],
  questions: [
    {
      question: 'Hva er forskjellen på UI og UX?',
      options: [
        'Det er det samme',
        'UI er grensesnittet brukeren ser og bruker; UX er hele opplevelsen av å bruke produktet',
        'UX handler bare om farger',
        'UI handler bare om databaser',
      ],
      correct: 1,
      explanation:
        'UI (user interface) er knapper, tekst og oppsett. UX (user experience) er hvordan hele bruken oppleves.',
    },
    {
      question: 'Hvilke retningslinjer bygger kravene til universell utforming av nettsider på?',
      options: ['WCAG', 'ISO 9001', 'NEK 400', 'GDPR'],
      correct: 0,
      explanation:
        'WCAG (Web Content Accessibility Guidelines) er retningslinjene for tilgjengelig innhold på nett.',
    },
    {
      question: 'Hvilket kontrastforhold krever WCAG på nivå AA for vanlig brødtekst?',
      options: ['2:1', '3:1', '4,5:1', '10:1'],
      correct: 2,
      explanation: 'Vanlig tekst skal ha minst 4,5:1 mot bakgrunnen. Stor tekst kan ha 3:1.',
    },
    {
      question: 'Hvorfor skal bilder som formidler innhold, ha alternativ tekst?',
      options: [
        'For at de skal lastes raskere',
        'Slik at skjermlesere kan lese opp hva bildet viser',
        'For søkemotorenes skyld alene',
        'Det er bare pynt',
      ],
      correct: 1,
      explanation: 'Alternativ tekst gjør innholdet tilgjengelig for dem som ikke ser bildet.',
    },
    {
      question: 'Hvorfor bør du ikke bruke bare farge for å vise at et skjemafelt har feil?',
      options: [
        'Farger er dyre',
        'Personer med nedsatt fargesyn ser ikke forskjellen; vis også tekst eller ikon',
        'Rødt er ikke lov',
        'Det er helt greit',
      ],
      correct: 1,
      explanation:
        'Informasjon skal ikke formidles med farge alene. Skriv feilmeldingen i tekst ved feltet.',
    },
    {
      question: 'Hva er en persona?',
      options: [
        'En ekte kunde med navn og adresse',
        'En oppdiktet, men researchbasert beskrivelse av en typisk bruker',
        'Designerens egen profil',
        'En logo',
      ],
      correct: 1,
      explanation:
        'En persona samler behov og mål fra brukerinnsikt, så teamet husker hvem de designer for.',
    },
    {
      question: 'Hva er en wireframe?',
      options: [
        'En enkel skisse av oppsettet på en side, uten ferdig visuelt design',
        'Et ferdig design med farger og bilder',
        'Koden bak nettsiden',
        'En type kabel',
      ],
      correct: 0,
      explanation:
        'Wireframes viser struktur og innhold tidlig, slik at man kan teste og endre billig.',
    },
    {
      question: 'Hva er brukertesting?',
      options: [
        'At utviklerne tester koden',
        'At ekte brukere prøver løsningen på oppgaver mens man observerer hvor de får problemer',
        'En spørreundersøkelse om favorittfarge',
        'At sjefen godkjenner designet',
      ],
      correct: 1,
      explanation: 'Ved å se ekte brukere løse oppgaver finner man problemer man selv ikke ser.',
    },
    {
      question: 'Hva betyr visuelt hierarki?',
      options: [
        'At det viktigste på siden ser viktigst ut, med størrelse, plassering og kontrast',
        'At alle elementer har samme størrelse',
        'At menyen står øverst',
        'At sjefen bestemmer fargene',
      ],
      correct: 0,
      explanation: 'Et tydelig hierarki leder øyet til det viktigste først.',
    },
    {
      question: 'Hvorfor må en nettside kunne brukes med bare tastatur?',
      options: [
        'Det trengs ikke',
        'Mange bruker ikke mus, for eksempel personer med motoriske funksjonsnedsettelser eller skjermleserbrukere',
        'For at den skal bli raskere',
        'For å hindre kopiering',
      ],
      correct: 1,
      explanation: 'All funksjonalitet skal kunne nås med tastatur, med synlig fokus.',
    },
    {
      question: 'Hva betyr «mobil først» (mobile first)?',
      options: [
        'At man designer for små skjermer først og utvider for større',
        'At appen bare finnes på mobil',
        'At mobilbrukere betaler først',
        'At man tester på mobil til slutt',
      ],
      correct: 0,
      explanation:
        'Å starte med den minste skjermen tvinger fram prioritering av det viktigste innholdet.',
    },
    {
      question: 'Hvorfor bør like handlinger se like ut og ligge på samme sted i hele løsningen?',
      options: [
        'Konsistens gjør løsningen forutsigbar og lettere å lære',
        'Det sparer lagringsplass',
        'Det er et lovkrav for alle farger',
        'Det har ingen betydning',
      ],
      correct: 0,
      explanation: 'Når mønstre gjentas, kjenner brukeren dem igjen og slipper å lære på nytt.',
    },
  ],
};

/** The spec's popular skills, in the order of its buttons. */
export const IT_SKILLS: BankAssessment[] = [JAVASCRIPT, REACT, NODE, PYTHON, SQL, UI_UX];
