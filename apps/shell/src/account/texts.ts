/**
 * The shell's texts for the account pages (security, privacy) and the deletion dialog, in bokmål. Each area's catalogue is a module of its
 * own, so the first load carries only the layout's; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  security: {
    title: 'Sikkerhet',
    passwordHeading: 'Bytt passord',
    passwordIntro:
      'Skriv inn passordet du har nå, og velg et nytt. Du blir logget ut på alle andre enheter, men forblir innlogget her.',
    currentPassword: 'Nåværende passord',
    newPassword: 'Nytt passord',
    confirmPassword: 'Bekreft nytt passord',
    changePassword: 'Bytt passord',
    changingPassword: 'Bytter passord…',
    twoFactorHeading: 'Tofaktorinnlogging',
    twoFactorIntro:
      'Med tofaktorinnlogging trenger du både passordet og en kode fra en app på telefonen for å logge inn. Får noen tak i passordet ditt, kommer de likevel ikke inn.',
    loading: 'Henter innstillingene…',
    loadFailed: 'Kunne ikke hente innstillingene',
    done: 'Ferdig',
    off: 'Tofaktorinnlogging er av.',
    setUpFailed: 'Kunne ikke starte oppsettet. Prøv igjen.',
    turnOn: 'Slå på tofaktorinnlogging',
    turningOn: 'Lager QR-kode…',
    on: (recoveryCodesLeft: number) =>
      `Tofaktorinnlogging er på. Du har ${recoveryCodesLeft} ubrukte gjenopprettingskoder.`,
    adminRequired: 'Som administrator må du alltid bruke tofaktorinnlogging.',
    codeLabel: 'Kode fra appen eller en gjenopprettingskode',
    codeHint: 'Bekreft endringen med en kode.',
    renewCodes: 'Lag nye gjenopprettingskoder',
    turnOff: 'Slå av tofaktorinnlogging',
    turningOff: 'Slår av…',
  },
  privacy: {
    title: 'Personvern og data',
    downloadHeading: 'Last ned dataene dine',
    downloadIntro:
      'Du får en zip-fil med alt vi har lagret om deg: kontoen, profilen, søknader, meldinger, avtaler og resten i filen data.json, og filene du har lastet opp.',
    download: 'Last ned dataene mine',
    downloading: 'Lager filen…',
    deleteHeading: 'Slett kontoen',
    deletionScheduled: (date: string) => `Kontoen din slettes ${date}. Du er nå logget ut.`,
    cancelFailed: 'Kunne ikke angre slettingen.',
    loading: 'Henter kontoens status…',
    loadFailed: 'Kunne ikke hente kontoens status',
    pending: (date: string) =>
      `Kontoen din slettes ${date}. Profilen din er skjult for bedrifter fram til da.`,
    undo: 'Angre sletting',
    undoing: 'Angrer…',
    deleteIntro:
      'Når du sletter kontoen, blir du logget ut og profilen din skjules med en gang. Etter 30 dager sletter vi kontoen og dataene dine for godt. Fram til da kan du angre.',
    delete: 'Slett kontoen',
  },
  deleteDialog: {
    title: 'Slett kontoen',
    intro: (day: string) =>
      `Du blir logget ut med en gang, og profilen din skjules for bedrifter. ${day} sletter vi kontoen og alt du har lagt inn, også filene dine, for godt. Fram til da kan du logge inn og angre.`,
    password: 'Passordet ditt',
    failed: 'Kunne ikke slette kontoen.',
    cancel: 'Avbryt',
    confirm: 'Slett kontoen',
    deleting: 'Sletter…',
  },
} as const;
