import type { BankAssessment } from './types';

export const HMS: BankAssessment = {
  id: 'hms-pa-arbeidsplassen',
  title: 'HMS på arbeidsplassen',
  description:
    'Helse, miljø og sikkerhet for alle yrkesfag: arbeidsmiljøloven, internkontroll, verneombud, risikovurdering og hva du gjør når noe går galt.',
  skill: 'hms',
  vocation: 'Alle yrkesfag',
  trades: [],
  skillLevel: 'Nybegynner',
  estimatedMinutes: 10,
  badge: {
    name: 'HMS-kyndig',
    description: 'Bestod testen HMS på arbeidsplassen med minst 80 %.',
    icon: 'health_and_safety',
  },
  recommendations: [
    'Les Arbeidstilsynets sider om HMS og internkontroll.',
    'Spør verneombudet eller lærlingansvarlig om hvordan HMS-arbeidet er organisert hos dere.',
  ],
  questions: [
    {
      question: 'Hva står forkortelsen HMS for?',
      options: [
        'Helse, miljø og sikkerhet',
        'Hjelp, mat og søvn',
        'Helse, måling og styring',
        'Hygiene, miljø og samarbeid',
      ],
      correct: 0,
      explanation:
        'HMS betyr helse, miljø og sikkerhet, og handler om å forebygge skader og sykdom.',
    },
    {
      question: 'Hvilken lov er hovedloven for arbeidsmiljøet på norske arbeidsplasser?',
      options: [
        'Plan- og bygningsloven',
        'Arbeidsmiljøloven',
        'Forurensningsloven',
        'Forbrukerkjøpsloven',
      ],
      correct: 1,
      explanation:
        'Arbeidsmiljøloven skal sikre et arbeidsmiljø som gir full trygghet mot fysiske og psykiske skadevirkninger.',
    },
    {
      question: 'Hvilken forskrift krever at virksomheter arbeider systematisk med HMS?',
      options: [
        'Internkontrollforskriften',
        'Byggteknisk forskrift (TEK17)',
        'Matinformasjonsforskriften',
        'Forskrift om elektriske lavspenningsanlegg',
      ],
      correct: 0,
      explanation:
        'Internkontrollforskriften pålegger virksomheter å kartlegge farer, sette inn tiltak og dokumentere det systematiske HMS-arbeidet.',
    },
    {
      question: 'Hvem har hovedansvaret for at arbeidsmiljøloven blir fulgt i virksomheten?',
      options: ['Verneombudet', 'Arbeidstilsynet', 'Arbeidsgiveren', 'Den enkelte arbeidstakeren'],
      correct: 2,
      explanation:
        'Arbeidsgiveren skal sørge for at bestemmelsene i arbeidsmiljøloven overholdes. Arbeidstakerne har medvirkningsplikt, men hovedansvaret er arbeidsgiverens.',
    },
    {
      question: 'Fra hvor mange arbeidstakere skal en virksomhet som hovedregel ha verneombud?',
      options: ['5', '10', '30', '50'],
      correct: 1,
      explanation:
        'Virksomheter med minst 10 arbeidstakere skal velge verneombud. Har virksomheten færre, kan partene avtale en annen ordning.',
    },
    {
      question: 'Fra hvor mange arbeidstakere skal en virksomhet ha arbeidsmiljøutvalg (AMU)?',
      options: ['10', '20', '50', '100'],
      correct: 2,
      explanation:
        'Virksomheter der det jevnlig er minst 50 arbeidstakere, skal ha arbeidsmiljøutvalg. Med mellom 20 og 50 skal det opprettes når en av partene krever det.',
    },
    {
      question:
        'Verneombudet mener det er umiddelbar fare for arbeidstakernes liv eller helse. Hva kan verneombudet gjøre?',
      options: [
        'Ingenting før Arbeidstilsynet har vært på stedet',
        'Stanse det farlige arbeidet til arbeidsgiveren eller Arbeidstilsynet har tatt stilling',
        'Gi arbeidsgiveren bot',
        'Si opp den ansvarlige lederen',
      ],
      correct: 1,
      explanation:
        'Verneombudet kan stanse arbeidet når det mener at det er umiddelbar fare for liv eller helse, og faren ikke straks kan avverges på annen måte.',
    },
    {
      question:
        'Hvilken etat fører tilsyn med at arbeidsmiljøloven følges på de fleste arbeidsplasser på land?',
      options: ['Mattilsynet', 'Arbeidstilsynet', 'NAV', 'Statens vegvesen'],
      correct: 1,
      explanation:
        'Arbeidstilsynet fører tilsyn med arbeidsmiljøet, kan gi pålegg og stanse virksomhet ved fare.',
    },
    {
      question:
        'Du oppdager en feil på en maskin som kan føre til skade. Hva er din plikt som arbeidstaker?',
      options: [
        'Fortsette å jobbe og nevne det på neste personalmøte',
        'Reparere feilen selv, uansett om du har opplæring',
        'Si fra til arbeidsgiveren eller verneombudet med en gang, og avverge faren om du kan',
        'Ingen plikt, det er arbeidsgiverens ansvar',
      ],
      correct: 2,
      explanation:
        'Arbeidstakere skal straks underrette arbeidsgiveren eller verneombudet om feil og mangler som kan føre til fare, og selv avverge faren så langt de kan.',
    },
    {
      question: 'Hva er en risikovurdering?',
      options: [
        'En forsikringsavtale for bedriften',
        'En oversikt over hvem som har skyld etter en ulykke',
        'Å kartlegge farer, vurdere hvor sannsynlige og alvorlige de er, og bestemme tiltak',
        'En prøve alle ansatte må bestå før de får lønn',
      ],
      correct: 2,
      explanation:
        'I en risikovurdering kartlegger man hva som kan gå galt, vurderer sannsynlighet og konsekvens og setter inn tiltak for å redusere risikoen.',
    },
    {
      question: 'Hvorfor skal du melde fra om en nestenulykke?',
      options: [
        'Slik at årsaken kan finnes og fjernes før noen blir skadet',
        'Fordi den som var nær ved å bli skadet, får erstatning',
        'Det trenger du ikke, siden ingen ble skadet',
        'For at Arbeidstilsynet skal gi bot',
      ],
      correct: 0,
      explanation:
        'En nestenulykke viser en fare som finnes. Når den meldes som avvik, kan virksomheten rette årsaken før det skjer en ulykke.',
    },
    {
      question: 'Hvem skal betale for personlig verneutstyr som arbeidet krever?',
      options: ['Arbeidstakeren selv', 'Arbeidsgiveren', 'NAV', 'Verneombudet'],
      correct: 1,
      explanation:
        'Personlig verneutstyr som er nødvendig for å utføre arbeidet trygt, skal arbeidsgiveren stille til rådighet uten kostnad for arbeidstakeren.',
    },
    {
      question: 'Hva kalles arbeidsgiverens oversikt over farlige kjemikalier i virksomheten?',
      options: ['Stoffkartotek', 'Avfallsplan', 'Vaktliste', 'Vernerunde'],
      correct: 0,
      explanation:
        'Stoffkartoteket samler sikkerhetsdatabladene for de farlige kjemikaliene virksomheten bruker, slik at alle kan finne farer, vern og førstehjelp.',
    },
    {
      question: 'Hva er den alminnelige arbeidstiden etter arbeidsmiljøloven?',
      options: [
        'Høyst 7,5 timer i døgnet og 37,5 timer i uken',
        'Høyst 9 timer i døgnet og 40 timer i uken',
        'Høyst 12 timer i døgnet og 60 timer i uken',
        'Det er ingen grense',
      ],
      correct: 1,
      explanation:
        'Den alminnelige arbeidstiden skal ikke overstige 9 timer i løpet av 24 timer og 40 timer i løpet av sju dager. Mange tariffavtaler har kortere arbeidstid.',
    },
    {
      question:
        'En arbeidstaker blir alvorlig skadet i en arbeidsulykke. Hvem skal arbeidsgiveren straks varsle?',
      options: [
        'Bare de pårørende',
        'Arbeidstilsynet og nærmeste politimyndighet',
        'Kommunens tekniske etat',
        'Ingen, det holder å skrive det i avvikssystemet',
      ],
      correct: 1,
      explanation:
        'Ved arbeidsulykker med dødsfall eller alvorlig skade skal arbeidsgiveren straks varsle Arbeidstilsynet og nærmeste politimyndighet på raskeste måte.',
    },
  ],
};
