import type { CategoryArticle } from '../types.ts';
import { CATEGORY_CARDS } from './cards.ts';

export const natur: CategoryArticle = {
  ...CATEGORY_CARDS.natur,
  programme: 'Naturbruk',
  sections: [
    {
      heading: 'Utdanningsvei',
      paragraphs: [
        'Du starter med Vg1 naturbruk. Her får du praktisk erfaring med dyr, planter, skog, fisk og maskiner, og du lærer om bærekraftig bruk av naturen, dyrevelferd og sikkerhet. Mange naturbruksskoler har egen gård, skog eller fiskeanlegg der du får øve deg.',
        'På Vg2 velger du retning. Du finner Vg2-retningene i listen nedenfor. Flere av tilbudene finnes bare på noen få skoler, og noen skoler har internat, så det kan være aktuelt å flytte hjemmefra.',
        'De fleste fagene følger 2+2-modellen med to år som lærling i en bedrift etter Vg2. Du kan for eksempel ha læretid på et oppdrettsanlegg, i et gartneri, hos en skogsentreprenør eller på en fiskebåt. Læretiden avsluttes med fagprøve, og du får fagbrev.',
        'Noen fag har andre løp. Vil du bli agronom, tar du vanligvis Vg3 landbruk på skolen og får yrkeskompetanse. Hovslagerfaget er et særløp der du går ut i lære allerede etter Vg1. Du kan også ta påbygging til generell studiekompetanse, og med fagbrev eller yrkeskompetanse kan du søke fagskole eller studier innen landbruk, skogbruk, havbruk og naturforvaltning.',
      ],
      bullets: [
        'Vg2 akvakultur',
        'Vg2 fiske og fangst',
        'Vg2 heste- og dyrefag',
        'Vg2 landbruk og gartnernæring',
        'Vg2 reindrift',
        'Vg2 skogbruk',
      ],
    },
    {
      heading: 'Karrieremuligheter',
      paragraphs: [
        'I landbruket kan du jobbe på gårdsbruk, som avløser, med maskinkjøring eller i landbruksrådgivning, og mange overtar eller starter egen gård etter hvert. Som gartner kan du jobbe i veksthus, i planteskoler eller med produksjon av grønnsaker, frukt og bær.',
        'Havbruksnæringen gir arbeid langs hele kysten. Som akvakulturoperatør steller du fisk i settefiskanlegg eller i merder i sjøen, følger med på fiskehelse og vannkvalitet og bruker avansert teknisk utstyr. I fiske og fangst jobber du om bord på fiskefartøy, og med erfaring og sertifikater kan du bli styrmann eller skipper.',
        'Skogsarbeidere hogger, planter og steller skog, ofte med store og avanserte maskiner. Hestefagarbeidere og hovslagere jobber i stall, på travbaner og rideskoler, mens reindrift er en viktig næring og levevei i samiske områder.',
        'Med erfaring og videre utdanning kan du bli driftsleder, rådgiver eller starte egen virksomhet, for eksempel innen gårdsturisme, lokal matproduksjon eller skogsdrift.',
      ],
    },
    {
      heading: 'Arbeidsmarkedet',
      paragraphs: [
        'Mange av arbeidsplassene i naturbruk ligger i distriktene, og fagene er viktige for bosetting og næringsliv utenfor byene. Havbruk er en stor næring langs kysten, og mange bedrifter melder om behov for fagarbeidere.',
        'I landbruket blir gårdene færre og større, og driften blir mer teknisk. Det er behov for fagfolk som kan stelle dyr, bruke maskiner og ta ansvar for driften, og avløsere er etterspurt mange steder.',
        'Noen fag, som hestefag og reindrift, har et mer begrenset arbeidsmarked. Her er lokale kontakter og erfaring fra praksis særlig viktig, og det kan være lurt å kombinere faget med annen kompetanse.',
      ],
    },
    {
      heading: 'Framtidsutsikter',
      paragraphs: [
        'Matproduksjon, klima og bærekraftig bruk av naturen blir stadig viktigere. Samfunnet trenger fagfolk som kan produsere mat og ta vare på skog, jord og hav på en måte som tåler klimaendringene.',
        'Teknologien endrer hverdagen i alle fagene. Melkeroboter, droner, sensorer, fjernstyrt fôring og digitale driftssystemer blir vanligere. Du trenger fortsatt godt håndlag og kunnskap om dyr og planter, men også evne til å bruke ny teknologi.',
        'Skogen er en viktig fornybar ressurs, og tre brukes mer som byggemateriale. I havbruket er fiskehelse og miljø store temaer, og det gir behov for fagfolk som kan jobbe nøyaktig og ansvarlig.',
      ],
    },
    {
      heading: 'Oppsummering',
      paragraphs: [
        'Naturbruk passer for deg som liker å være ute, trives med dyr og planter og vil jobbe praktisk i alle slags vær. De fleste fagene følger 2+2-modellen og ender med fagbrev, mens agronom er et eget løp med Vg3 på skolen.',
        'Fagene gir deg arbeid i viktige næringer over hele landet. På Yrkesbro kan du finne gårder, oppdrettsselskaper og andre bedrifter som søker lærlinger og fagfolk.',
      ],
    },
  ],
  professions: [
    {
      name: 'Agronom',
      searchTerm: 'agronom',
      description:
        'Driver jordbruk med husdyr, korn, gras og andre vekster og tar ansvar for maskiner og drift på gården.',
    },
    {
      name: 'Gartner',
      searchTerm: 'gartner',
      description:
        'Dyrker planter, blomster, grønnsaker og bær i veksthus, på friland og i planteskoler.',
    },
    {
      name: 'Akvakulturoperatør',
      searchTerm: 'akvakulturoperatør',
      description:
        'Steller fisk og andre sjødyr i oppdrettsanlegg og følger med på fiskehelse, fôring og vannkvalitet.',
    },
    {
      name: 'Fisker',
      searchTerm: 'fisker',
      description:
        'Jobber om bord på fiskefartøy med fangst, sortering, behandling og lagring av fisk.',
    },
    {
      name: 'Skogsarbeider',
      searchTerm: 'skogsarbeider',
      description:
        'Planter, steller og hogger skog, ofte med skogsmaskiner, og tar vare på miljøet i skogen.',
    },
    {
      name: 'Hestefagarbeider',
      searchTerm: 'hestefagarbeider',
      description:
        'Steller, fôrer, trener og håndterer hester i stall, på travbaner, rideskoler og oppdrett.',
    },
    {
      name: 'Hovslager',
      searchTerm: 'hovslager',
      description: 'Beskjærer hover og lager og setter på hestesko tilpasset den enkelte hesten.',
    },
  ],
};
