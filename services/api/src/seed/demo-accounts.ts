import type { LookingFor } from '@yrkesbro/contracts';
import type { Role } from '@yrkesbro/contracts';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  label: string;
  school?: string;
  student?: DemoStudent;
  company?: DemoCompany;
}

/** A filled-in student profile, so the public profile and the business's view have something to show. */
export interface DemoStudent {
  name: string;
  headline: string;
  bio: string;
  location: string;
  lookingFor: LookingFor;
  education: {
    educationName: string;
    schoolName: string;
    yearPeriod: string;
    description: string;
  }[];
  skills: { name: string; proficiency: number; vocation: string }[];
  work: { position: string; company: string; yearPeriod: string; description: string }[];
  grades: { subject: string; grade: string }[];
}

export interface DemoCompany {
  name: string;
  organizationNumber: string;
  description: string;
  /** A vocation name from VOCATION_NAMES. */
  industry: string;
  location: string;
  website: string;
  phone: string;
  /** The public contact e-mail the company chose to show; none when left out. */
  contactEmail?: string;
  jobs: DemoJob[];
}

export interface DemoJob {
  title: string;
  description: string;
  requirements: string[];
  location: string;
  salaryMin: number;
  salaryMax: number;
  vocation: string;
  jobType: 'full-time' | 'part-time' | 'contract' | 'internship' | 'apprenticeship';
}

