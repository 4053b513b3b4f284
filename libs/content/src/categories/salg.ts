import type { CategoryArticle } from '../types.ts';
import { CATEGORY_CARDS } from './cards.ts';

export const salg: CategoryArticle = {
  ...CATEGORY_CARDS.salg,
  programme: 'Salg, service og reiseliv',
  sections: [
    {
      heading: 'Utdanningsvei',
      paragraphs: [
        'Du starter med Vg1 salg, service og reiseliv. Her lærer du om kundebehandling, markedsføring, økonomi, sikkerhet og bærekraft, og du bruker digitale verktøy som er vanlige i handel, reiseliv og kontorarbeid.',
        'På Vg2 velger du mellom to programområder, som du finner i listen nedenfor. Salg og reiseliv leder blant annet til salgsfaget og reiselivsfaget. Service, sikkerhet og administrasjon leder blant annet til service- og administrasjonsfaget og sikkerhetsfaget.',
        'Deretter følger du 2+2-modellen: to år som lærling i en bedrift, avsluttet med fagprøve og fagbrev. Lærebedriftene kan være butikker og kjeder, hoteller og reiselivsbedrifter, sikkerhetsselskaper, kommuner og statlige etater.',
        'Vil du studere videre, kan du ta påbygging til generell studiekompetanse etter Vg2 eller etter fagbrevet. Med fagbrev kan du søke fagskole innen for eksempel handel og ledelse, markedsføring, reiseliv eller økonomi og administrasjon. Mange store handelskjeder satser også på å utvikle egne ansatte til ledere.',
      ],
      bullets: ['Vg2 salg og reiseliv', 'Vg2 service, sikkerhet og administrasjon'],
    },
    {
      heading: 'Karrieremuligheter',
      paragraphs: [
        'Med fagbrev i salg kan du jobbe i butikk, i netthandel, på kundesenter eller med salg til bedrifter. Mange blir etter hvert avdelingsleder, butikksjef eller innkjøper, og noen starter egen forretning.',
        'I reiselivet kan du jobbe på hotell, i resepsjon, på turistinformasjon, i reisebyrå eller i bedrifter som tilbyr opplevelser og aktiviteter. Du planlegger, selger og tilrettelegger reiser og opphold for gjester fra hele verden.',
        'Med fagbrev i service og administrasjon kan du jobbe med kontoroppgaver, arkiv, økonomi, personalarbeid og kundeservice i både private bedrifter og offentlige virksomheter. Med fagbrev i sikkerhet kan du jobbe som vekter, i sikkerhetskontroll eller med sikring av bygg og arrangementer.',
        'Renhold er også en del av programmet. Som renholdsoperatør planlegger og utfører du renhold i kontorbygg, skoler, sykehus og andre lokaler, og med erfaring kan du bli arbeidsleder eller renholdsleder.',
      ],
    },
    {
      heading: 'Arbeidsmarkedet',
      paragraphs: [
        'Varehandelen er en av de største næringene i Norge og gir arbeid i alle deler av landet. Mange ansatte jobber deltid, og mange unge får sin første jobb i en butikk. Med fagbrev skiller du deg ut og står sterkere når faste stillinger og lederstillinger skal besettes.',
        'Reiselivet varierer med sesongene og med hvor mange som reiser. I populære reisemål kan det være stor etterspørsel etter arbeidskraft i høysesongen, mens andre perioder er roligere.',
        'Offentlige virksomheter tar inn mange lærlinger i service- og administrasjonsfaget. I sikkerhetsbransjen stilles det egne krav til opplæring og politiattest, og mange vekterselskaper rekrutterer fagarbeidere fortløpende.',
        'Mange bedrifter har samlet kundekontakten i egne kundesentre. Der er god kommunikasjon, tålmodighet og kunnskap om digitale verktøy viktig, og mange får sin første erfaring med salg og service nettopp her.',
      ],
    },
    {
      heading: 'Framtidsutsikter',
      paragraphs: [
        'Handelen blir stadig mer digital, og butikkene kombinerer salg i fysiske butikker og på nett. Fagfolk som både kan møte kunder ansikt til ansikt og forstår digitale salgskanaler, vil være ettertraktet. Kunnskap om varene, gode råd og hyggelig service er fortsatt det som får kundene til å komme tilbake.',
        'Reiselivet er en viktig næring i Norge, og det satses på et mer bærekraftig reiseliv med lokale opplevelser og gode gjestemøter. God service og språkkunnskaper gir deg et fortrinn.',
        'I administrasjon blir rutineoppgaver mer automatisert. Samtidig trengs det folk som kan ta ansvar for helheten, veilede brukere og sørge for at rutiner og regler følges. Behovet for sikkerhet i samfunnet ventes også å holde seg høyt.',
      ],
    },
    {
      heading: 'Oppsummering',
      paragraphs: [
        'Salg, service og reiseliv passer for deg som liker å møte mennesker, er serviceinnstilt og vil lære hvordan en virksomhet fungerer. Veien går gjennom Vg1, Vg2 og to år som lærling, og den ender med fagbrev.',
        'Fagene gir deg arbeid i store næringer over hele landet og gode muligheter til å ta mer ansvar. På Yrkesbro kan du finne butikker, hoteller og virksomheter som søker lærlinger og nye medarbeidere.',
      ],
    },
  ],
  professions: [
    {
      name: 'Salgsmedarbeider',
      searchTerm: 'salgsmedarbeider',
      description:
        'Gir kundene råd, selger varer og tjenester og sørger for at butikken er ryddig og varene er på plass.',
    },
    {
      name: 'Reiselivsmedarbeider',
      searchTerm: 'reiseliv',
      description:
        'Planlegger, selger og tilrettelegger reiser, opphold og opplevelser for gjester og turister.',
    },
    {
      name: 'Resepsjonist',
      searchTerm: 'resepsjonist',
      description:
        'Tar imot gjester på hotell og andre overnattingssteder og har ansvar for bestillinger, innsjekking og service.',
    },
    {
      name: 'Kontormedarbeider',
      searchTerm: 'kontormedarbeider',
      description:
        'Utfører kontor- og administrasjonsoppgaver som arkiv, fakturaer, møteplanlegging og kundekontakt.',
    },
    {
      name: 'Kundeservicemedarbeider',
      searchTerm: 'kundeservice',
      description:
        'Hjelper kunder på telefon, chat og e-post med spørsmål, bestillinger og klager.',
    },
    {
      name: 'Sikkerhetsvakt',
      searchTerm: 'vekter',
      description:
        'Forebygger kriminalitet og skader, gjennomfører vakthold og sikkerhetskontroller og rykker ut ved alarmer.',
    },
    {
      name: 'Renholdsoperatør',
      searchTerm: 'renhold',
      description:
        'Planlegger og utfører renhold av bygg og lokaler med riktige metoder, maskiner og rengjøringsmidler.',
    },
  ],
};
