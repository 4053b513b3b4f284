import type { CategoryArticle } from '../types.ts';
import { CATEGORY_CARDS } from './cards.ts';

export const elektro: CategoryArticle = {
  ...CATEGORY_CARDS.elektro,
  programme: 'Elektro og datateknologi',
  sections: [
    {
      heading: 'Utdanningsvei',
      paragraphs: [
        'Du starter med Vg1 elektro og datateknologi. Her lærer du grunnleggende elektrisitetslære, måling og programmering, og du lærer hvordan du jobber trygt med elektriske anlegg. Regning og forståelse for tall er viktig i elektrofagene, så det lønner seg å jobbe godt med matematikk fra første dag.',
        'På Vg2 velger du en fordypning som leder mot ulike lærefag. Du finner Vg2-retningene i listen nedenfor. Ikke alle skoler har alle retningene, og flyfag tilbys bare på noen få skoler i landet.',
        'De fleste elektrofagene følger 2+2-modellen: to år i skole og deretter læretid i en bedrift, som avsluttes med fagprøve og fagbrev. I noen fag er læretiden lengre enn to år, og i flyfagene tar du også Vg3 på skolen før du går ut i lære. I flere fag må du bestå en skriftlig eksamen før du kan gå opp til fagprøven.',
        'Vil du studere videre, kan du ta påbygging til generell studiekompetanse etter Vg2 eller etter fagbrevet. Fagskolene har mange elektrotekniske studier, for eksempel innen elkraft, automatisering og elektronikk, og med fagbrev kan du søke ingeniørutdanning gjennom Y-veien. Noen fylker tilbyr også TAF, der du tar fagbrev og studiekompetanse i samme løp.',
      ],
      bullets: [
        'Vg2 elenergi og ekom',
        'Vg2 automatisering',
        'Vg2 datateknologi og elektronikk',
        'Vg2 flyfag',
      ],
    },
    {
      heading: 'Karrieremuligheter',
      paragraphs: [
        'Elektrofagene gir deg mange veier. Som elektriker kan du jobbe i boliger, næringsbygg, industri, skip eller på sokkelen. Energimontører bygger og vedlikeholder strømnettet, automatikere programmerer og feilsøker styringssystemer i industrien, og telekommunikasjonsmontører bygger ut fiber og mobilnett.',
        'Mange spesialiserer seg etter hvert, for eksempel innen solceller, ladeanlegg for elbil, smarthus, brannalarm eller adgangskontroll. Med erfaring kan du bli prosjektleder, serviceleder eller få faglig ansvar i en installasjonsbedrift.',
        'Noen roller, for eksempel å være faglig ansvarlig for elektriske installasjoner, krever utdanning og praksis ut over fagbrevet etter egne forskrifter. Mange tar derfor fagskole etter noen år i jobb. Fagskoleutdanning åpner også dører til jobber innen planlegging, prosjektering og drift av større anlegg.',
      ],
    },
    {
      heading: 'Arbeidsmarkedet',
      paragraphs: [
        'Elektrofagarbeidere trengs i nesten alle deler av samfunnet: i byggebransjen, industrien, energiselskapene, telebransjen, transport og offentlig sektor. Mange bedrifter melder om mangel på fagfolk, og det er stor etterspørsel etter elektrikere og automatikere i store deler av landet.',
        'Konkurransen om læreplassene kan likevel variere mellom fag og fylker. Elektrofag er populært, og noen steder er det flere søkere enn læreplasser. Gode karakterer, lite fravær og god innsats i yrkesfaglig fordypning gjør det lettere å få læreplass.',
        'Mange elektrobedrifter er medlem av et opplæringskontor som følger opp lærlingene. Ta gjerne kontakt med opplæringskontoret i fylket ditt tidlig på Vg2, og bruk praksisperiodene til å bli kjent med bedrifter du kunne tenke deg å jobbe i.',
      ],
    },
    {
      heading: 'Framtidsutsikter',
      paragraphs: [
        'Elektrifisering er en av de store endringene i samfunnet. Transport, industri og oppvarming går i økende grad over til strøm, og det krever mer kapasitet i strømnettet, flere ladepunkter og smartere styring av energibruken. Alt dette er arbeid for elektrofagarbeidere.',
        'Samtidig blir anleggene mer digitale. Automatisering av bygg, sensorer, nettverk og programmering blir en større del av hverdagen, også for elektrikere. Du må være forberedt på å lære nytt gjennom hele yrkeslivet, men det gjør også jobben variert.',
        'Utsiktene for elektrofagene er derfor gode. Behovet for fagfolk som kan bygge, drifte og vedlikeholde elektriske anlegg, vil etter alt å dømme holde seg høyt i mange år framover.',
      ],
    },
    {
      heading: 'Oppsummering',
      paragraphs: [
        'Elektro og datateknologi passer for deg som er nøyaktig, liker å forstå hvordan ting virker og vil jobbe med teknologi i praksis. Veien går normalt gjennom Vg1, Vg2 og læretid i bedrift, og den ender med fagprøve og fagbrev.',
        'Fagbrevet gir deg en etterspurt kompetanse og mange muligheter til å spesialisere deg eller studere videre. På Yrkesbro kan du finne bedrifter som søker lærlinger og fagfolk i elektrofagene.',
      ],
    },
  ],
  professions: [
    {
      name: 'Elektriker',
      searchTerm: 'elektriker',
      description:
        'Installerer, kontrollerer og vedlikeholder elektriske anlegg i boliger, næringsbygg, industri og på skip.',
    },
    {
      name: 'Automatiker',
      searchTerm: 'automatiker',
      description:
        'Monterer, programmerer og feilsøker automatiserte styringssystemer i industri, energiforsyning og bygg.',
    },
    {
      name: 'Energimontør',
      searchTerm: 'energimontør',
      description:
        'Bygger, drifter og vedlikeholder strømnettet, fra høyspentlinjer og jordkabler til nettstasjoner.',
    },
    {
      name: 'Telekommunikasjonsmontør',
      searchTerm: 'telekommunikasjonsmontør',
      description:
        'Bygger og vedlikeholder nett for fiber, kobber og mobil, slik at tele- og datatrafikken kommer fram.',
    },
    {
      name: 'Dataelektroniker',
      searchTerm: 'dataelektroniker',
      description:
        'Installerer, reparerer og feilsøker elektronisk utstyr, datasystemer og nettverk.',
    },
    {
      name: 'Heismontør',
      searchTerm: 'heismontør',
      description:
        'Monterer, kontrollerer og reparerer heiser, rulletrapper og andre løfteinnretninger.',
    },
    {
      name: 'Energioperatør',
      searchTerm: 'energioperatør',
      description:
        'Overvåker og styrer produksjon og fordeling av energi i kraftverk og driftssentraler.',
    },
    {
      name: 'Flymekaniker',
      searchTerm: 'flymekaniker',
      description:
        'Vedlikeholder og reparerer fly og helikoptre etter strenge krav til sikkerhet og dokumentasjon.',
    },
    {
      name: 'Avioniker',
      searchTerm: 'avioniker',
      description:
        'Kontrollerer og reparerer elektriske og elektroniske systemer i fly og helikoptre.',
    },
  ],
};
