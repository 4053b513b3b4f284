import type { CategoryArticle } from '../types.ts';
import { CATEGORY_CARDS } from './cards.ts';

export const bygg: CategoryArticle = {
  ...CATEGORY_CARDS.bygg,
  programme: 'Bygg- og anleggsteknikk',
  sections: [
    {
      heading: 'Utdanningsvei',
      paragraphs: [
        'Veien starter med Vg1 bygg- og anleggsteknikk. Her prøver du flere fag, lærer å bruke verktøy og maskiner, leser tegninger og blir kjent med helse, miljø og sikkerhet på en byggeplass. Året skal hjelpe deg å finne ut hvilket fag du trives best med.',
        'På Vg2 velger du en fordypning, og valget avgjør hvilke lærefag du kan søke læreplass i. Du finner Vg2-retningene i listen nedenfor. Ikke alle skoler har alle retningene, så sjekk tilbudet i fylket ditt på vilbli.no.',
        'Etter Vg2 går de fleste ut i lære. Dette kalles 2+2-modellen: to år i skole og to år som lærling i en bedrift. Læretiden består av et opplæringsår og et verdiskapingsår, og du får lønn mens du lærer. Den avsluttes med en praktisk fagprøve eller svenneprøve. I tradisjonelle håndverksfag som tømrer og murer heter beviset svennebrev, ellers fagbrev – kompetansen er den samme.',
        'Får du ikke læreplass, har du rett til et tilbud om Vg3 i skole som fører fram til den samme prøven. Du kan også ta Vg3 påbygging til generell studiekompetanse, enten etter Vg2 eller etter fagbrevet. Med fagbrev kan du søke fagskole innen for eksempel bygg, anlegg eller klima, energi og miljø, og flere høgskoler tilbyr ingeniørutdanning gjennom Y-veien for deg med fagbrev.',
      ],
      bullets: [
        'Vg2 anleggsgartner',
        'Vg2 anleggsteknikk',
        'Vg2 betong og mur',
        'Vg2 klima, energi og miljøteknikk',
        'Vg2 overflateteknikk',
        'Vg2 rørlegger',
        'Vg2 treteknikk',
        'Vg2 tømrer',
      ],
    },
    {
      heading: 'Karrieremuligheter',
      paragraphs: [
        'Med fag- eller svennebrev i et byggfag kan du jobbe med alt fra eneboliger og hytter til skoler, sykehus, tunneler og veier. De fleste starter som fagarbeider i et byggefirma eller hos en entreprenør, der du jobber sammen med andre fag på store og små prosjekter.',
        'Etter noen års erfaring kan du ta mer ansvar. Mange blir bas eller formann og leder et arbeidslag, og noen går videre til jobber som anleggsleder eller prosjektleder. Med fagskoleutdanning kan du også jobbe med planlegging, kalkulasjon, innkjøp eller kvalitetssikring.',
        'Byggfagene gir gode muligheter til å starte for deg selv. Mange små bedrifter i bransjen er startet av fagfolk som først tok fagbrev og senere mesterbrev. Mesterutdanningen gir deg kunnskap om ledelse, økonomi og markedsføring, som du får bruk for når du driver egen bedrift.',
      ],
    },
    {
      heading: 'Arbeidsmarkedet',
      paragraphs: [
        'Bygg- og anleggsnæringen er en av de største næringene i Norge, og den finnes i alle deler av landet. Du kan derfor få jobb både i byene og på mindre steder. Mange bedrifter melder om mangel på fagfolk, og faglærte med fagbrev er etterspurt i de fleste fagene.',
        'Etterspørselen henger sammen med hvor mye som bygges. Når renten er høy eller økonomien går tregt, bygges det ofte færre nye boliger, og da kan det bli vanskeligere å få læreplass i noen fag. Samtidig er det stort behov for vedlikehold og rehabilitering av eksisterende bygg, veier og vann- og avløpsnett, og det gir arbeid også når nybyggingen går ned.',
        'Mange bedrifter ansetter lærlingene sine fast etter fagprøven. Derfor lønner det seg å være aktiv allerede på Vg1 og Vg2. Bruk utplasseringen og yrkesfaglig fordypning til å vise deg fram, og ta kontakt med bedrifter og opplæringskontor i god tid før søknadsfristen for læreplass.',
      ],
    },
    {
      heading: 'Framtidsutsikter',
      paragraphs: [
        'Klima og energi preger bransjen mer og mer. Nye bygg skal bruke mindre energi, og mange eldre bygg skal etterisoleres og oppgraderes. Det gir mye arbeid for fagfolk som kan tette og isolere bygg, installere varmepumper, ventilasjon og vannbåren varme og bygge med tre og andre fornybare materialer.',
        'Digitale verktøy blir også vanligere. Tegninger og modeller ligger ofte i en digital bygningsmodell som du åpner på nettbrett ute på byggeplassen, og maskinførere styrer gravemaskiner med GPS og maskinstyring. Du trenger ikke være dataekspert, men det er en fordel å være nysgjerrig på ny teknologi.',
        'Samtidig går mange erfarne fagfolk av med pensjon i årene som kommer. Bransjen trenger derfor mange nye lærlinger og fagarbeidere. Med fagbrev i et byggfag har du en utdanning som er etterspurt, og som du kan bygge videre på hele livet.',
      ],
    },
    {
      heading: 'Oppsummering',
      paragraphs: [
        'Bygg- og anleggsteknikk passer for deg som liker å jobbe praktisk, se resultater av det du gjør og samarbeide med andre. Veien går normalt gjennom Vg1, Vg2 og to år som lærling, og den ender med fag- eller svennebrev.',
        'Bransjen er stor, finnes over hele landet og trenger nye fagfolk. Med fagbrev kan du jobbe som fagarbeider, ta mer ansvar som leder, starte egen bedrift eller studere videre på fagskole eller som ingeniør. På Yrkesbro finner du bedrifter som søker lærlinger og fagfolk i byggfagene.',
      ],
    },
  ],
  professions: [
    {
      name: 'Tømrer',
      searchTerm: 'tømrer',
      description:
        'Bygger og rehabiliterer boliger, hytter og andre bygg, med vekt på bærende trekonstruksjoner, tak, vegger, vinduer og dører.',
    },
    {
      name: 'Rørlegger',
      searchTerm: 'rørlegger',
      description:
        'Monterer og vedlikeholder rør og utstyr for vann, avløp og varme, og installerer baderom, kjøkken og varmeanlegg.',
    },
    {
      name: 'Murer og flislegger',
      searchTerm: 'murer',
      description:
        'Murer, pusser og legger fliser og stein på vegger, gulv, piper og fasader, både i nye og gamle bygg.',
    },
    {
      name: 'Betongfagarbeider',
      searchTerm: 'betong',
      description:
        'Bygger forskaling, legger armering og støper betong til grunnmurer, dekker, bruer og tunneler.',
    },
    {
      name: 'Maler',
      searchTerm: 'maler',
      description:
        'Forbereder og behandler overflater inne og ute med maling, lakk, sparkel og tapet.',
    },
    {
      name: 'Anleggsmaskinfører',
      searchTerm: 'maskinfører',
      description:
        'Kjører gravemaskiner, hjullastere og andre anleggsmaskiner når det bygges veier, tomter, tunneler og andre anlegg.',
    },
    {
      name: 'Anleggsfagarbeider',
      searchTerm: 'anleggsarbeider',
      description:
        'Arbeider med grunnarbeid, vann- og avløpsledninger, veier og andre anlegg, ofte i tett samarbeid med maskinførere.',
    },
    {
      name: 'Anleggsgartner',
      searchTerm: 'anleggsgartner',
      description:
        'Bygger og vedlikeholder parker, hager, lekeplasser og andre uteområder med stein, jord og planter.',
    },
    {
      name: 'Blikkenslager',
      searchTerm: 'blikkenslager',
      description:
        'Lager og monterer tak, beslag, takrenner og andre konstruksjoner i tynne metallplater.',
    },
    {
      name: 'Stillasbygger',
      searchTerm: 'stillas',
      description:
        'Monterer, kontrollerer og demonterer stillaser, slik at andre fagfolk kan jobbe trygt i høyden.',
    },
  ],
};
