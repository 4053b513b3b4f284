import type { CategoryArticle } from '../types.ts';
import { CATEGORY_CARDS } from './cards.ts';

export const handverk: CategoryArticle = {
  ...CATEGORY_CARDS.handverk,
  programme: 'Håndverk, design og produktutvikling',
  sections: [
    {
      heading: 'Utdanningsvei',
      paragraphs: [
        'Du starter med Vg1 håndverk, design og produktutvikling. Her jobber du praktisk med materialer som tre, metall og tekstil, og du lærer hele prosessen fra idé og skisse til ferdig produkt. Du blir også kjent med håndverkstradisjonene som fagene bygger på.',
        'Utdanningsprogrammet leder til rundt førti ulike håndverksfag. På Vg2 spesialiserer du deg innenfor en faggruppe, for eksempel søm og tekstil, trearbeid eller arbeid med gull, sølv og andre metaller. Mange av fagene er små, og tilbudet varierer mye mellom fylkene. Noen Vg2-retninger finnes bare på én eller noen få skoler i landet, så sjekk vilbli.no for å se hvor fagene du er interessert i, tilbys.',
        'De fleste fagene følger 2+2-modellen: to år i skole og to år som lærling hos en håndverker eller i en verkstedbedrift. Læretiden avsluttes med en praktisk prøve, og i de fleste håndverksfagene heter beviset svennebrev. Du får lønn som lærling, og du lærer faget side om side med erfarne fagfolk.',
        'Noen fag har særløp. Da går du ut i lære allerede etter Vg1 og har lengre tid i bedrift. Vil du studere videre, kan du ta påbygging til generell studiekompetanse. Med svennebrev kan du senere ta mesterbrev eller søke videre utdanning innen for eksempel design, produktutvikling eller bevaring av kulturarv.',
      ],
    },
    {
      heading: 'Karrieremuligheter',
      paragraphs: [
        'Som håndverker kan du jobbe i et lite verksted, i en butikk med eget verksted, i en større produksjonsbedrift eller som selvstendig næringsdrivende. Mange kombinerer produksjon av nye produkter med reparasjon, restaurering og salg.',
        'Det finnes også jobber i museer, teatre og andre kulturinstitusjoner. Der trengs det fagfolk som kan sy kostymer, restaurere møbler og ta vare på gamle gjenstander. Noen jobber med film og scene, andre med bunader, smykker eller interiør.',
        'Mange håndverkere starter egen bedrift. Da får du bruk for kunnskap om kalkulasjon, markedsføring og salg, og mange tar mesterbrev for å styrke både fagkunnskapen og driften av bedriften. Med erfaring kan du også bli den som lærer opp neste generasjon.',
      ],
    },
    {
      heading: 'Arbeidsmarkedet',
      paragraphs: [
        'Mange av håndverksfagene har få utøvere og få lærebedrifter. Flere av dem regnes som små og verneverdige fag, og bedrifter som tar inn lærlinger i slike fag, kan få ekstra tilskudd. Det er et tiltak for at kunnskapen ikke skal forsvinne.',
        'Det kan kreve litt innsats å finne læreplass, og du må kanskje være villig til å flytte. Samtidig betyr få utøvere at de som har svennebrev, ofte er ettertraktet. Ta kontakt med bransjeforeninger, opplæringskontor og håndverkere direkte, for mange læreplasser i små fag formidles gjennom personlige kontakter.',
        'Markedet varierer mellom fagene. I noen fag er det jevn etterspørsel etter for eksempel bunader, reparasjoner og restaurering, mens andre fag lever mer av gaver, turisme og spesialbestillinger. Derfor er det lurt å sette seg godt inn i markedet for faget du vil satse på.',
      ],
    },
    {
      heading: 'Framtidsutsikter',
      paragraphs: [
        'Interessen for bærekraft gir håndverksfagene nye muligheter. Flere vil reparere i stedet for å kaste, og mange ønsker produkter som er laget for å vare. Det gir arbeid for skomakere, møbeltapetserere, skreddere og andre som kan reparere og fornye.',
        'Bevaring av kulturarv er også viktig. Gamle bygninger, gjenstander og drakter trenger fagfolk som kan tradisjonelle teknikker. Samtidig tar håndverkerne i bruk digitale verktøy, for eksempel til tegning, mønsterkonstruksjon og salg på nett.',
        'Utsiktene er best for deg som kombinerer godt håndverk med evne til å nå ut til kundene. Kan du både lage, reparere og selge, har du et solid grunnlag for et langt yrkesliv i faget.',
      ],
    },
    {
      heading: 'Oppsummering',
      paragraphs: [
        'Håndverk, design og produktutvikling passer for deg som liker å skape med hendene, har tålmodighet og sans for detaljer. De fleste fagene følger 2+2-modellen og ender med svennebrev, mens noen fag har særløp med lengre tid i bedrift.',
        'Fagene er små, men viktige, og gode håndverkere er ettertraktet. På Yrkesbro kan du finne verksteder og bedrifter som søker lærlinger og fagfolk innen håndverk.',
      ],
    },
  ],
  professions: [
    {
      name: 'Møbelsnekker',
      searchTerm: 'møbelsnekker',
      description:
        'Lager, reparerer og restaurerer møbler og innredninger i tre med håndverktøy og maskiner.',
    },
    {
      name: 'Gullsmed',
      searchTerm: 'gullsmed',
      description:
        'Lager, reparerer og tilpasser smykker og andre gjenstander i gull, sølv og edelstener.',
    },
    {
      name: 'Sølvsmed',
      searchTerm: 'sølvsmed',
      description:
        'Former bestikk, bruksgjenstander og pyntegjenstander i sølv og andre edle metaller.',
    },
    {
      name: 'Smed',
      searchTerm: 'smed',
      description:
        'Varmer opp og former jern og stål til redskaper, beslag, porter, rekkverk og kunstsmiing.',
    },
    {
      name: 'Urmaker',
      searchTerm: 'urmaker',
      description:
        'Reparerer, vedlikeholder og justerer armbåndsur og andre ur, både mekaniske og elektroniske.',
    },
    {
      name: 'Skomaker',
      searchTerm: 'skomaker',
      description:
        'Reparerer og lager sko, vesker og andre produkter i lær og lignende materialer.',
    },
    {
      name: 'Bunadtilvirker',
      searchTerm: 'bunad',
      description: 'Syr, tilpasser og reparerer bunader og folkedrakter etter lokale tradisjoner.',
    },
    {
      name: 'Kjole- og draktsyer',
      searchTerm: 'syer',
      description:
        'Konstruerer mønstre og syr kjoler, drakter og andre plagg etter mål og kundens ønsker.',
    },
    {
      name: 'Møbeltapetserer',
      searchTerm: 'tapetserer',
      description:
        'Stopper og trekker om sofaer, stoler og andre stoppede møbler og fornyer gamle møbler.',
    },
    {
      name: 'Treskjærer',
      searchTerm: 'treskjærer',
      description:
        'Skjærer ornamenter, figurer og dekorasjoner i tre, både til nye produkter og til restaurering.',
    },
  ],
};
