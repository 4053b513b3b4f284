import type { ArticleSection } from './types.ts';

/** The About page: an intro, then one part for students and one for businesses. */
export const ABOUT: { intro: string; students: ArticleSection[]; businesses: ArticleSection[] } = {
  intro:
    'Yrkesbro er en møteplass for yrkesfag. Her møter yrkesfagelever, lærlinger og jobbsøkere bedrifter som trenger folk med praktisk kompetanse. Du viser hva du kan, med ferdigheter, karakterer og arbeid du har gjort, og bedriftene finner deg og tar kontakt. Målet er at flere får læreplass og jobb, og at bedriftene finner de riktige folkene.',
  students: [
    {
      heading: 'Hvorfor Yrkesbro?',
      paragraphs: [
        'Det kan være vanskelig å vise en bedrift hva du kan, bare med et søknadsbrev. På Yrkesbro får du en profil som viser ferdighetene, karakterene og arbeidet ditt samlet på ett sted.',
        'Bedrifter som leter etter lærlinger og nye ansatte, kan finne deg selv om du ikke har søkt hos dem. Du blir sett for det du kan, ikke bare for det du skriver.',
      ],
    },
    {
      heading: 'Dette kan du gjøre',
      paragraphs: ['Med en elevkonto kan du:'],
      bullets: [
        'lage en profil med bilde, utdanning, ferdigheter og arbeidserfaring',
        'legge inn karakterer og bekrefte dem med et dokument',
        'vise frem prosjekter i en portefølje og laste opp en video-CV',
        'ta ferdighetstester og få merker på profilen',
        'søke på læreplasser og jobber og følge med på søknadene',
        'få og sende meldinger til bedrifter',
      ],
    },
    {
      heading: 'Gratis for deg',
      paragraphs: [
        'Yrkesbro er gratis for elever, lærlinger og jobbsøkere. Det er bedriftene som betaler for premiumtjenester. Du trenger bare en e-postadresse for å komme i gang.',
      ],
    },
    {
      heading: 'Tips for å bli funnet',
      paragraphs: ['Noen enkle grep gjør profilen din mye sterkere:'],
      bullets: [
        'Bruk et tydelig bilde og en kort overskrift som sier hvilket fag du vil jobbe med.',
        'Fyll ut ferdigheter og erfaring, også deltidsjobber og praksis fra skolen.',
        'Last opp bilder av arbeid du har gjort, og fortell kort hva du gjorde.',
        'Bekreft karakterene dine med et dokument.',
        'Hold profilen oppdatert, og svar raskt når en bedrift skriver til deg.',
      ],
    },
  ],
  businesses: [
    {
      heading: 'Finn motiverte lærlinger',
      paragraphs: [
        'På Yrkesbro finner du elever, lærlinger og jobbsøkere som vil jobbe i faget ditt. Profilene viser ferdigheter, erfaring, prosjekter og karakterer, slik at du raskt ser hvem som passer.',
        'Du kan søke i profilene selv og ta kontakt med dem du vil møte, i stedet for å vente på søknader.',
      ],
    },
    {
      heading: 'Lys ut læreplasser og jobber',
      paragraphs: [
        'Legg ut en læreplass eller en jobb med beskrivelse, fag, arbeidssted og lønn. Utlysningen blir synlig for elever som søker etter jobb.',
        'Du kan også lyse ut uten konto. Da bekrefter du e-postadressen din med en kode på 6 siffer som vi sender deg.',
      ],
    },
    {
      heading: 'Vurder søkere og avtal intervju',
      paragraphs: [
        'Søknadene samles på ett sted. Du leser søknaden, ser profilen og CV-en til søkeren og holder søkeren oppdatert om status. Vil du møte noen, setter du opp et intervju og avtaler detaljene i meldingene.',
      ],
    },
    {
      heading: 'Planer og priser',
      paragraphs: [
        'Som bedrift kan du se 10 elevprofiler gratis. Vil du se flere, velger du en årsplan. Alle prisene er inkl. mva.',
      ],
      bullets: [
        'Grunnleggende, 5 000 kr per år: elevprofiler og kontakt med elever.',
        'Standard, 10 000 kr per år: alt i Grunnleggende, og i tillegg portefølje og prosjekter.',
        'Premium, 15 000 kr per år: alt i Standard, og i tillegg karakterer, e-postvarsler og tidlig tilgang.',
      ],
    },
  ],
};
