import type { LegalDocument } from '../types.ts';

export const terms: LegalDocument = {
  slug: 'terms',
  title: 'Vilkår for bruk',
  updated: '2026-11-29',
  sections: [
    {
      heading: 'Om tjenesten og hvem som kan bruke den',
      paragraphs: [
        'Yrkesbro er en møteplass der yrkesfagelever, lærlinger, lærekandidater og jobbsøkere møter bedrifter som trenger dem. Når du oppretter en konto, godtar du disse vilkårene.',
        'Som elev kan du bruke tjenesten hvis du går på, har gått på eller vil søke deg til yrkesfaglig utdanning, eller hvis du søker jobb i et yrkesfag. Er du under 18 år, bør du snakke med en foresatt før du inngår en lærekontrakt eller arbeidsavtale.',
        'Som bedrift må du være registrert i Enhetsregisteret med organisasjonsnummer. Den som oppretter kontoen, må ha lov til å handle på vegne av bedriften.',
      ],
    },
    {
      heading: 'Kontotyper',
      paragraphs: ['Elever bruker Yrkesbro gratis. Bedrifter betaler for premiumfunksjoner.'],
      bullets: [
        'Med en elevkonto kan du laste opp portefølje, vise ferdighetene dine, søke etter læreplasser og jobber og motta meldinger fra bedrifter.',
        'Med en bedriftskonto kan du lyse ut læreplasser og jobber, vurdere elever og sende meldinger til dem.',
      ],
    },
    {
      heading: 'Konto og sikkerhet',
      paragraphs: [
        'Du skal bare ha én konto, og opplysningene du gir, skal være riktige. Du må bekrefte e-postadressen din før du kan logge inn.',
        'Du er ansvarlig for det som skjer på kontoen din. Velg et sterkt passord, ikke del det med andre, og logg ut på maskiner som andre bruker. Mistenker du at noen andre har brukt kontoen din, bytter du passord og gir oss beskjed på kontakt@yrkesbro.no.',
      ],
    },
    {
      heading: 'Regler for innhold',
      paragraphs: [
        'Du eier innholdet du legger inn, men gir Yrkesbro rett til å lagre og vise det i tjenesten slik at den kan virke. Du må ha rett til å dele alt du laster opp, for eksempel bilder og videoer.',
      ],
      bullets: [
        'Profiler skal være sanne. Karakterer, utdanning, erfaring og dokumenter skal være dine egne og ikke endret.',
        'Utlysninger skal gjelde reelle læreplasser og jobber.',
        'Stillingsannonser må ikke diskriminere, jf. likestillings- og diskrimineringsloven, for eksempel på grunn av kjønn, graviditet, etnisitet, religion, livssyn, funksjonsnedsettelse, seksuell orientering, kjønnsidentitet eller kjønnsuttrykk. Arbeidsmiljøloven forbyr også diskriminering på grunn av alder.',
        'Meldinger skal være saklige og høflige. Trakassering, trusler, søppelpost og reklame for andre tjenester er ikke tillatt.',
        'Opplysninger du ser om andre brukere, kan bare brukes til rekruttering og kontakt gjennom Yrkesbro, ikke deles videre eller brukes til andre formål.',
      ],
    },
    {
      heading: 'Betaling for bedrifter',
      paragraphs: [
        'En bedrift kan se 10 elevprofiler gratis. Vil bedriften se flere, kjøper den en årsplan. Planen gjelder i ett år fra kjøpet og betales på forskudd gjennom betalingsleverandøren vår.',
        'Om planen fornyes automatisk, står det tydelig når dere kjøper den. Betalte perioder refunderes ikke, med mindre Yrkesbro har brutt disse vilkårene vesentlig. Vi kan endre prisene, men endringer gjelder først fra neste periode, og vi varsler i god tid.',
      ],
      bullets: [
        'Grunnleggende: 5 000 kr per år inkl. mva. Gir elevprofiler og kontakt med elever.',
        'Standard: 10 000 kr per år inkl. mva. Gir i tillegg portefølje og prosjekter.',
        'Premium: 15 000 kr per år inkl. mva. Gir i tillegg karakterer, e-postvarsler og tidlig tilgang.',
      ],
    },
    {
      heading: 'Oppsigelse og sletting',
      paragraphs: [
        'Du kan når som helst slette kontoen din. Etter at kontoen er slettet, sletter vi dataene innen 30 dager. Opplysninger vi må oppbevare etter loven, for eksempel regnskapsopplysninger, beholder vi så lenge loven krever.',
        'Bryter du disse vilkårene, kan vi fjerne innhold, stenge kontoen for en periode eller slette den. Vi gir deg beskjed og en begrunnelse, med mindre det er alvorlig eller ulovlig og vi må handle raskt.',
      ],
    },
    {
      heading: 'Ansvar',
      paragraphs: [
        'Yrkesbro formidler kontakt, men er ikke part i lærekontrakter, arbeidsavtaler eller andre avtaler mellom elever og bedrifter. Vi garanterer ikke læreplass eller jobb, og vi kan ikke garantere at alt brukerne legger inn, er riktig.',
        'Vi jobber for at tjenesten skal være tilgjengelig og sikker, men kan ikke love at den alltid virker uten feil eller avbrudd. Så langt loven tillater, er vi ikke ansvarlige for indirekte tap. Overfor bedrifter er ansvaret vårt begrenset til beløpet bedriften har betalt for den gjeldende planen.',
      ],
    },
    {
      heading: 'Endringer i vilkårene',
      paragraphs: [
        'Vi kan endre disse vilkårene. Datoen øverst viser når de sist ble endret. Ved vesentlige endringer gir vi beskjed på e-post eller i tjenesten før endringene gjelder.',
      ],
    },
    {
      heading: 'Lovvalg og tvister',
      paragraphs: [
        'Vilkårene og bruken av Yrkesbro følger norsk lov. Er du uenig med oss, vil vi først prøve å finne en løsning sammen med deg. Lykkes ikke det, avgjøres saken av norske domstoler.',
        'Har du spørsmål om vilkårene, kan du skrive til kontakt@yrkesbro.no eller bruke kontaktskjemaet på /contact.',
      ],
    },
  ],
};
