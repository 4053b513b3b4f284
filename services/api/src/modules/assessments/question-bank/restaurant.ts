import type { BankAssessment } from './types';

export const RESTAURANT: BankAssessment = {
  id: 'restaurant-og-matfag-hygiene',
  title: 'Restaurant- og matfag: hygiene',
  description:
    'Mattrygghet på kjøkkenet: IK-mat, temperaturer for kjøling, frysing og varmholding, nedkjøling, krysskontaminering og allergener.',
  skill: 'mathygiene',
  vocation: 'Restaurant- og matfag',
  trades: ['Kokk', 'Servitør', 'Baker', 'Konditor', 'Kjøttskjærer'],
  skillLevel: 'Nybegynner',
  estimatedMinutes: 10,
  badge: {
    name: 'Mathygiene',
    description: 'Bestod testen Restaurant- og matfag: hygiene med minst 80 %.',
    icon: 'restaurant',
  },
  recommendations: [
    'Les Mattilsynets råd om hygiene og temperaturer på serveringssteder.',
    'Se over kjøkkenets IK-mat-rutiner sammen med lederen din.',
  ],
  questions: [
    {
      question: 'Hva kalles internkontrollen for mattrygghet som serveringssteder skal ha?',
      options: ['IK-mat', 'SHA-plan', 'HMS-kort', 'NEK 400'],
      correct: 0,
      explanation:
        'IK-mat er internkontrollen for mat: skriftlige rutiner som sikrer at maten som serveres, er trygg.',
    },
    {
      question: 'Hvilken etat fører tilsyn med mattryggheten på serveringssteder?',
      options: ['Arbeidstilsynet', 'Mattilsynet', 'Skatteetaten', 'DSB'],
      correct: 1,
      explanation:
        'Mattilsynet fører tilsyn med virksomheter som håndterer mat, og resultatet vises med smilefjes.',
    },
    {
      question: 'Hva viser smilefjesordningen?',
      options: [
        'Hva gjestene synes om maten',
        'Resultatet av Mattilsynets siste inspeksjon av stedet',
        'Hvor mange stjerner restauranten har',
        'At stedet har skjenkebevilling',
      ],
      correct: 1,
      explanation:
        'Smilefjeset viser resultatet fra Mattilsynets siste tilsyn, slik at gjestene kan se hvordan stedet følger regelverket.',
    },
    {
      question: 'Hvilken temperatur bør et kjøleskap for mat holde?',
      options: ['4 °C eller lavere', '8–10 °C', '12 °C', 'Romtemperatur'],
      correct: 0,
      explanation:
        'Kjølevarer bør oppbevares på 4 °C eller lavere, slik at bakterier vokser så sakte som mulig.',
    },
    {
      question: 'Hvilken temperatur skal frysevarer lagres på?',
      options: ['0 °C', '−5 °C', '−18 °C eller kaldere', '−2 °C'],
      correct: 2,
      explanation: 'Frysevarer skal lagres på −18 °C eller kaldere.',
    },
    {
      question: 'Hvor varm må mat som holdes varm før servering, minst være?',
      options: ['30 °C', '45 °C', '60 °C', '100 °C'],
      correct: 2,
      explanation:
        'Mat som varmholdes, skal holde minst 60 °C. Under det kan bakterier vokse og danne giftstoffer.',
    },
    {
      question: 'Hvorfor må varm mat som skal lagres, kjøles raskt ned?',
      options: [
        'For at den skal smake bedre',
        'Fordi bakterier formerer seg raskt i temperaturområdet mellom varmholding og kjøling',
        'For å spare strøm',
        'Det trenger den ikke, den kan stå på benken til neste dag',
      ],
      correct: 1,
      explanation:
        'Jo kortere tid maten er i temperaturområdet mellom varmholdings- og kjøletemperatur, jo mindre kan bakterier vokse.',
    },
    {
      question: 'Hvordan kjøler du ned en stor gryte med suppe raskest og tryggest?',
      options: [
        'Setter hele gryta rett inn i kjøleskapet med lokk på',
        'Lar gryta stå på benken over natten',
        'Fordeler suppen i mindre, grunne beholdere og kjøler dem i isvannbad eller nedkjølingsskap',
        'Setter gryta i fryseren med en gang',
      ],
      correct: 2,
      explanation:
        'Små, grunne porsjoner gir stor overflate og rask nedkjøling. En stor gryte i kjøleskapet kjøles for sakte og varmer opp andre varer.',
    },
    {
      question: 'Hvordan bør frossent kjøtt tines?',
      options: ['På kjøkkenbenken', 'I kjøleskapet', 'I varmt vann', 'I sola'],
      correct: 1,
      explanation:
        'Tining i kjøleskap holder overflaten kald mens kjøttet tiner, så bakterier ikke får vokse.',
    },
    {
      question: 'Hvordan hindrer du krysskontaminering på kjøkkenet?',
      options: [
        'Bruker samme skjærebrett til rått kjøtt og salat så lenge det ser rent ut',
        'Holder rå og ferdige varer atskilt, med egne redskaper og skjærebrett, og vasker hendene imellom',
        'Skyller kjøttet i vasken før bruk',
        'Lagrer rått kjøtt øverst i kjøleskapet',
      ],
      correct: 1,
      explanation:
        'Smitte fra råvarer til ferdigmat hindres ved å holde dem atskilt, bruke egne redskaper og vaske hender og utstyr.',
    },
    {
      question: 'Hvorfor må kylling varmebehandles helt gjennom?',
      options: [
        'For å få sprø skinn',
        'Fordi rå kylling kan inneholde bakterier som campylobacter og salmonella',
        'Fordi kylling har mye fett',
        'Det er bare en smakssak',
      ],
      correct: 1,
      explanation:
        'Campylobacter og salmonella kan finnes i rått fjørfe. Grundig varmebehandling dreper bakteriene.',
    },
    {
      question:
        'Hvor mange allergener skal serveringssteder kunne gi informasjon om etter regelverket?',
      options: ['4', '8', '14', '30'],
      correct: 2,
      explanation:
        'Matinformasjonsforskriften lister 14 allergener, blant annet gluten, melk, egg, nøtter, peanøtter, fisk, krepsdyr og bløtdyr, som gjestene skal kunne få informasjon om.',
    },
    {
      question: 'En kollega har hatt oppkast og diaré i natt. Hva er riktig?',
      options: [
        'Kollegaen kan jobbe som vanlig med hansker',
        'Kollegaen skal ikke håndtere mat og må si fra til lederen',
        'Kollegaen kan jobbe hvis hen føler seg bedre',
        'Det er bare viktig hvis kollegaen har feber',
      ],
      correct: 1,
      explanation:
        'Den som har symptomer på sykdom som kan smitte via mat, skal ikke håndtere mat og skal melde fra til arbeidsgiveren.',
    },
    {
      question: 'Hva betyr «først inn, først ut» på lageret?',
      options: [
        'De eldste varene brukes først',
        'De nyeste varene brukes først',
        'Varer med lengst holdbarhet brukes først',
        'Den første som kommer på jobb, går først hjem',
      ],
      correct: 0,
      explanation:
        'Varene som kom inn først, brukes først, slik at ingenting blir liggende til det er gått ut på dato.',
    },
  ],
};
