/**
 * The shell's texts for the sign-in, registration and password pages, in bokmål. Each area's catalogue is a module of its
 * own, so the first load carries only the layout's; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  login: {
    title: 'Logg inn',
    twoFactorTitle: 'Tofaktorinnlogging',
    twoFactorSetupTitle: 'Sett opp tofaktorinnlogging',
    email: 'E-post',
    password: 'Passord',
    rememberMe: 'Husk meg i 30 dager',
    submit: 'Logg inn',
    submitting: 'Logger inn…',
    forgotPassword: 'Glemt passordet?',
    register: 'Ny her? Opprett konto',
  },
  register: {
    title: 'Opprett konto',
    intro: 'Gratis for elever. Bedrifter betaler bare for premiumtjenester.',
    email: 'E-post',
    password: 'Passord',
    passwordHint:
      'Minst 8 tegn. En setning du husker er et godt valg; vanlige passord godtas ikke.',
    confirmPassword: 'Bekreft passord',
    role: 'Jeg er',
    roleStudent: 'Elev / lærling',
    roleBusiness: 'Bedrift',
    school: 'Skole',
    companyName: 'Firmanavn',
    organizationNumber: 'Organisasjonsnummer',
    organizationNumberHint: '9 siffer, som i Brønnøysundregistrene (for eksempel 974 760 673)',
    consentStart: 'Ved å opprette konto godtar du',
    consentTerms: 'vilkårene for bruk',
    consentAnd: 'og',
    consentPrivacy: 'personvernerklæringen',
    consentEnd: '.',
    submit: 'Opprett konto',
    submitting: 'Oppretter konto…',
    haveAccount: 'Har du allerede en konto?',
    login: 'Logg inn',
  },
  forgotPassword: {
    title: 'Glemt passord',
    sentHint: 'Finner du ikke e-posten? Sjekk søppelpostmappen. Lenken virker i én time.',
    backToLogin: 'Tilbake til innlogging',
    intro:
      'Skriv e-postadressen du registrerte deg med, så sender vi deg en lenke for å velge nytt passord.',
    email: 'E-post',
    submit: 'Send lenke',
    submitting: 'Sender…',
  },
  resetPassword: {
    title: 'Velg nytt passord',
    newPassword: 'Nytt passord',
    confirmPassword: 'Bekreft nytt passord',
    submit: 'Lagre nytt passord',
    submitting: 'Lagrer…',
  },
  verifyEmail: {
    title: 'Bekreft e-post',
    verifying: 'Bekrefter e-postadressen …',
    login: 'Logg inn',
    email: 'E-post',
    emailHint: 'Skriv e-postadressen din, så sender vi en ny lenke.',
  },
  resendVerification: {
    resend: 'Send bekreftelseslenken på nytt',
    sending: 'Sender…',
  },
  twoFactorCodeField: {
    recoveryCode: 'Gjenopprettingskode',
    appCode: 'Kode fra appen',
  },
  twoFactorCodeStep: {
    recoveryIntro: 'Skriv en av gjenopprettingskodene du lagret. Hver kode virker én gang.',
    appIntro: 'Åpne autentiseringsappen og skriv den sekssifrede koden for Yrkesbro.',
    useRecoveryCode: 'Bruk en gjenopprettingskode',
    submit: 'Bekreft',
    submitting: 'Sjekker koden…',
  },
  twoFactorEnrolment: {
    intro:
      'Administratoren har tilgang til alle elevers dokumenter, og må derfor logge inn med en kode fra en autentiseringsapp i tillegg til passordet. Sett opp appen nå.',
    loadingQrCode: 'Lager QR-koden…',
    continue: 'Jeg har lagret kodene – fortsett',
    signingIn: 'Logger inn…',
  },
  authenticatorSetup: {
    installStep:
      'Installer en autentiseringsapp på telefonen, for eksempel Microsoft Authenticator, Google Authenticator, 1Password eller Bitwarden.',
    scanStep: 'Skann QR-koden med appen, eller skriv inn nøkkelen under.',
    codeStep: 'Skriv inn den sekssifrede koden appen viser.',
    qrCodeAlt: 'QR-kode for å legge Yrkesbro til i autentiseringsappen',
    key: 'Nøkkel:',
    submit: 'Bekreft og slå på',
    submitting: 'Sjekker koden…',
  },
  recoveryCodes: {
    warning:
      'Lagre disse gjenopprettingskodene et trygt sted, for eksempel i en passordbehandler. Mister du telefonen, logger du inn med én av dem. Hver kode virker én gang, og de vises bare nå.',
    listLabel: 'Gjenopprettingskoder',
    copy: 'Kopier kodene',
    copied: 'Kopiert',
  },
} as const;
