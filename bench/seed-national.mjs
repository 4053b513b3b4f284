// `npm run bench:seed`: a national-scale data set in its own database, for benchmarks that need
// Norway-sized tables (100 000 jobs, 50 000 students, 1 000 000 messages). The schema is the
// API's own migrations; the rows are generated from a fixed seed, so every run makes the same
// rows and ids (times are relative to when it ran). `--fresh` drops and rebuilds the database.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { dropDatabase, ensureDatabase, withDatabase } from '../scripts/lib/database.mjs';
import { ROOT } from '../scripts/lib/suite.mjs';
import { CITIES, PLACE_WORDS, seedSearchJobs, TRADE_WORDS } from './search-jobs.mjs';

const COUNTS = {
  businesses: 5_000,
  jobs: 100_000,
  students: 50_000,
  applications: 300_000,
  conversations: 100_000,
  messages: 1_000_000,
};
const APPLICATIONS_PER_STUDENT = COUNTS.applications / COUNTS.students;
const MESSAGES_PER_CONVERSATION = COUNTS.messages / COUNTS.conversations;
// Written on the database when every part is in; a run that died halfway leaves none. It names
// the newest migration, so a data set made before a schema change is made again.
const COMPLETE_MARK = 'yrkesbro bench:seed v1';
const PASSWORD = 'Benkpassord1';
const BATCH = 5_000;
const USER_COLUMNS = {
  id: 'uuid',
  email: 'text',
  password_hash: 'text',
  role: 'text',
  email_verified_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const API_DIST = path.join(ROOT, 'services/api/dist');

const FIRST_NAMES = [
  'Emma',
  'Nora',
  'Sofie',
  'Ingrid',
  'Maja',
  'Sara',
  'Ella',
  'Thea',
  'Ida',
  'Amalie',
  'Jakob',
  'Emil',
  'Noah',
  'Oliver',
  'Filip',
  'William',
  'Lucas',
  'Henrik',
  'Magnus',
  'Sander',
  'Aksel',
  'Tobias',
  'Håkon',
  'Sigrid',
  'Åse',
];
const LAST_NAMES = [
  'Hansen',
  'Johansen',
  'Olsen',
  'Larsen',
  'Andersen',
  'Pedersen',
  'Nilsen',
  'Kristiansen',
  'Jensen',
  'Karlsen',
  'Johnsen',
  'Pettersen',
  'Eriksen',
  'Berg',
  'Haugen',
  'Hagen',
  'Solberg',
  'Bakken',
  'Lie',
  'Sæther',
  'Røed',
  'Østby',
];
const COMPANY_SENTENCES = [
  'Vi er en godkjent lærebedrift med lang erfaring i regionen.',
  'Familiebedrift siden 1978 med oppdrag for private og offentlige kunder.',
  'Vi tar inn nye lærlinger hvert år og følger dem tett opp.',
  'Sikkerhet, kvalitet og godt arbeidsmiljø går foran alt.',
  'Vi jobber med nybygg, rehabilitering og service.',
  'Bedriften har 25 ansatte og egne fagarbeidere som faddere.',
];
const HEADLINES = [
  'Motivert elev som ser etter læreplass',
  'Praktisk anlagt og glad i å lære',
  'Vg2-elev på jakt etter lærekontrakt',
  'Pliktoppfyllende og god i team',
  'Ønsker sommerjobb innen faget',
  'Nysgjerrig og arbeidsom',
];
const BIO_SENTENCES = [
  'Jeg går Vg2 og trives best når jeg får bruke hendene.',
  'Jeg har hatt utplassering i en lokal bedrift og likte det godt.',
  'På fritiden spiller jeg fotball og hjelper til på hytta.',
  'Jeg møter presist og tar ansvar for det jeg gjør.',
  'Målet mitt er fagbrev og etter hvert mesterbrev.',
  'Jeg har førerkort klasse B og egen bil.',
];
const LOOKING_FOR = ['lærling', 'deltid', 'heltid', 'internship'];
const PROGRAMMES = [
  'Bygg- og anleggsteknikk',
  'Elektro og datateknologi',
  'Restaurant- og matfag',
  'Teknologi- og industrifag',
  'Helse- og oppvekstfag',
  'Salg, service og reiseliv',
  'Naturbruk',
  'Informasjonsteknologi og medieproduksjon',
];
// Each skill with the trade it belongs to (student_skills.vocation_id).
const SKILLS = [
  ['Sveising', 'Sveiser'],
  ['Elektriske installasjoner', 'Elektriker'],
  ['Rørlegging', 'Rørlegger'],
  ['Forskaling', 'Betongfagarbeider'],
  ['Tømring', 'Tømrer'],
  ['Flislegging', 'Murer og flislegger'],
  ['Maling og sparkling', 'Maler'],
  ['Bilreparasjon', 'Bilmekaniker'],
  ['Matlaging', 'Kokk'],
  ['Kundeservice', 'Salgsmedarbeider'],
  ['Programmering', 'IT-utvikler'],
  ['Nettverksdrift', 'IT-driftstekniker'],
  ['Pleie og omsorg', 'Helsefagarbeider'],
  ['Baking', 'Baker'],
  ['CNC-maskinering', 'CNC-operatør'],
  ['Lager og logistikk', 'Logistikkoperatør'],
  ['Anleggsmaskiner', 'Anleggsmaskinfører'],
  ['Hårklipp', 'Frisør'],
];
const COVER_LETTERS = [
  'Hei! Jeg søker på stillingen fordi jeg vil lære faget hos en seriøs bedrift.',
  'Jeg har lest om dere og tror jeg passer godt inn i teamet.',
  'Jeg er arbeidsvillig, punktlig og har gode skussmål fra utplasseringen.',
  'Jeg kan starte i august og stiller gjerne til intervju.',
];
const APPLICATION_STATUSES = [
  ['pending', 0.5],
  ['rejected', 0.25],
  ['interview', 0.15],
  ['accepted', 0.1],
];
const MESSAGE_TEXTS = [
  'Hei! Takk for søknaden din.',
  'Har du mulighet til en prat på telefon denne uka?',
  'Ja, det passer fint. Tirsdag etter skolen?',
  'Flott, vi ringer deg rundt klokka fire.',
  'Kan du sende oss karakterutskriften din?',
  'Den er lastet opp på profilen min nå.',
  'Vi vil gjerne invitere deg til intervju.',
  'Tusen takk, jeg gleder meg!',
  'Husk vernesko og arbeidsklær når du kommer.',
  'Hvor skal jeg møte?',
  'I resepsjonen, spør etter daglig leder.',
  'Vi har bestemt oss og vil gjerne tilby deg læreplass.',
];

/** mulberry32: a small generator with a fixed seed, so two runs make the same rows. */
function randomFrom(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = randomFrom(2026);
const pick = (list) => list[Math.floor(random() * list.length)];
const between = (low, high) => low + Math.floor(random() * (high - low + 1));

/** A uuid that is the same on every run for the same kind and number. */
function stableUuid(kind, n) {
  const hex = createHash('md5').update(`${kind}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function minutesAgo(anchor, minutes) {
  return new Date(anchor - minutes * 60_000).toISOString();
}

/** Inserts column arrays in one statement through unnest: `columns` maps name → [type, values]. */
async function insertColumns(client, table, columns) {
  const names = Object.keys(columns);
  const unnest = names.map((name, i) => `$${i + 1}::${columns[name][0]}[]`).join(', ');
  await client.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${unnest})`,
    names.map((name) => columns[name][1]),
  );
}

/** Builds `count` rows in batches: `row(i)` answers an object of column values. */
async function insertRows(client, table, types, count, row) {
  for (let start = 0; start < count; start += BATCH) {
    const columns = Object.fromEntries(
      Object.entries(types).map(([name, type]) => [name, [type, []]]),
    );
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const values = row(i);
      for (const name of Object.keys(types)) columns[name][1].push(values[name]);
    }
    await insertColumns(client, table, columns);
  }
}

/** The compiled API (services/api/dist), built first when it is missing. */
function loadApi() {
  if (!existsSync(path.join(API_DIST, 'database/data-source-options.js'))) {
    console.log('services/api/dist mangler: bygger API-et …');
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/nx/dist/bin/nx.js'), 'run', '@yrkesbro/api:build'],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
      },
    );
    if (build.status !== 0) throw new Error('Byggingen av API-et feilet.');
  }
  // The API's own copies of its dependencies, as the running API would load them.
  const requireFromApi = createRequire(path.join(API_DIST, 'main.js'));
  requireFromApi('reflect-metadata');
  const { DataSource } = requireFromApi('typeorm');
  const { dataSourceOptions } = requireFromApi(
    path.join(API_DIST, 'database/data-source-options.js'),
  );
  const { hashPassword } = requireFromApi(path.join(API_DIST, 'modules/auth/password-hasher.js'));
  return { DataSource, dataSourceOptions, hashPassword };
}

