/**
 * mf-student's texts for the profile, its header and its sections, in bokmål. Each feature's catalogue is a module of its
 * own, so a page loads only its own texts; texts shared with the API stay in @yrkesbro/contracts.
 */
export const TEXTS = {
  inlineEditableField: {
    choose: 'Velg …',
    cancel: 'Avbryt',
    save: 'Lagre',
    editLabel: (label: string) => `Rediger ${label}`,
    savingLabel: (label: string) => `Lagrer ${label}`,
    openingLabel: (label: string) => `Åpner redigering av ${label}`,
    editorFailed: 'Kunne ikke åpne redigeringen. Last inn siden på nytt og prøv igjen.',
    notSaved: 'Ikke lagret. Trykk på Rediger for å prøve igjen.',
  },
  avatar: {
    alt: (name: string) => `Profilbilde av ${name}`,
    fallbackName: 'studenten',
    uploading: 'Laster opp profilbilde',
    change: 'Bytt profilbilde',
    upload: 'Last opp profilbilde',
    fileHint: 'JPG, PNG eller GIF, maks 5 MB.',
  },
  header: {
    name: 'Navn',
    namePlaceholder: 'Legg til navn',
    headline: 'Overskrift',
    headlinePlaceholder: 'Legg til overskrift',
    noName: 'Navn ikke oppgitt',
    location: 'Sted',
    locationPlaceholder: 'Legg til sted',
    lookingFor: 'Ser etter',
    lookingForPlaceholder: 'Velg hva du ser etter',
    school: 'Skole',
    skillsLabel: 'Ferdigheter',
    about: 'Om meg',
    aboutPlaceholder: 'Fortell kort hvem du er og hva du er god på',
  },
  ownProfileRedirect: {
    loading: 'Laster profilen',
  },
  publicProfile: {
    notFoundIntro:
      'Vi fant ingen profil på denne adressen. Den kan være slettet, eller lenken kan være feil.',
    choosePlanTitle: 'Velg en plan for å se profilen',
    choosePlan: 'Velg plan',
    edit: 'Rediger profilen',
    videoCv: 'Video-CV',
    counts: {
      skills: 'Ferdigheter',
      grades: 'Karakterer',
      projects: 'Prosjekter',
    },
    countsLabel: 'Antall på profilen',
    loading: 'Laster profilen',
    choosePlanPageTitle: 'Velg en plan',
    pageTitleFallback: 'Studentprofil',
  },
  videoCv: {
    removeTitle: 'Fjerne video-CV-en?',
    removeText: 'Videoen fjernes fra profilen din. Du kan laste opp en ny når du vil.',
    remove: 'Fjern video',
    title: 'Video-CV',
    keep: 'Behold videoen',
    replace: 'Bytt video',
    videoLabelOf: (name: string) => `Video-CV av ${name}`,
    videoLabel: 'Video-CV',
    cannotPlay: 'Nettleseren din kan ikke spille av videoen her.',
    download: 'Last ned videoen',
  },
  videoUpload: {
    uploading: (fileName: string) => `Laster opp ${fileName}`,
    progressLabel: 'Opplasting av video',
    saving: 'Lagrer videoen …',
    cancel: 'Avbryt opplasting',
    upload: 'Last opp video',
    orDrop: 'eller dra videofilen hit',
    pickLabel: 'Velg videofil',
    fileHint: 'MP4, MOV, WebM eller AVI, maks 100 MB.',
    tip: 'Tips: hold videoen under 2 minutter.',
  },
  badges: {
    title: 'Badges',
    earned: 'Tjent',
    takeTest: 'Ta en ferdighetstest',
  },
  education: {
    deleteTitle: 'Slett utdanning',
    title: 'Utdanning',
    add: 'Legg til utdanning',
    empty: 'Ingen utdanning lagt til ennå',
    emptyHint: 'Legg til linjen og skolen du går på, så ser bedriftene hva du lærer.',
  },
  gradeStatus: {
    verified: 'Verifisert',
    pending: 'Venter på kontroll',
  },
  grades: {
    deleteTitle: 'Slett karakter',
    title: 'Karakterer',
    verify: 'Verifiser karakterer',
    add: 'Legg til karakterer',
    empty: 'Ingen karakterer lagt til ennå',
    emptyHint:
      'Legg til karakterene dine, og verifiser dem med vitnemålet eller karakterutskriften.',
    pendingNote: 'Karakterer som venter på kontroll, sjekkes manuelt av en administrator.',
  },
  sections: {
    gradesLocked: 'Karakterer',
    projectsLocked: 'Prosjekter',
  },
  projectCard: {
    showImages: (count: number, title: string) =>
      `Vis ${count === 1 ? 'bildet' : `alle ${count} bildene`} fra ${title}`,
    seeProject: 'Se prosjektet',
    opensInNewTab: '(åpnes i ny fane)',
  },
  projects: {
    deleteTitle: 'Slett prosjekt',
    title: 'Prosjekter',
    add: 'Legg til prosjekt',
    empty: 'Ingen prosjekter lagt til ennå',
    emptyHint:
      'Vis fram noe du har laget, med bilder: et svennestykke, en skoleoppgave eller noe du har bygd hjemme.',
  },
  sectionList: {
    editLabel: (name: string) => `Rediger ${name}`,
    delete: 'Slett',
  },
  skills: {
    removeTitle: 'Fjern ferdighet',
    remove: 'Fjern',
    title: 'Ferdigheter',
    add: 'Legg til ferdighet',
    empty: 'Ingen ferdigheter lagt til ennå',
    emptyHint: 'Vis bedriftene hva du kan, og hvor godt du kan det.',
  },
  workExperience: {
    deleteTitle: 'Slett arbeidserfaring',
    title: 'Arbeidserfaring',
    add: 'Legg til arbeidserfaring',
    emptyHint: 'Sommerjobber, deltidsjobber og praksis teller også.',
  },
} as const;
