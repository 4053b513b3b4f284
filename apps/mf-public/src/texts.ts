/**
 * mf-public's message catalogue: every text the public pages show besides the articles in
 * @yrkesbro/content, in bokmål. Texts shared with the API (validation, errors, toasts) stay in
 * @yrkesbro/contracts. The category page's 'not found' texts are English because the spec
 * fixes them.
 */
export const TEXTS = {
  landing: {
    page: {
      title: 'Yrkesbro – finn læreplassen din',
      description:
        'Den beste plattformen for å finne læreplass. Yrkesfagelever og bedrifter møtes på Yrkesbro – gratis for elever.',
      heading: 'Den beste plattformen for å finne læreplass',
      intro:
        'Yrkesbro kobler yrkesfagelever og lærlinger med bedrifter som trenger folk. Bygg profilen din, vis hva du kan og søk på læreplasser – helt gratis for elever.',
      dashboard: 'Gå til din side',
      register: 'Kom i gang',
      login: 'Logg inn',
      goalsTitle: 'Våre mål',
      categoriesTitle: 'Ti veier til fagbrev',
      categoriesIntro: 'Utforsk yrkesfagene og finn yrket som passer deg.',
      screenshotsTitle: 'Slik ser Yrkesbro ut',
      faqTitle: 'Ofte stilte spørsmål',
      // The link to the FAQ page and a full stop follow.
      moreAnswers: 'Flere svar og en assistent finner du på',
      faqLink: 'FAQ-siden',
    },
    goals: {
      businesses: 'Bedrifter',
      students: 'Studenter',
      industries: 'Bransjer',
      employees: 'Ansatte',
    },
    screenshots: {
      register: {
        alt: 'Skjemaet for å opprette konto, med valg mellom elev og bedrift',
        caption: 'Opprett en gratis konto som elev eller bedrift på et minutt.',
      },
      category: {
        alt: 'Siden om elektrofag med utdanningsvei og tilgjengelige yrker',
        caption: 'Utforsk yrkesfagene: utdanningsvei, yrker og framtidsutsikter.',
      },
      assistant: {
        alt: 'Assistenten på FAQ-siden som svarer på et spørsmål om læretiden',
        caption: 'Spør assistenten om læretid, lønn og fagbrev – med kilde til svaret.',
      },
    },
  },
  about: {
    page: {
      title: 'Om oss',
      heading: 'Om Yrkesbro',
      tabsLabel: 'Om Yrkesbro for',
      students: 'For studenter',
      businesses: 'For bedrifter',
    },
  },
  categories: {
    page: {
      title: (category: string) => `${category} – yrkesfag og læreplasser`,
      programme: (programme: string) => `Utdanningsprogram: ${programme}`,
      professionsTitle: 'Tilgjengelige yrker',
      jobs: 'Se ledige jobber →',
    },
    notFound: {
      title: 'Category not found',
      body: 'The requested category does not exist.',
    },
  },
  contact: {
    page: {
      title: 'Kontakt oss',
      description: 'Spørsmål om Yrkesbro? Skriv til oss – vi svarer mandag til fredag 09:00–17:00.',
      formLabel: 'Kontaktskjema',
      name: 'Navn',
      email: 'E-post',
      subject: 'Emne',
      message: 'Melding',
      sending: 'Sender…',
      send: 'Send melding',
      hoursTitle: 'Åpningstider',
      hours: 'Mandag–fredag 09:00–17:00',
      hoursNote:
        'Vi svarer som regel innen én arbeidsdag. Spørsmål om læretid? Prøv assistenten på FAQ-siden.',
    },
  },
  faq: {
    page: {
      title: 'Spørsmål om læretid',
      description:
        'Læretid, lønn, feriepenger, overtid og fagbrev: svar på det lærlinger og bedrifter lurer på, og en assistent som svarer på dine spørsmål.',
      apprenticeshipTitle: 'Om å være lærling',
      platformTitle: 'Slik virker Yrkesbro',
      assistantTitle: 'Spør assistenten',
      assistantNote:
        'Assistenten svarer ut fra Yrkesbros egne sider og viser hvor svaret kommer fra.',
    },
    assistantChat: {
      label: 'Spør assistenten',
      greeting:
        'Hei! Spør meg om læretid, lønn, feriepenger, fagbrev eller hvordan Yrkesbro virker.',
      you: 'Du:',
      assistant: 'Assistenten:',
      // The sources' links follow after a space.
      readMore: 'Les mer:',
      thinking: 'Assistenten skriver …',
      placeholder: 'Skriv et spørsmål …',
      questionLabel: 'Spørsmål til assistenten',
      send: 'Send',
    },
  },
  legal: {
    page: {
      description: (document: string) =>
        `${document} for Yrkesbro – markedsplassen for lærlinger og bedrifter.`,
      updated: (date: string) => `Sist oppdatert ${date}`,
    },
  },
  postJob: {
    page: {
      title: 'Legg ut en stilling',
      description:
        'Legg ut en læreplass eller jobb på Yrkesbro – uten konto. Vi bekrefter med en kode på e-post.',
      intro:
        'Du trenger ingen konto. Fyll ut stillingen, oppgi firma og e-post, så sender vi deg en kode for å bekrefte at annonsen er din.',
      formLabel: 'Stillingsannonse',
      publish: 'Publiser stilling',
    },
    poster: {
      title: 'Hvem legger ut stillingen?',
      intro: 'Vi sender bekreftelsen til denne e-postadressen.',
      companyName: 'Firmanavn',
      email: 'E-post',
      contactEmail: 'Kontakt-e-post på annonsen (valgfritt)',
      contactEmailHint: 'Står feltet tomt, vises ingen e-post på annonsen.',
      cancel: 'Avbryt',
      publishing: 'Publiserer…',
      confirm: 'Bekreft og publiser',
    },
    published: {
      label: 'Stillingen er publisert',
      // The e-mail address follows in bold, then linkSentRest.
      linkSentTo: 'Vi har sendt en privat lenke til',
      linkSentRest:
        '. Med den ser du annonsen, endrer eller lukker den, og leser og svarer på søknadene. Vi sender deg en e-post når noen søker.',
      inDashboard: 'Stillingen ligger i bedriftsdashbordet ditt, der du også leser søknadene.',
      toDashboard: 'Gå til dashbordet',
      noEmail:
        'Finner du ikke e-posten? Sjekk søppelpostmappen. Oppretter du en bedriftskonto med samme e-postadresse, flyttes annonsen og søknadene til dashbordet ditt.',
      startOver: 'Legg ut en ny stilling',
    },
    verifyCode: {
      title: 'Skriv inn koden',
      intro: (length: number, email: string) =>
        `Vi har sendt en kode på ${length} siffer til ${email}. Finner du den ikke? Sjekk søppelpostmappen.`,
      wrongLength: (length: number) => `Koden har ${length} siffer.`,
      code: 'Verifiseringskode',
      cancel: 'Avbryt',
      confirming: 'Bekrefter…',
      confirm: 'Bekreft',
    },
    jobFields: {
      title: 'Stillingstittel',
      description: 'Beskrivelse',
      requirements: 'Krav',
      requirementsHint: 'Skill kravene med komma eller linjeskift',
      location: 'Sted',
      vocation: 'Yrke',
      vocationsLoading: 'Laster yrker …',
      vocationsFailed: 'Kunne ikke laste inn yrker.',
      jobType: 'Jobbtype',
      status: 'Status',
      salaryMin: 'Minimum lønn (kr)',
      salaryMax: 'Maks lønn (kr)',
    },
  },
  manageJob: {
    page: {
      title: 'Administrer annonsen',
      loading: 'Laster annonsen',
      postNew: 'Legg ut en ny stilling',
    },
    job: {
      open: 'Aktiv',
      closed: 'Lukket',
      privateNotice: (expires: string) =>
        `Denne siden er privat: bare de som har lenken, kan åpne den. Lenken virker til ${expires}.`,
      showsEmail: (email: string) => `Annonsen viser e-postadressen ${email}.`,
      showsNoEmail: 'Annonsen viser ingen e-postadresse.',
      closeForm: 'Lukk skjemaet',
      edit: 'Endre annonsen',
      close: 'Lukk annonsen',
      reopen: 'Åpne annonsen igjen',
      applicationsTitle: (count: number) => `Søknader (${count})`,
    },
    edit: {
      label: 'Endre annonsen',
      contactEmail: 'Kontakt-e-post på annonsen (valgfritt)',
      contactEmailHint: 'Står feltet tomt, vises ingen e-post på annonsen.',
      saving: 'Lagrer…',
      save: 'Lagre endringene',
    },
    application: {
      applied: (date: string) => `Søkte ${date}`,
      resume: 'Se CV',
      answer: 'Svar søkeren',
    },
    answer: {
      title: (name: string) => `Svar ${name}`,
      choiceLabel: 'Svar',
      accept: 'Godta søknaden',
      reject: 'Avslå søknaden',
      message: 'Melding til søkeren (valgfritt)',
      messageHint: 'Søkeren får svaret på e-post og kan svare deg direkte.',
      cancel: 'Avbryt',
      sending: 'Sender…',
      send: 'Send svaret',
    },
  },
  components: {
    screenshotCarousel: {
      roleDescription: 'karusell',
      label: 'Skjermbilder fra Yrkesbro',
      slideRoleDescription: 'lysbilde',
      slide: (n: number, total: number) => `${n} av ${total}`,
      previous: 'Forrige bilde',
      show: (n: number, caption: string) => `Vis bilde ${n}: ${caption}`,
      next: 'Neste bilde',
      play: 'Spill av automatisk',
      pause: 'Pause automatisk visning',
    },
  },
} as const;
