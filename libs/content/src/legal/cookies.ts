import type { LegalDocument } from '../types.ts';

export const cookies: LegalDocument = {
  slug: 'cookies',
  title: 'Informasjonskapsler',
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Hva er informasjonskapsler?',
      paragraphs: [
        'Informasjonskapsler (cookies) er små tekstfiler som et nettsted lagrer i nettleseren din. Nettstedet kan lese dem igjen senere, for eksempel for å huske at du er logget inn.',
      ],
    },
    {
      heading: 'Informasjonskapslene vi bruker',
      paragraphs: [
        'Yrkesbro bruker bare informasjonskapsler som er nødvendige for at du skal kunne logge inn og holde deg innlogget. Vi setter dem først når du logger inn.',
      ],
      bullets: [
        'yb_access: viser at du er logget inn. Den gjelder i 15 minutter og fornyes automatisk mens du bruker tjenesten.',
        'yb_refresh: holder deg innlogget. Den gjelder til du lukker nettleseren, eller i 30 dager hvis du velger Husk meg når du logger inn.',
      ],
    },
    {
      heading: 'Slik beskytter vi dem',
      paragraphs: [
        'Begge informasjonskapslene kan bare leses av serveren vår, ikke av skript på nettsiden. De sendes bare til Yrkesbro, ikke til andre nettsteder, og i kryptert form over HTTPS.',
        'Når du logger ut, sletter vi begge. Lager du et nytt passord med Glemt passordet?, blir du logget ut på alle enheter.',
      ],
    },
    {
      heading: 'Ingen sporing',
      paragraphs: [
        'Vi bruker ikke informasjonskapsler til analyse, reklame eller sporing, og vi slipper ikke inn informasjonskapsler fra tredjeparter. Vi bygger ingen profil av hva du gjør på andre nettsteder.',
      ],
    },
    {
      heading: 'Samtykke',
      paragraphs: [
        'Etter ekomloven trenger vi ikke samtykke for informasjonskapsler som er helt nødvendige for en tjeneste du selv har bedt om, som innlogging. Derfor viser vi ikke et samtykkebanner. Tar vi i bruk andre informasjonskapsler senere, spør vi deg først.',
      ],
    },
    {
      heading: 'Slik sletter du informasjonskapsler',
      paragraphs: [
        'Du kan når som helst slette informasjonskapsler i nettleseren din. Da blir du logget ut av Yrkesbro. Blokkerer du alle informasjonskapsler, kan du ikke logge inn.',
        'Menynavnene varierer litt mellom nettlesere og versjoner, men slik finner du det vanligvis:',
      ],
      bullets: [
        'Chrome og Edge: Innstillinger, deretter Personvern, og velg å slette nettleserdata eller informasjonskapsler.',
        'Firefox: Innstillinger, deretter Personvern og sikkerhet, og velg Fjern data under Infokapsler og nettstedsdata.',
        'Safari: Innstillinger, deretter Personvern, og velg Administrer nettstedsdata.',
        'På mobil finner du det samme under innstillingene til nettleseren eller telefonen.',
      ],
    },
    {
      heading: 'Spørsmål',
      paragraphs: [
        'Har du spørsmål om informasjonskapsler eller personvern, kan du skrive til kontakt@yrkesbro.no. Les også personvernerklæringen vår.',
      ],
    },
  ],
};