/** Demo logins for local development only; the seed refuses to run in production. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'elev@yrkesbro.no',
    password: 'Elev1234',
    role: 'student',
    label: 'Elev (student)',
    school: 'Bergen tekniske fagskole',
    student: {
      name: 'Emma Solberg',
      headline: 'Elektroelev som ser etter læreplass i Bergen',
      bio: 'Jeg går Vg2 elenergi og ekom og gleder meg til å bli elektriker. Jeg er nøyaktig, møter presis og liker å finne feil som andre gir opp.',
      location: 'Bergen',
      lookingFor: 'lærling',
      education: [
        {
          educationName: 'Vg1 Elektro og datateknologi',
          schoolName: 'Bergen tekniske fagskole',
          yearPeriod: '2024–2025',
          description: 'Grunnleggende elektrofag, automatisering og data.',
        },
        {
          educationName: 'Vg2 Elenergi og ekom',
          schoolName: 'Bergen tekniske fagskole',
          yearPeriod: '2025–2026',
          description: '',
        },
      ],
      skills: [
        { name: 'Kabelføring', proficiency: 70, vocation: 'Elektriker' },
        { name: 'Feilsøking i sikringsskap', proficiency: 55, vocation: 'Elektriker' },
        { name: 'PLS-programmering', proficiency: 35, vocation: 'Automatiker' },
      ],
      work: [
        {
          position: 'Sommervikar',
          company: 'Vestland Elektro AS',
          yearPeriod: 'Sommer 2025',
          description: 'Hjalp montørene med kabeltrekking og rydding på byggeplass.',
        },
      ],
      grades: [
        { subject: 'Elektrofag Vg1', grade: '5' },
        { subject: 'Matematikk 1P', grade: '4' },
        { subject: 'Norsk', grade: '4' },
      ],
    },
  },
  {
    email: 'bedrift@yrkesbro.no',
    password: 'Bedrift1234',
    role: 'business',
    label: 'Bedrift',
    company: {
      name: 'Rørleggermester Hansen AS',
      organizationNumber: '912345688',
      description:
        'Familiebedrift i Bergen med 25 ansatte. Vi gjør alt fra bad og kjøkken til store næringsbygg, og vi har tatt inn lærlinger hvert år siden 1998.',
      industry: 'Rørlegger',
      location: 'Bergen',
      website: 'https://hansen-ror.example.no',
      phone: '55 30 20 10',
      contactEmail: 'jobb@hansen-ror.example.no',
      jobs: [
        {
          title: 'Lærling rørlegger',
          description:
            'Vi søker to lærlinger som vil bli rørleggere. Du jobber sammen med erfarne svenner på baderom, nybygg og service, og du får god oppfølging fram til fagprøven.',
          requirements: [
            'Vg2 rørlegger',
            'Førerkort klasse B er en fordel',
            'Punktlig og lærevillig',
          ],
          location: 'Bergen',
          salaryMin: 210000,
          salaryMax: 330000,
          vocation: 'Rørlegger',
          jobType: 'apprenticeship',
        },
        {
          title: 'Rørlegger med fagbrev',
          description:
            'Til vår serviceavdeling søker vi rørlegger med fagbrev. Servicebil disponeres.',
          requirements: ['Fagbrev som rørlegger', 'Førerkort klasse B'],
          location: 'Bergen',
          salaryMin: 480000,
          salaryMax: 560000,
          vocation: 'Rørlegger',
          jobType: 'full-time',
        },
        {
          title: 'Blikkenslagerlærling',
          description:
            'Bli med på tak, beslag og ventilasjon. Du lærer faget av erfarne blikkenslagere.',
          requirements: ['Vg2 byggteknikk', 'Ikke redd for høyder'],
          location: 'Askøy',
          salaryMin: 200000,
          salaryMax: 320000,
          vocation: 'Blikkenslager',
          jobType: 'apprenticeship',
        },
      ],
    },
  },
  {
    email: 'elektro@yrkesbro.no',
    password: 'Bedrift1234',
    role: 'business',
    label: 'Bedrift (elektro)',
    company: {
      name: 'Nordlys Elektro AS',
      organizationNumber: '923456783',
      description:
        'Elektroinstallatør i Trondheim med oppdrag i bolig, næring og industri. Vi er godkjent lærebedrift og har egne instruktører.',
      industry: 'Elektriker',
      location: 'Trondheim',
      website: 'https://nordlys-elektro.example.no',
      phone: '73 40 50 60',
      jobs: [
        {
          title: 'Lærling elektriker',
          description:
            'Vi tar inn tre elektrikerlærlinger til høsten. Du får jobbe med installasjon, smarthus og solceller, og du følges tett opp av faglig leder.',
          requirements: [
            'Vg2 elenergi og ekom',
            'Interesse for teknologi',
            'God sikkerhetsforståelse',
          ],
          location: 'Trondheim',
          salaryMin: 220000,
          salaryMax: 340000,
          vocation: 'Elektriker',
          jobType: 'apprenticeship',
        },
        {
          title: 'Automatikerlærling til industrikunder',
          description:
            'Programmering og feilsøking av styringssystemer hos industrikunder i Trøndelag.',
          requirements: ['Vg2 elenergi og ekom', 'Førerkort klasse B'],
          location: 'Orkanger',
          salaryMin: 220000,
          salaryMax: 340000,
          vocation: 'Automatiker',
          jobType: 'apprenticeship',
        },
        {
          title: 'Sommerjobb som elektrikerhjelper',
          description: 'Passer for deg som går Vg1 eller Vg2 og vil prøve faget i sommerferien.',
          requirements: ['Vg1 elektro og datateknologi'],
          location: 'Trondheim',
          salaryMin: 160,
          salaryMax: 190,
          vocation: 'Elektriker',
          jobType: 'part-time',
        },
      ],
    },
  },
  {
    email: 'kjokken@yrkesbro.no',
    password: 'Bedrift1234',
    role: 'business',
    label: 'Bedrift (restaurant)',
    company: {
      name: 'Fjordkjøkkenet AS',
      organizationNumber: '934567811',
      description:
        'Restaurant og kantine i Tromsø med lokale råvarer. Vi lærer opp kokker og servitører.',
      industry: 'Kokk',
      location: 'Tromsø',
      website: 'https://fjordkjokkenet.example.no',
      phone: '77 60 70 80',
      jobs: [
        {
          title: 'Kokkelærling',
          description:
            'Lær kokkefaget i et kjøkken som lager alt fra bunnen av, med fisk og vilt fra nord.',
          requirements: ['Vg2 kokk- og servitørfag', 'Glad i mat', 'Kan jobbe kveld og helg'],
          location: 'Tromsø',
          salaryMin: 200000,
          salaryMax: 310000,
          vocation: 'Kokk',
          jobType: 'apprenticeship',
        },
        {
          title: 'Servitør deltid',
          description: 'Deltidsstilling i restauranten, to til tre kvelder i uka.',
          requirements: ['Serviceinnstilt', 'Snakker norsk og engelsk'],
          location: 'Tromsø',
          salaryMin: 190,
          salaryMax: 220,
          vocation: 'Servitør',
          jobType: 'part-time',
        },
      ],
    },
  },
];

/**
 * The demo administrator's authenticator secret (base32, 160 bits), so whoever runs the demo
 * can add it to an authenticator app, and the browser journeys can compute its codes. Public
 * by design: the seed enrols it only outside production.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'YRKESBRODEMOADMINTOTPHEMMELIGHET';
