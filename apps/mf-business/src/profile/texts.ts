/**
 * mf-business's texts for its profile pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  businessProfileForm: {
    title: 'Bedriftsprofil',
    createTitle: 'Opprett bedriftsprofil',
    createIntro: 'Fyll ut profilen, så kan elever og lærlinger bli kjent med bedriften din.',
    loading: 'Laster bedriftsprofil',
    companyName: 'Firmanavn',
    description: 'Beskrivelse',
    descriptionHelp: 'Fortell hva bedriften gjør og hva en lærling kan lære hos dere.',
    industry: 'Bransje',
    location: 'Sted',
    website: 'Nettside',
    websitePlaceholder: 'https://',
    phone: 'Telefonnummer (valgfritt)',
    contactEmail: 'Kontakt-e-post (valgfritt)',
    contactEmailHelp:
      'Vises på bedriftssiden og stillingene deres. Står feltet tomt, vises ingen e-post.',
    organizationNumber: 'Organisasjonsnummer',
    organizationNumberHelp: '9 siffer, som i Brønnøysundregistrene (mellomrom går fint)',
    saving: 'Lagrer…',
    save: 'Lagre bedriftsprofil',
    create: 'Opprett bedriftsprofil',
  },
  logoField: {
    label: 'Logo',
    previewAlt: 'Forhåndsvisning av ny logo',
    logoAlt: (name: string) => `Logoen til ${name}`,
    defaultAlt: 'Bedriftens logo',
    change: 'Bytt logo',
    choose: 'Velg logo',
    undo: 'Angre valgt logo',
    chosen: (fileName: string) => `Valgt: ${fileName}`,
    help: 'PNG eller JPG, maks 5 MB.',
  },
} as const;
