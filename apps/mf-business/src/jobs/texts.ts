/**
 * mf-business's texts for its jobs pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  jobCreatePage: {
    fillInProfile: 'Fyll ut profilen',
    keptMeanwhile: 'Det du skriver her, tas vare på imens.',
    title: 'Ny stilling',
    intro: 'Beskriv jobben og hva du ser etter. Du kan endre stillingen senere.',
    draftSaved: 'Utkastet er lagret',
    save: 'Lagre stilling',
    saving: 'Lagrer…',
  },
  jobEditPage: {
    title: 'Rediger stilling',
    loading: 'Laster stillingen',
    backToDashboard: 'Til dashbordet',
    missingText: 'Stillingen kan være slettet, eller adressen er skrevet feil.',
    notOwnerText:
      'Stillingen tilhører en annen bedrift. Dine egne stillinger finner du på dashbordet.',
    updated: 'Stillingen er oppdatert',
    save: 'Lagre endringer',
    saving: 'Lagrer…',
  },
  jobForm: {
    label: 'Stilling',
    title: 'Tittel',
    description: 'Beskrivelse',
    requirements: 'Krav',
    requirementsHelp: 'Skriv ett krav per linje, eller skill dem med komma.',
    requirementsSaved: (count: number) => `${count === 1 ? '1 krav' : `${count} krav`} lagres:`,
    location: 'Sted',
    vocation: 'Yrke',
    salaryMin: 'Minste lønn (kr)',
    salaryMax: 'Maks lønn (kr)',
    salaryPreview: (salary: string) => `Vises som ${salary}`,
    jobType: 'Stillingstype',
    status: 'Status',
    statusHelp: 'Et utkast er bare synlig for deg.',
    cancel: 'Avbryt',
  },
  jobList: {
    created: (date: string) => `Opprettet ${date}`,
    editLabel: (title: string) => `Rediger ${title}`,
    edit: 'Rediger',
    deleteLabel: (title: string) => `Slett ${title}`,
    delete: 'Slett',
    loading: 'Laster stillinger',
  },
  deleteJobDialog: {
    title: 'Slett stilling',
    titleFor: (title: string) => `Slett «${title}»`,
    cancel: 'Avbryt',
    deleting: 'Sletter…',
    confirm: 'Slett',
    deleted: 'Stillingen er slettet',
    applicationsEnd: (count: number) =>
      `${
        count === 1
          ? 'Stillingen har 1 søknad. Den slettes med stillingen. Er søkeren ikke avvist, får søkeren beskjed på e-post, og et planlagt intervju avlyses.'
          : `Stillingen har ${count} søknader. De slettes med stillingen. Søkere som ikke er avvist, får beskjed på e-post, og planlagte intervjuer avlyses.`
      } Vil du bare skjule stillingen, sett den til Utkast.`,
  },
  jobsAllPage: {
    title: 'Alle stillinger',
    backToDashboard: 'Til dashbordet',
    newJob: 'Ny stilling',
    emptyText: 'Legg ut en stilling, så finner elever og lærlinger den under Jobber.',
    emptyTextOther: 'Bedriften har ingen ledige stillinger akkurat nå.',
    summary: (total: number, active: number) =>
      `${total === 1 ? '1 stilling' : `${total} stillinger`}, ${active} ${active === 1 ? 'aktiv' : 'aktive'}`,
  },
} as const;
