/**
 * mf-business's texts for its applications pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  /** '1 søknad, 1 venter på vurdering' / '3 søknader, 2 venter på vurdering'. */
  summary: (count: number, pending: number) =>
    `${count === 1 ? '1 søknad' : `${count} søknader`}, ${pending} venter på vurdering`,
  meetingTypes: {
    physical: 'Fysisk',
    online: 'Digitalt',
  },
  applicationCard: {
    pictureAlt: (name: string) => `Profilbildet til ${name}`,
    appliedTo: 'Søkte på',
    moveInterview: 'Flytt intervju',
    cancelInterview: 'Avlys intervju',
    statusGroupLabel: (name: string) => `Endre status for ${name}`,
    changeStatus: 'Endre status',
    planInterview: 'Planlegg intervju',
    coverLetter: 'Søknadsbrev',
    showLess: 'Vis mindre',
    showWholeLetter: 'Vis hele søknadsbrevet',
    openResumeLabel: (name: string) => `Åpne CV-en til ${name} (åpnes i ny fane)`,
    openResume: 'Åpne CV',
    resume: (url: string) => `CV: ${url}`,
  },
  applicationList: {
    loading: 'Laster søknader',
    pastLastPage: 'Ingen søknader på denne siden',
    pastLastPageText: 'Listen er kortere enn før. Søknadene står på sidene foran.',
    lastPage: 'Til siste side',
  },
  applicationsPage: {
    title: 'Alle søknader',
    backToDashboard: 'Til dashbordet',
    newJob: 'Ny stilling',
    emptyText: 'Søknadene til stillingene dine dukker opp her.',
  },
  jobApplicationsPage: {
    pageTitle: 'Søknader',
    title: (jobTitle: string) => `Søknader til ${jobTitle}`,
    titleWithoutJob: 'Søknader til stillingen',
    allApplications: 'Alle søknader',
    loadingJob: 'Laster stillingen',
    seeAll: 'Se alle søknader',
    missingText: 'Stillingen kan være slettet, eller lenken er feil.',
    notOwnerTitle: 'Du kan bare se søknader til dine egne stillinger.',
    notOwnerText:
      'Stillingen tilhører en annen bedrift. Søknadene til dine egne stillinger finner du under Alle søknader.',
    emptyText: 'Når noen søker på stillingen, ser du søknaden her.',
  },
  interviewDialog: {
    planTitle: 'Planlegg intervju',
    moveTitle: 'Flytt intervju',
    intro: (name: string, jobTitle: string) => `Med ${name} om stillingen ${jobTitle}.`,
    moveHint: 'Eleven får den nye tiden på e-post, og intervjuet flyttes i begge kalenderne.',
    planHint:
      'Ingenting lagres før du sender: da får eleven én e-post med tid, sted og kalenderfil.',
    date: 'Dato',
    time: 'Tidspunkt',
    meetingType: 'Møtetype',
    place: 'Sted',
    placeHelp: 'Adressen eleven skal møte opp på.',
    link: 'Lenke til møtet',
    linkHelp: 'Valgfritt. Uten lenke står det at lenken kommer fra bedriften.',
    cancel: 'Avbryt',
    sending: 'Sender…',
    sendNewTime: 'Send ny tid',
    sendInvitation: 'Send invitasjon',
  },
  cancelInterviewDialog: {
    title: 'Avlyse intervjuet?',
    text: (name: string, waitsAgain: boolean) =>
      `${name} får beskjed på e-post med en avlysning for kalenderen sin, og intervjuet fjernes fra begge kalenderne.${waitsAgain ? ' Søknaden står som Venter igjen.' : ''}`,
    keep: 'Behold intervjuet',
    cancelling: 'Avlyser…',
    confirm: 'Avlys intervjuet',
    rejectTitle: 'Avvise søknaden og avlyse intervjuet?',
    rejectText: (name: string) =>
      `${name} får beskjed om avslaget på e-post, med en avlysning for kalenderen sin, og intervjuet fjernes fra begge kalenderne.`,
    rejectConfirm: 'Avvis og avlys intervjuet',
  },
} as const;