/** The newest migration's name; TypeORM orders them by the timestamp ending the name. */
function newestMigration(api) {
  const names = api
    .dataSourceOptions('postgres://unused')
    .migrations.map((migration) => migration.name);
  return names.sort((a, b) => Number(a.slice(-13)) - Number(b.slice(-13))).at(-1);
}

/** The migrations run exactly as when the API starts (migrationsRun). */
async function migrate(api, url) {
  const dataSource = await new api.DataSource(api.dataSourceOptions(url)).initialize();
  await dataSource.destroy();
}

async function seedBusinesses(client, anchor, passwordHash) {
  const { rows: vocations } = await client.query('SELECT id FROM vocations ORDER BY id');
  const businesses = Array.from({ length: COUNTS.businesses }, (_, n) => ({
    userId: stableUuid('business-user', n),
    id: stableUuid('business', n),
    name: `${pick(PLACE_WORDS)}${pick(TRADE_WORDS)} ${pick(CITIES)} ${n + 1} AS`,
    location: pick(CITIES),
    minutes: between(60 * 24 * 30, 60 * 24 * 900),
  }));
  await insertRows(client, 'users', USER_COLUMNS, businesses.length, (n) => {
    const business = businesses[n];
    const created = minutesAgo(anchor, business.minutes);
    return {
      id: business.userId,
      email: `bedrift${n + 1}@bench.yrkesbro.test`,
      password_hash: passwordHash,
      role: 'business',
      email_verified_at: created,
      created_at: created,
      updated_at: created,
    };
  });
  await insertRows(
    client,
    'businesses',
    {
      id: 'uuid',
      user_id: 'uuid',
      company_name: 'text',
      organization_number: 'text',
      description: 'text',
      industry: 'int',
      location: 'text',
      website: 'text',
      phone_number: 'text',
      contact_email: 'text',
      profile_completed_at: 'timestamptz',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    businesses.length,
    (n) => {
      const business = businesses[n];
      const created = minutesAgo(anchor, business.minutes);
      return {
        id: business.id,
        user_id: business.userId,
        company_name: business.name,
        organization_number: String(910_000_000 + n),
        description: `${pick(COMPANY_SENTENCES)} ${pick(COMPANY_SENTENCES)}`,
        industry: pick(vocations).id,
        location: business.location,
        website: `https://bedrift${n + 1}.bench.yrkesbro.test`,
        phone_number: `+47 ${String(40_000_000 + n * 7).replace(/(\d{3})(\d{2})(\d{3})/, '$1 $2 $3')}`,
        contact_email: `post@bedrift${n + 1}.bench.yrkesbro.test`,
        profile_completed_at: created,
        created_at: created,
        updated_at: created,
      };
    },
  );
  return businesses;
}

/** The search benchmark's generator, each job a company's. */
async function seedJobs(client, businesses) {
  await seedSearchJobs(client, COUNTS.jobs, {
    owner: (i) => {
      const business = pick(businesses);
      return { jobId: stableUuid('job', i), businessId: business.id, company: business.name };
    },
  });
}

async function seedStudents(client, anchor, passwordHash, profileCompletion) {
  const { rows: vocations } = await client.query('SELECT id, name FROM vocations');
  const vocationId = new Map(vocations.map((vocation) => [vocation.name, vocation.id]));
  const { rows: schools } = await client.query('SELECT name FROM schools ORDER BY name');
  const students = Array.from({ length: COUNTS.students }, (_, n) => {
    const skills = new Set();
    const skillCount = between(3, 6);
    while (skills.size < skillCount) skills.add(pick(SKILLS));
    return {
      userId: stableUuid('student-user', n),
      id: stableUuid('student', n),
      name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      school: pick(schools).name,
      minutes: between(60 * 24 * 3, 60 * 24 * 700),
      skills: [...skills],
      education: between(1, 2),
    };
  });
  await insertRows(client, 'users', USER_COLUMNS, students.length, (n) => {
    const created = minutesAgo(anchor, students[n].minutes);
    return {
      id: students[n].userId,
      email: `elev${n + 1}@bench.yrkesbro.test`,
      password_hash: passwordHash,
      role: 'student',
      email_verified_at: created,
      created_at: created,
      updated_at: created,
    };
  });
  await insertRows(
    client,
    'student_profiles',
    {
      id: 'uuid',
      user_id: 'uuid',
      school: 'text',
      name: 'text',
      headline: 'text',
      bio: 'text',
      location: 'text',
      looking_for: 'text',
      views: 'int',
      completion: 'int',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    students.length,
    (n) => {
      const student = students[n];
      const created = minutesAgo(anchor, student.minutes);
      const profile = {
        name: student.name,
        headline: pick(HEADLINES),
        bio: `${pick(BIO_SENTENCES)} ${pick(BIO_SENTENCES)}`,
        location: pick(CITIES),
        looking_for: pick(LOOKING_FOR),
      };
      const completion = profileCompletion({
        ...profile,
        profile_picture_url: null,
        lookingfor: profile.looking_for,
        video_resumes: null,
        education_count: student.education,
        skills_count: student.skills.length,
        work_count: 0,
        grades_count: 0,
        projects_count: 0,
        badges_count: 0,
      });
      return {
        id: student.id,
        user_id: student.userId,
        school: student.school,
        ...profile,
        views: between(0, 120),
        completion,
        created_at: created,
        updated_at: created,
      };
    },
  );
  const skillRows = students.flatMap((student) =>
    student.skills.map(([skill, vocation], index) => ({ student, skill, vocation, index })),
  );
  await insertRows(
    client,
    'student_skills',
    {
      id: 'uuid',
      student_id: 'uuid',
      skill_name: 'text',
      proficiency: 'int',
      vocation_id: 'int',
      created_at: 'timestamptz',
    },
    skillRows.length,
    (n) => {
      const { student, skill, vocation, index } = skillRows[n];
      return {
        id: stableUuid('skill', n),
        student_id: student.id,
        skill_name: skill,
        proficiency: between(20, 100),
        vocation_id: vocationId.get(vocation),
        // Lists show in the order added: a second apart keeps that order.
        created_at: new Date(anchor - student.minutes * 60_000 + (index + 1) * 1000).toISOString(),
      };
    },
  );
  const educationRows = students.flatMap((student) =>
    Array.from({ length: student.education }, (_, index) => ({ student, index })),
  );
  await insertRows(
    client,
    'student_education',
    {
      id: 'uuid',
      student_id: 'uuid',
      education_name: 'text',
      school_name: 'text',
      year_period: 'text',
      description: 'text',
      created_at: 'timestamptz',
    },
    educationRows.length,
    (n) => {
      const { student, index } = educationRows[n];
      const year = 2022 + index;
      return {
        id: stableUuid('education', n),
        student_id: student.id,
        education_name: `Vg${index + 1} ${pick(PROGRAMMES)}`,
        school_name: student.school,
        year_period: `${year}–${year + 1}`,
        description: index === 0 ? 'Fellesfag og programfag med praksis i verksted.' : '',
        created_at: new Date(anchor - student.minutes * 60_000 + (index + 1) * 1000).toISOString(),
      };
    },
  );
  return students;
}

/** Each student applies to distinct open jobs, after the job was published. */
async function seedApplications(client, anchor, students) {
  const { rows: jobs } = await client.query(
    `SELECT id, floor(extract(epoch FROM now() - created_at) / 60)::int AS age
       FROM jobs WHERE status = 'open' ORDER BY id`,
  );
  const applications = students.flatMap((student) => {
    const chosen = new Set();
    while (chosen.size < APPLICATIONS_PER_STUDENT) chosen.add(pick(jobs));
    return [...chosen].map((job) => ({ student, job }));
  });
  const statusOf = () => {
    let roll = random();
    for (const [status, share] of APPLICATION_STATUSES) {
      roll -= share;
      if (roll < 0) return status;
    }
    return 'pending';
  };
  await insertRows(
    client,
    'applications',
    {
      id: 'uuid',
      job_id: 'uuid',
      student_id: 'uuid',
      cover_letter: 'text',
      resume_url: 'text',
      status: 'text',
      employer_notified_at: 'timestamptz',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    applications.length,
    (n) => {
      const { student, job } = applications[n];
      const created = minutesAgo(anchor, Math.floor(random() * job.age));
      return {
        id: stableUuid('application', n),
        job_id: job.id,
        student_id: student.userId,
        cover_letter: `${pick(COVER_LETTERS)} ${pick(COVER_LETTERS)}\n\nHilsen ${student.name}`,
        resume_url: `/uploads/bench/cv-${n + 1}.pdf`,
        status: statusOf(),
        // Already announced: a worker on this database must not mail 300 000 notices.
        employer_notified_at: created,
        created_at: created,
        updated_at: created,
      };
    },
  );
}

/**
 * Conversations between students and the companies that answered their applications, and their
 * messages, in SQL: a million rows are quicker made where they are stored. Message k of
 * conversation n is a pure function of (n, k); pairs of conversations hold 10 ± d messages.
 */
async function seedConversations(client) {
  await client.query(`
    CREATE TEMP TABLE bench_conversations AS
    SELECT n, md5('conversation:' || n)::uuid AS id, student_id, business_user_id,
           ${MESSAGES_PER_CONVERSATION} + CASE WHEN n % 2 = 0 THEN 1 ELSE -1 END * ((n / 2) % 9) AS messages,
           least(created_at + interval '1 hour', now() - interval '7 hours') AS started_at
      FROM (SELECT (row_number() OVER (ORDER BY id))::int - 1 AS n, *
              FROM (SELECT DISTINCT ON (a.student_id, b.user_id)
                           a.id, a.student_id, b.user_id AS business_user_id, a.created_at
                      FROM applications a JOIN jobs j ON j.id = a.job_id
                      JOIN businesses b ON b.id = j.business_id
                     WHERE a.status <> 'pending'
                     ORDER BY a.student_id, b.user_id, a.id) pairs
             ORDER BY id LIMIT ${COUNTS.conversations}) numbered`);
  const texts = `$1::text[]`;
  // Odd-numbered messages come from the company, which answered the application.
  const sender = (k) => `CASE WHEN ${k} % 2 = 1 THEN c.business_user_id ELSE c.student_id END`;
  const content = (k) => `(${texts})[1 + ((c.n * 7 + ${k} * 5) % cardinality(${texts}))]`;
  const sentAt = (k) => `c.started_at + ${k} * interval '20 minutes'`;
  await client.query(
    `INSERT INTO conversations (id, student_id, business_id, last_message_at, last_content,
                                student_unread, business_unread)
     SELECT c.id, c.student_id, c.business_user_id, ${sentAt('c.messages')},
            ${content('c.messages')},
            CASE WHEN c.messages % 2 = 1 THEN c.n % 3 ELSE 0 END,
            CASE WHEN c.messages % 2 = 0 THEN c.n % 3 ELSE 0 END
       FROM bench_conversations c`,
    [MESSAGE_TEXTS],
  );
  await client.query(
    `INSERT INTO messages (id, conversation_id, sender_id, content, created_at)
     SELECT md5('message:' || c.n || ':' || k)::uuid, c.id, ${sender('k')}, ${content('k')},
            ${sentAt('k')}
       FROM bench_conversations c, generate_series(1, c.messages) AS k`,
    [MESSAGE_TEXTS],
  );
}

async function counts(client) {
  const { rows } = await client.query(`
    SELECT (SELECT count(*) FROM users WHERE role = 'business') AS business_users,
           (SELECT count(*) FROM businesses) AS businesses,
           (SELECT count(*) FROM jobs) AS jobs,
           (SELECT count(*) FROM jobs WHERE status = 'open') AS open_jobs,
           (SELECT count(*) FROM job_words) AS job_words,
           (SELECT count(*) FROM users WHERE role = 'student') AS student_users,
           (SELECT count(*) FROM student_profiles) AS student_profiles,
           (SELECT count(*) FROM student_skills) AS student_skills,
           (SELECT count(*) FROM student_education) AS student_education,
           (SELECT count(*) FROM applications) AS applications,
           (SELECT count(*) FROM conversations) AS conversations,
           (SELECT count(*) FROM messages) AS messages,
           pg_size_pretty(pg_database_size(current_database())) AS size`);
  return rows[0];
}

async function completeMark(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = $1`,
      [name],
    );
    return rows.length ? { exists: true, mark: rows[0].mark ?? '' } : { exists: false, mark: '' };
  } finally {
    await client.end();
  }
}

/** Runs `work`, prints how long it took and answers its result. */
async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  console.log(
    `  ${label.padEnd(58)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`,
  );
  return result;
}

async function main() {
  const fresh = process.argv.includes('--fresh');
  const name = process.env.BENCH_DATABASE ?? 'yb_bench_national';
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const adminUrl = withDatabase(server, 'postgres');
  const url = withDatabase(server, name);

  const api = loadApi();
  const schemaMark = `${COMPLETE_MARK} (skjema ${newestMigration(api)})`;
  const found = await completeMark(adminUrl, name);
  if (found.mark.startsWith(schemaMark) && !fresh) {
    console.log(`Databasen ${name} har allerede hele datasettet (${found.mark}).`);
    console.log('Kjør med --fresh for å bygge den på nytt.');
    return;
  }
  if (found.exists) {
    const reason = fresh
      ? '--fresh'
      : found.mark.startsWith(COMPLETE_MARK)
        ? `laget med et eldre skjema (${found.mark})`
        : 'ufullstendig (avbrutt kjøring)';
    console.log(`${name}: ${reason}; sletter og bygger den på nytt …`);
    await dropDatabase(adminUrl, name);
  }

  const started = performance.now();
  console.log(`Bygger ${name} på ${new URL(url).host}`);
  await timed('API-ets migreringer (services/api/dist)', async () => {
    await ensureDatabase(adminUrl, name, { utf8Ctype: true });
    await migrate(api, url);
  });
  const passwordHash = await timed('argon2-hash (én, delt av alle brukerne)', () =>
    api.hashPassword(PASSWORD),
  );
  const { profileCompletion } = await import('@yrkesbro/contracts');

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Nothing here must survive a crash: a run that dies is rebuilt from scratch next time.
    await client.query('SET synchronous_commit = off');
    const anchor = Date.now();
    const businesses = await timed(`${COUNTS.businesses} bedrifter (brukere og profiler)`, () =>
      seedBusinesses(client, anchor, passwordHash),
    );
    await timed(`${COUNTS.jobs} stillinger (søkevektor og job_words av triggerne)`, () =>
      seedJobs(client, businesses),
    );
    const students = await timed(`${COUNTS.students} elever med ferdigheter og utdanning`, () =>
      seedStudents(client, anchor, passwordHash, profileCompletion),
    );
    await timed(`${COUNTS.applications} søknader`, () =>
      seedApplications(client, anchor, students),
    );
    await timed(`${COUNTS.conversations} samtaler med ${COUNTS.messages} meldinger`, () =>
      seedConversations(client),
    );
    await timed('ANALYZE', () => client.query('ANALYZE'));
    const made = await counts(client);
    const expected = {
      businesses: COUNTS.businesses,
      jobs: COUNTS.jobs,
      student_profiles: COUNTS.students,
      applications: COUNTS.applications,
      conversations: COUNTS.conversations,
      messages: COUNTS.messages,
    };
    for (const [table, count] of Object.entries(expected)) {
      if (Number(made[table]) !== count) {
        throw new Error(`${table}: ${made[table]} rader, ventet ${count}`);
      }
    }
    const seconds = Math.round((performance.now() - started) / 1000);
    await client.query(
      `COMMENT ON DATABASE "${name.replace(/"/g, '')}" IS '${schemaMark}, bygget ${new Date().toISOString()} på ${seconds} s'`,
    );
    console.log(`\nFerdig på ${seconds} s. Innhold i ${name}:`);
    for (const [key, value] of Object.entries(made)) console.log(`  ${key.padEnd(18)} ${value}`);
    console.log(`Alle brukerne (…@bench.yrkesbro.test) har passordet ${PASSWORD}.`);
  } finally {
    await client.end();
  }
}

await main();
