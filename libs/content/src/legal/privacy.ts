import type { LegalDocument } from '../types.ts';

export const privacy: LegalDocument = {
  slug: 'privacy',
  title: 'Personvernerklæring',
  updated: '2026-11-22',
  sections: [
    {
      heading: 'Hvem vi er',
      paragraphs: [
        'Yrkesbro er en møteplass der yrkesfagelever, lærlinger og jobbsøkere møter bedrifter. Elever bruker Yrkesbro gratis, og bedrifter betaler for premiumfunksjoner. Yrkesbro er behandlingsansvarlig for personopplysningene som behandles i tjenesten.',
        'Denne erklæringen forklarer hvilke opplysninger vi samler inn, hvorfor vi gjør det, hvem som kan se dem, og hvilke rettigheter du har. Har du spørsmål, kan du skrive til kontakt@yrkesbro.no.',
      ],
    },
    {
      heading: 'Hva vi samler inn, og hvorfor',
      paragraphs: [
        'Vi samler bare inn opplysninger vi trenger for at tjenesten skal virke. Vi selger aldri personopplysninger, og vi bruker dem ikke til reklame.',
      ],
      bullets: [
        'Konto: e-postadresse, passord (lagret som en sikker hash, aldri i klartekst) og om du er elev eller bedrift. Elever oppgir skole, bedrifter oppgir firmanavn og organisasjonsnummer. Dette trenger vi for å gi deg en konto og logge deg inn.',
        'Elevprofil: det du selv legger inn, for eksempel bilde, overskrift, beskrivelse, utdanning, ferdigheter, arbeidserfaring, karakterer med dokumentasjon, prosjekter, portefølje, video-CV og merker fra ferdighetstester. Dette bruker vi for å vise profilen din til bedrifter.',
        'Søknader, utlysninger, intervjuer og meldinger: det du og bedriftene skriver til hverandre. Dette trenger vi for å formidle kontakten mellom dere.',
        'Betaling: for bedrifter som kjøper en plan, lagrer vi hvilken plan, beløp og fakturaopplysninger. Kortopplysninger håndteres av betalingsleverandøren, og vi lagrer dem ikke.',
        'Henvendelser: det du skriver i kontaktskjemaet, slik at vi kan svare deg.',
        'Tekniske opplysninger: innloggingsøkter og, for en kort tid, IP-adressen din. Vi bruker dem for å holde kontoen din sikker og hindre misbruk, for eksempel mange innloggingsforsøk på kort tid.',
      ],
    },
    {
      heading: 'Rettslig grunnlag',
      paragraphs: [
        'Vi behandler personopplysninger etter personopplysningsloven og personvernforordningen (GDPR).',
      ],
      bullets: [
        'Avtale (artikkel 6 nr. 1 bokstav b): for å levere tjenesten du har bedt om, med konto, profil, søknader, meldinger og planer.',
        'Rettslig forpliktelse (artikkel 6 nr. 1 bokstav c): for å oppbevare regnskapsopplysninger etter bokføringsloven.',
        'Berettiget interesse (artikkel 6 nr. 1 bokstav f): for å holde tjenesten sikker, hindre misbruk og svare på henvendelser.',
        'Samtykke (artikkel 6 nr. 1 bokstav a): der vi ber om det, for eksempel for valgfrie e-postvarsler. Du kan når som helst trekke samtykket tilbake.',
      ],
    },
    {
      heading: 'Hvem som kan se opplysningene',
      paragraphs: [
        'Innloggede bedrifter kan se elevprofiler innenfor kvoten og planen sin. En bedrift kan se 10 profiler gratis. Med en plan ser bedriften mer: Grunnleggende gir profiler og kontakt, Standard gir i tillegg portefølje og prosjekter, og Premium gir i tillegg karakterer.',
        'Når du søker på en utlysning, ser bedriften søknaden din, profilen din og CV-lenken du legger ved. Meldinger kan bare leses av dem som skriver sammen. Utlysninger og bedriftsnavn er synlige for alle som bruker tjenesten.',
        'Noen få ansatte hos Yrkesbro har tilgang til opplysningene når det trengs for drift, brukerstøtte eller for å stoppe misbruk.',
      ],
    },
    {
      heading: 'Lagring og databehandlere',
      paragraphs: [
        'Opplysningene lagres på servere i EU/EØS. Vi bruker noen leverandører (databehandlere) som behandler opplysninger på våre vegne. De har databehandleravtale med oss og får bare bruke opplysningene til å levere tjenesten sin til oss.',
        'Skulle en leverandør behandle opplysninger utenfor EU/EØS, sørger vi for et lovlig grunnlag for overføringen, for eksempel EU-kommisjonens standardavtaler.',
      ],
      bullets: [
        'drift og lagring av tjenesten',
        'utsending av e-post, for eksempel bekreftelse av e-postadresse og tilbakestilling av passord',
        'betalingsleverandør for bedrifter som kjøper en plan',
        'språkmodell for assistenten, når den er slått på: spørsmålet du skriver, sendes sammen med utdrag fra hjelpeartiklene våre, og vi knytter det ikke til kontoen din',
      ],
    },
    {
      heading: 'Hvor lenge vi lagrer opplysningene',
      paragraphs: [
        'Vi lagrer opplysningene så lenge du har en konto. Sletter du kontoen, stenger vi den med en gang: du blir logget ut overalt, og profilen din skjules for bedrifter. Etter 30 dager sletter vi kontoen og dataene dine for godt, også filene du har lastet opp. Fram til da kan du logge inn og angre slettingen.',
        'Regnskapsopplysninger for bedrifter som har betalt, oppbevarer vi så lenge bokføringsloven krever, uten e-postadressen til den som kjøpte. Henvendelser fra kontaktskjemaet sletter vi når saken er avsluttet og vi ikke lenger trenger dem. IP-adresser som brukes mot misbruk, lagres bare kort.',
      ],
    },
    {
      heading: 'Dine rettigheter',
      paragraphs: ['Du har rett til å:'],
      bullets: [
        'få innsyn i hvilke opplysninger vi har om deg',
        'få rettet opplysninger som er feil eller mangelfulle',
        'få slettet opplysningene dine',
        'få utlevert opplysningene dine i et maskinlesbart format (dataportabilitet)',
        'protestere mot behandling som bygger på berettiget interesse',
        'trekke tilbake et samtykke du har gitt',
      ],
    },
    {
      heading: 'Slik bruker du rettighetene dine',
      paragraphs: [
        'Mye kan du gjøre selv når du er logget inn, for eksempel rette eller fjerne opplysninger i profilen. Under Personvern og data kan du laste ned alle opplysningene vi har om deg, med filene dine, som en zip-fil (data i JSON-format), og du kan slette kontoen. Ellers kan du skrive til kontakt@yrkesbro.no. Vi svarer uten unødig opphold, og senest innen én måned.',
        'Mener du at vi behandler personopplysninger i strid med regelverket, kan du klage til Datatilsynet. Vi setter pris på om du tar kontakt med oss først, så vi kan prøve å rette opp feilen.',
      ],
    },
    {
      heading: 'Informasjonskapsler og endringer',
      paragraphs: [
        'Vi bruker bare nødvendige informasjonskapsler for innlogging, ikke til analyse, reklame eller sporing. Les mer i erklæringen om informasjonskapsler.',
        'Vi kan oppdatere denne erklæringen. Datoen øverst viser når den sist ble endret. Ved vesentlige endringer gir vi beskjed på e-post eller i tjenesten.',
      ],
    },
  ],
};
