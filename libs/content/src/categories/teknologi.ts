import type { CategoryArticle } from '../types.ts';
import { CATEGORY_CARDS } from './cards.ts';

export const teknologi: CategoryArticle = {
  ...CATEGORY_CARDS.teknologi,
  programme: 'Teknologi- og industrifag',
  sections: [
    {
      heading: 'Utdanningsvei',
      paragraphs: [
        'Du starter med Vg1 teknologi- og industrifag. Her lærer du å bruke verktøy og maskiner, lese tegninger, måle nøyaktig og bearbeide metall. Du får også innføring i kjøretøy, elektro og automatisering og lærer å jobbe trygt etter regler for helse, miljø og sikkerhet.',
        'På Vg2 velger du blant mange programområder. Noen av de vanligste finner du i listen nedenfor. Hvilke retninger som tilbys, varierer mellom skolene, og noen tilbud finnes bare på få steder i landet.',
        'De fleste fagene følger 2+2-modellen: to år i skole og to år som lærling i en bedrift, avsluttet med fagprøve og fagbrev. I noen fag er læretiden lengre, og i noen må du bestå en skriftlig eksamen før fagprøven. I maritime fag og i yrkessjåførfaget kommer det i tillegg krav om sertifikater og førerkort.',
        'Vil du studere videre, kan du ta påbygging til generell studiekompetanse etter Vg2 eller etter fagbrevet. Noen fylker tilbyr TAF, der du tar fagbrev og studiekompetanse i samme løp. Med fagbrev kan du søke fagskole innen for eksempel maskin, kjemi, maritime fag eller logistikk, og du kan søke ingeniørutdanning gjennom Y-veien.',
      ],
      bullets: [
        'Vg2 arbeidsmaskiner',
        'Vg2 bilskade, lakk og karosseri',
        'Vg2 industriteknologi',
        'Vg2 kjemiprosess og laboratoriefag',
        'Vg2 kjøretøy',
        'Vg2 maritime fag',
        'Vg2 transport og logistikk',
      ],
    },
    {
      heading: 'Karrieremuligheter',
      paragraphs: [
        'Teknologi- og industrifag gir deg muligheter i mange bransjer. Du kan jobbe i mekanisk industri og verksteder, i prosessindustri, på verft, i olje- og gassnæringen og innen havvind, på bilverksteder, på skip eller i transport- og logistikkbedrifter.',
        'Mange spesialiserer seg etter hvert, for eksempel innen hydraulikk, sveising av krevende materialer, programmering av maskiner eller elektriske kjøretøy. Med erfaring kan du bli arbeidsleder, verkstedleder eller vedlikeholdsplanlegger. På skip kan matroser og motormenn jobbe seg oppover mot styrmann eller maskinist med videre utdanning og sertifikater.',
        'Fagbrevet er også et godt grunnlag for videre utdanning. Mange tar fagskole og blir teknikere, og noen går videre til ingeniørstudier. I flere fag, blant annet bilfagene, kan du ta mesterbrev og drive eget verksted.',
      ],
    },
    {
      heading: 'Arbeidsmarkedet',
      paragraphs: [
        'Industrien finnes over hele landet, og mange arbeidsplasser ligger utenfor de store byene. Industribedrifter og bransjeorganisasjoner melder om stort behov for fagarbeidere, særlig innen mekaniske fag, sveising og vedlikehold. Fagbrevet er godt kjent og respektert i bransjen, og det gir deg et solid utgangspunkt.',
        'Bilbransjen trenger også faglærte, og transportnæringen melder om mangel på sjåfører. Samtidig kan etterspørselen i enkelte bransjer, som olje- og gassnæringen, svinge med konjunkturene.',
        'Mange bedrifter rekrutterer fagarbeidere fra egne lærlinger. Vis interesse i praksisperiodene, still spørsmål og vær pålitelig, så øker sjansen både for læreplass og fast jobb etter fagprøven.',
      ],
    },
    {
      heading: 'Framtidsutsikter',
      paragraphs: [
        'Det grønne skiftet gir nye oppgaver for industrien. Havvind, batteriproduksjon, gjenvinning og mer miljøvennlig skipsfart krever fagfolk som kan produsere, montere og vedlikeholde nytt utstyr.',
        'Kjøretøyene blir stadig mer elektriske og digitale. Bilmekanikere må kunne jobbe trygt med høyspenningssystemer og feilsøke med datautstyr. I industrien blir det flere roboter og automatiserte produksjonslinjer, og det gir behov for operatører som kan styre og vedlikeholde dem.',
        'Sikkerhet og kvalitet står sentralt i alle fagene. Du lærer å følge prosedyrer, dokumentere arbeidet og ta ansvar for at maskiner, kjøretøy og konstruksjoner er trygge å bruke – kompetanse som arbeidsgivere legger stor vekt på.',
        'Behovet for fagarbeidere med teknisk kompetanse ventes å holde seg høyt, fordi mange erfarne fagfolk går av med pensjon samtidig som ny teknologi tas i bruk.',
      ],
    },
    {
      heading: 'Oppsummering',
      paragraphs: [
        'Teknologi- og industrifag passer for deg som liker å skru, bygge og forstå hvordan maskiner virker. Veien går normalt gjennom Vg1, Vg2 og to år som lærling, og den ender med fagbrev.',
        'Fagene gir deg et bredt utvalg av yrker og en kompetanse som trengs over hele landet. På Yrkesbro kan du finne industribedrifter, verksteder og transportbedrifter som søker lærlinger og fagarbeidere.',
      ],
    },
  ],
  professions: [
    {
      name: 'Industrimekaniker',
      searchTerm: 'industrimekaniker',
      description:
        'Monterer, reparerer og vedlikeholder maskiner og produksjonsutstyr i industrien.',
    },
    {
      name: 'Sveiser',
      searchTerm: 'sveiser',
      description:
        'Sammenføyer metall med ulike sveisemetoder, i alt fra rørsystemer og skip til bærende konstruksjoner.',
    },
    {
      name: 'Platearbeider',
      searchTerm: 'platearbeider',
      description:
        'Skjærer, bøyer og sveiser metallplater og profiler til konstruksjoner, tanker og skipsskrog.',
    },
    {
      name: 'CNC-operatør',
      searchTerm: 'cnc',
      description:
        'Programmerer og styrer datastyrte maskiner som freser og dreier ut deler i metall og andre materialer.',
    },
    {
      name: 'Bilmekaniker',
      searchTerm: 'bilmekaniker',
      description:
        'Utfører service, feilsøking og reparasjoner på personbiler og varebiler, også elbiler.',
    },
    {
      name: 'Anleggsmaskinmekaniker',
      searchTerm: 'anleggsmaskinmekaniker',
      description: 'Reparerer og vedlikeholder gravemaskiner, hjullastere og andre tunge maskiner.',
    },
    {
      name: 'Billakkerer',
      searchTerm: 'billakkerer',
      description:
        'Forbereder, lakkerer og fargetilpasser bilens overflater etter skader eller slitasje.',
    },
    {
      name: 'Laborant',
      searchTerm: 'laborant',
      description:
        'Tar ut prøver og utfører analyser i laboratorier i industri, næringsmiddelbedrifter og miljøovervåking.',
    },
    {
      name: 'Matros',
      searchTerm: 'matros',
      description:
        'Jobber om bord på skip med vakthold, fortøyning, lasting og vedlikehold av dekk og utstyr.',
    },
    {
      name: 'Yrkessjåfør',
      searchTerm: 'sjåfør',
      description:
        'Kjører lastebil eller buss og har ansvar for trygg transport av gods eller passasjerer.',
    },
    {
      name: 'Logistikkoperatør',
      searchTerm: 'logistikk',
      description:
        'Tar imot, lagrer og klargjør varer og gods for forsendelse, ofte med truck og digitale lagersystemer.',
    },
  ],
};
