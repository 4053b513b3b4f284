import type { CategoryArticle } from '../types.ts';
import { CATEGORY_CARDS } from './cards.ts';

export const frisor: CategoryArticle = {
  ...CATEGORY_CARDS.frisor,
  programme: 'Frisør, blomster, interiør og eksponeringsdesign',
  sections: [
    {
      heading: 'Utdanningsvei',
      paragraphs: [
        'Du starter med Vg1 frisør, blomster, interiør og eksponeringsdesign. Her prøver du de ulike fagene, jobber praktisk med materialer, farger og form og lærer hvordan du møter kunder på en profesjonell måte.',
        'På Vg2 velger du retning. Du finner Vg2-retningene i listen nedenfor. Frisør er den retningen flest skoler tilbyr, mens blomster, interiør og eksponeringsdesign finnes på færre skoler. Sjekk tilbudet i fylket ditt på vilbli.no.',
        'Frisørfaget og blomsterdekoratørfaget følger 2+2-modellen. Etter Vg2 går du ut i lære i to år i en salong eller en blomsterbutikk, og læretiden avsluttes med en praktisk prøve. Frisørfaget er et tradisjonelt håndverksfag, og der heter beviset svennebrev. Du får lønn som lærling, og i læretiden begynner du å bygge opp din egen kundekrets.',
        'Interiør og eksponeringsdesign har egne løp på Vg3. Vg3 interiør tar du på skolen, og den gir yrkeskompetanse uten læretid. Uansett retning kan du ta påbygging til generell studiekompetanse. Etter fag- eller svennebrev kan du søke fagskole, for eksempel innen interiør eller blomsterdekorasjon, og mange frisører og blomsterdekoratører tar senere mesterbrev.',
      ],
      bullets: ['Vg2 frisør', 'Vg2 blomsterdekoratør', 'Vg2 interiør og eksponeringsdesign'],
    },
    {
      heading: 'Karrieremuligheter',
      paragraphs: [
        'Som frisør jobber de fleste i salong, enten i en kjede eller i en mindre, selvstendig salong. Du kan spesialisere deg innen for eksempel farge, klipp, herreklipp og skjegg eller brudefrisyrer. Noen frisører jobber for teater, film og fjernsyn, og andre blir kursholdere eller jobber for leverandører av hårprodukter.',
        'Som blomsterdekoratør jobber du i blomsterbutikk, på hagesenter eller i et eget verksted. Du lager buketter og dekorasjoner til hverdag og fest, til bryllup, konfirmasjoner og begravelser, og du pynter lokaler til store og små arrangementer.',
        'Interiør og eksponeringsdesign handler om å skape rom og vise fram varer og budskap på en måte som fanger oppmerksomheten. Du kan jobbe i interiørbutikker, møbelkjeder og varehus, med butikkinnredning og vinduer eller med utstillinger på messer.',
        'Mange i disse fagene blir selvstendig næringsdrivende. Mesterutdanningen gir deg kunnskap om ledelse, økonomi og markedsføring, som du får bruk for når du skal drive egen salong eller butikk og ta inn egne lærlinger.',
      ],
    },
    {
      heading: 'Arbeidsmarkedet',
      paragraphs: [
        'Frisørbransjen består mest av små og mellomstore bedrifter over hele landet. Bransjen har over tid meldt om at det utdannes for få frisører, og mange salonger sliter med å finne faglærte medarbeidere. Det gir gode muligheter for deg som fullfører utdanningen.',
        'Inntekten i frisørfaget henger ofte sammen med hvor mange kunder du har, fordi mange frisører får provisjon av det de selger. Derfor er det viktig å bygge opp faste kunder, og det arbeidet begynner allerede i læretiden.',
        'I blomster-, interiør- og eksponeringsfagene er det færre arbeidsplasser, og konkurransen om læreplasser og jobber kan være større. Her lønner det seg å samle gode bilder av egne arbeider, være aktiv i praksisperiodene og vise at du er serviceinnstilt og pålitelig.',
      ],
    },
    {
      heading: 'Framtidsutsikter',
      paragraphs: [
        'Folk vil alltid trenge hårklipp, og mange er villige til å betale for god service og fagkunnskap. Frisørfaget er lite utsatt for automatisering, fordi arbeidet skjer i direkte kontakt med kunden.',
        'Bærekraft får større plass i alle fagene. Det gjelder lokale blomster og planter etter sesong, gjenbruk og fornying i interiør og bevisste valg av produkter og kjemikalier i salongen. Fagfolk som kan kombinere godt håndverk med kunnskap om miljø, vil stå sterkt.',
        'Sosiale medier og digitale verktøy blir også viktigere. Mange bedrifter viser fram arbeidet sitt og tar imot bestillinger på nett, og evnen til å presentere egne arbeider på en god måte blir en del av jobben.',
      ],
    },
    {
      heading: 'Oppsummering',
      paragraphs: [
        'Frisør, blomster, interiør og eksponeringsdesign passer for deg som er kreativ, har sans for form og farge og liker å jobbe med mennesker. Frisør og blomsterdekoratør følger 2+2-modellen og ender med svenne- eller fagbrev, mens interiør gir yrkeskompetanse etter Vg3 på skolen.',
        'Fagene gir deg gode muligheter til å skape noe eget, enten som ansatt eller med egen bedrift. På Yrkesbro kan du finne salonger og butikker som søker lærlinger og nye medarbeidere.',
      ],
    },
  ],
  professions: [
    {
      name: 'Frisør',
      searchTerm: 'frisør',
      description:
        'Klipper, farger, former og behandler hår og gir kundene råd om frisyrer, hårpleie og produkter.',
    },
    {
      name: 'Barber',
      searchTerm: 'barber',
      description:
        'Klipper og former hår og skjegg, ofte med vekt på herreklipp og tradisjonell barbering.',
    },
    {
      name: 'Blomsterdekoratør',
      searchTerm: 'blomsterdekoratør',
      description:
        'Lager buketter, kranser og dekorasjoner til hverdag, fest og sorg og gir kundene råd om blomster og planter.',
    },
    {
      name: 'Interiørkonsulent',
      searchTerm: 'interiør',
      description:
        'Planlegger og innreder rom med farger, lys, møbler og materialer ut fra kundens ønsker og behov.',
    },
    {
      name: 'Eksponeringsdesigner',
      searchTerm: 'eksponeringsdesigner',
      description:
        'Planlegger og bygger opp utstillinger av varer og budskap i butikker, vinduer og på messer.',
    },
    {
      name: 'Stylist',
      searchTerm: 'stylist',
      description:
        'Setter sammen hår, sminke og klær til fotografering, film, reklame og arrangementer, ofte med bakgrunn som frisør.',
    },
  ],
};
