import type { CategoryArticle } from '../types.ts';
import { CATEGORY_CARDS } from './cards.ts';

export const restaurant: CategoryArticle = {
  ...CATEGORY_CARDS.restaurant,
  programme: 'Restaurant- og matfag',
  sections: [
    {
      heading: 'Utdanningsvei',
      paragraphs: [
        'Du starter med Vg1 restaurant- og matfag. Her lærer du om råvarer, matlaging, hygiene og mattrygghet, og du får prøve deg på både kjøkken, servering og matproduksjon. Du lærer også om kosthold, bærekraft og hvordan du møter gjester og kunder.',
        'På Vg2 velger du ett av tre programområder, som du finner i listen nedenfor. Kokk- og servitørfag leder blant annet til kokk, ernæringskokk og servitør. Baker og konditor leder til bakerfaget og konditorfaget. Matproduksjon leder blant annet til slakter, kjøttskjærer, pølsemaker og fag innen industriell matproduksjon og sjømat.',
        'Etter Vg2 følger du 2+2-modellen: to år som lærling på en restaurant, et hotell, et bakeri eller i en produksjonsbedrift. Læretiden avsluttes med fagprøve eller svenneprøve. Baker og konditor er tradisjonelle håndverksfag der beviset heter svennebrev, mens de fleste andre fagene gir fagbrev.',
        'Har du først tatt ett fag- eller svennebrev, kan du ofte ta et nytt fag innenfor samme Vg2-område med kortere læretid. Du kan også ta påbygging til generell studiekompetanse, ta mesterbrev eller søke fagskole og høgskole innen for eksempel restaurantledelse, matfag, ernæring eller reiseliv.',
      ],
      bullets: ['Vg2 kokk- og servitørfag', 'Vg2 baker og konditor', 'Vg2 matproduksjon'],
    },
    {
      heading: 'Karrieremuligheter',
      paragraphs: [
        'Som kokk kan du jobbe på restauranter, hoteller, kantiner, i selskapsservering eller på skip og offshore. Ernæringskokker lager mat tilpasset pasienter og beboere på sykehus, sykehjem og andre institusjoner. Servitører sørger for at gjestene får en god opplevelse, og mange spesialiserer seg på vin og drikke.',
        'Bakere og konditorer jobber i bakerier, konditorier, kaféer og butikker og lager brød, kaker, desserter og sjokolade. I matindustrien jobber slaktere, kjøttskjærere, pølsemakere og andre fagarbeidere med å foredle kjøtt, fisk og andre råvarer til produkter som havner i butikkhyllene.',
        'Med erfaring kan du bli kjøkkensjef, restaurantsjef eller produksjonsleder. Mange drømmer om egen restaurant, bakeri eller matbutikk, og fagbrev og gjerne mesterbrev gir et godt grunnlag for å drive egen bedrift.',
        'Bransjen har også yrkeskonkurranser der lærlinger og unge fagarbeidere viser fram ferdighetene sine. Å delta kan være en god måte å utvikle seg på og bli lagt merke til av arbeidsgivere.',
      ],
    },
    {
      heading: 'Arbeidsmarkedet',
      paragraphs: [
        'Serveringsbransjen er stor og finnes over hele landet. Bransjen melder om mangel på faglærte kokker og servitører, og med fag- eller svennebrev er du godt rustet i konkurransen om de beste jobbene.',
        'Næringsmiddelindustrien er en av de største industrigrenene i Norge. Her er det behov for fagarbeidere som kan kombinere råvarekunnskap med bruk av maskiner og automatiserte produksjonslinjer.',
        'Arbeidstiden i restaurant- og matfagene er ofte annerledes enn i mange andre yrker. På restauranter jobber du gjerne kvelder og helger, mens bakerier ofte starter tidlig om morgenen. I reiselivet kan det være store forskjeller mellom høysesong og lavsesong. Til gjengjeld får du ofte et levende arbeidsmiljø med kolleger som brenner for faget.',
      ],
    },
    {
      heading: 'Framtidsutsikter',
      paragraphs: [
        'Interessen for god mat, lokale råvarer og norske mattradisjoner er stor. Samtidig blir bærekraft viktigere, med mer vekt på å redusere matsvinn, bruke hele råvaren og lage flere plantebaserte retter.',
        'I matindustrien blir produksjonen mer automatisert. Det gir behov for fagarbeidere som forstår både råvarene og teknologien, og som kan styre og overvåke produksjonen og sikre god kvalitet.',
        'Med en aldrende befolkning blir kunnskap om ernæring og tilpasset kost viktigere på sykehus og sykehjem. Reiselivet gir også muligheter, fordi turister etterspør gode måltider og matopplevelser.',
      ],
    },
    {
      heading: 'Oppsummering',
      paragraphs: [
        'Restaurant- og matfag passer for deg som er glad i mat, liker å jobbe med hendene og trives i et travelt arbeidsmiljø. Veien går gjennom Vg1, Vg2 og to år som lærling, og den ender med fag- eller svennebrev.',
        'Bransjen trenger faglærte, og fagbrevet gir deg mange muligheter, fra kjøkken og bakeri til industri og egen bedrift. På Yrkesbro kan du finne restauranter, bakerier og matbedrifter som søker lærlinger.',
      ],
    },
  ],
  professions: [
    {
      name: 'Kokk',
      searchTerm: 'kokk',
      description:
        'Planlegger, tilbereder og anretter mat på restauranter, hoteller, kantiner og i selskapsservering.',
    },
    {
      name: 'Ernæringskokk',
      searchTerm: 'ernæringskokk',
      description:
        'Lager mat tilpasset helse og spesielle behov på sykehus, sykehjem og andre institusjoner.',
    },
    {
      name: 'Servitør',
      searchTerm: 'servitør',
      description:
        'Tar imot gjester, gir råd om mat og drikke og sørger for god service gjennom hele måltidet.',
    },
    {
      name: 'Baker',
      searchTerm: 'baker',
      description: 'Lager brød, rundstykker og annet bakverk i bakerier og i matindustrien.',
    },
    {
      name: 'Konditor',
      searchTerm: 'konditor',
      description:
        'Lager kaker, desserter, konfekt og sjokolade og pynter bakverk til hverdag og fest.',
    },
    {
      name: 'Slakter',
      searchTerm: 'slakter',
      description:
        'Slakter dyr og deler opp slakt etter krav til dyrevelferd, hygiene og kvalitet.',
    },
    {
      name: 'Kjøttskjærer',
      searchTerm: 'kjøttskjærer',
      description:
        'Skjærer ut, deler og klargjør kjøtt til salg i butikk og videre bearbeiding i industrien.',
    },
    {
      name: 'Pølsemaker',
      searchTerm: 'pølsemaker',
      description: 'Lager pølser, pålegg, spekemat og andre bearbeidede kjøttprodukter.',
    },
    {
      name: 'Ferskvarehandler',
      searchTerm: 'ferskvare',
      description:
        'Behandler, selger og gir kundene råd om fersk mat som kjøtt, fisk, brød og ferdigretter i butikk.',
    },
  ],
};
