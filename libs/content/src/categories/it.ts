import type { CategoryArticle } from '../types.ts';
import { CATEGORY_CARDS } from './cards.ts';

export const it: CategoryArticle = {
  ...CATEGORY_CARDS.it,
  programme: 'Informasjonsteknologi og medieproduksjon',
  sections: [
    {
      heading: 'Utdanningsvei',
      paragraphs: [
        'Du starter med Vg1 informasjonsteknologi og medieproduksjon. Her lærer du grunnleggende programmering, nettverk og brukerstøtte, og du jobber med design, foto, film og historiefortelling. Året gir deg et felles grunnlag for begge retningene på Vg2.',
        'På Vg2 velger du mellom to programområder, som du finner i listen nedenfor. Informasjonsteknologi handler om å utvikle, drifte og sikre IT-systemer, mens medieproduksjon handler om å lage innhold og visuelle uttrykk for ulike kanaler.',
        'Deretter følger du 2+2-modellen: to år som lærling i en bedrift, avsluttet med fagprøve og fagbrev. Lærebedriftene kan være IT-avdelinger i store virksomheter, konsulentselskaper, kommuner og statlige etater, mediehus, reklamebyråer og produksjonsselskaper.',
        'Vil du studere videre, kan du ta påbygging til generell studiekompetanse etter Vg2 eller etter fagbrevet. Med fagbrev kan du søke fagskole innen for eksempel IT-drift, nettverk, IT-sikkerhet, programmering eller medieproduksjon. Mange høgskoler og universiteter har også studier innen informatikk, design og medier.',
      ],
      bullets: [
        'Vg2 informasjonsteknologi – leder til IT-utviklerfaget og IT-driftsfaget',
        'Vg2 medieproduksjon – leder til medieproduksjonsfaget, mediedesignfaget og medieteknikkfaget',
      ],
    },
    {
      heading: 'Karrieremuligheter',
      paragraphs: [
        'Som IT-utvikler lager og vedlikeholder du programvare, nettsider, apper og koblinger mellom systemer. Du jobber med kode, databaser og testing, ofte sammen med andre utviklere og med folk som skal bruke løsningene.',
        'Som IT-driftstekniker sørger du for at datamaskiner, servere, nettverk og skytjenester fungerer og er sikre. Du hjelper brukere som står fast, setter opp nytt utstyr og følger med på at systemene er oppdatert og beskyttet mot angrep.',
        'Innen medieproduksjon kan du lage bilder, video, lyd og tekst for nettsider, sosiale medier og reklame, jobbe med grafisk design og visuell profil eller ha ansvar for teknikk ved opptak, sendinger og arrangementer.',
        'Med erfaring kan du bli systemansvarlig, spesialisere deg innen IT-sikkerhet eller lede prosjekter. Mange i mediefagene jobber etter hvert som selvstendig næringsdrivende med egne oppdragsgivere.',
      ],
    },
    {
      heading: 'Arbeidsmarkedet',
      paragraphs: [
        'Nesten alle virksomheter er avhengige av IT, og det er stor etterspørsel etter fagfolk som kan drifte, sikre og utvikle digitale løsninger. IT-fagene er likevel relativt nye som lærefag, og mange bedrifter er ikke vant til å ta inn lærlinger. Det kan derfor kreve innsats å finne læreplass. Når du først har fagbrevet, viser det at du har praktisk erfaring fra arbeidslivet, og det verdsettes av arbeidsgivere som trenger folk som kan bidra fra første dag.',
        'Opplæringskontor for IT og medier hjelper bedrifter med å ta inn lærlinger, og offentlige virksomheter som kommuner, fylkeskommuner og statlige etater er viktige lærebedrifter. Vis gjerne fram egne prosjekter, for eksempel kode du har skrevet eller nettverk du har satt opp.',
        'Mediebransjen er mer konkurranseutsatt. Her lønner det seg å ha en mappe med egne arbeider og vise at du kan levere til avtalt tid. Mange bedrifter som ikke er mediebedrifter, trenger også folk som kan lage innhold til nettsider og sosiale medier.',
      ],
    },
    {
      heading: 'Framtidsutsikter',
      paragraphs: [
        'Digitaliseringen fortsetter i alle deler av samfunnet, og behovet for IT-kompetanse vokser. Særlig IT-sikkerhet blir viktigere, fordi både bedrifter og offentlige virksomheter stadig oftere blir utsatt for dataangrep.',
        'Kunstig intelligens og nye verktøy endrer måten både utviklere og medieprodusenter jobber på. Noen oppgaver blir automatisert, mens nye oppstår. Fagfolk som forstår både teknologien og behovene til brukerne, og som liker å lære nytt, vil ha gode muligheter.',
        'Innen medier flytter stadig mer innhold over til digitale kanaler, og video og levende bilder blir viktigere. Bransjen endrer seg raskt, så det er lurt å holde seg oppdatert på nye verktøy og plattformer gjennom hele yrkeslivet.',
      ],
    },
    {
      heading: 'Oppsummering',
      paragraphs: [
        'Informasjonsteknologi og medieproduksjon passer for deg som er nysgjerrig på teknologi, liker å løse problemer eller vil skape innhold og design. Veien går gjennom Vg1, Vg2 og to år som lærling, og den ender med fagbrev.',
        'Fagbrevet er et godt grunnlag både for jobb og for videre studier, og mange bygger videre med fagskole eller studier mens de jobber. På Yrkesbro kan du finne bedrifter og virksomheter som søker lærlinger innen IT og medieproduksjon.',
      ],
    },
  ],
  professions: [
    {
      name: 'IT-utvikler',
      searchTerm: 'utvikler',
      description:
        'Lager, tester og vedlikeholder programvare, nettsider, apper og koblinger mellom datasystemer.',
    },
    {
      name: 'IT-driftstekniker',
      searchTerm: 'driftstekniker',
      description:
        'Setter opp, drifter og sikrer datamaskiner, servere og nettverk og gir brukerstøtte i virksomheten.',
    },
    {
      name: 'Mediedesigner',
      searchTerm: 'mediedesigner',
      description:
        'Utformer grafisk design, visuell profil og digitale flater for trykk, nettsider og sosiale medier.',
    },
    {
      name: 'Medieprodusent',
      searchTerm: 'innholdsprodusent',
      description:
        'Planlegger og produserer innhold med tekst, foto, video og lyd for ulike publiseringskanaler.',
    },
    {
      name: 'Medietekniker',
      searchTerm: 'medietekniker',
      description:
        'Har ansvar for lyd, lys, bilde og teknisk utstyr ved opptak, sendinger og arrangementer.',
    },
    {
      name: 'Fotograf',
      searchTerm: 'fotograf',
      description:
        'Tar, redigerer og leverer bilder til bedrifter, privatpersoner, reklame og redaksjonelle medier.',
    },
  ],
};
