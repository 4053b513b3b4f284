// National-scale job data for the search benchmark: Norwegian-looking ads the way employers write
// them (trades as compounds, company names built from place and trade words), over 20 cities.

const TITLES = [
  (trade) => `${capital(compound(trade))}lærling`,
  (trade) => `Lærling i ${trade.toLowerCase()}faget`,
  (trade) =>
    `${trade} til ${pick(['nybygg', 'service', 'industrikunder', 'prosjekter', 'sommersesongen'])}`,
  (trade) => `Sommerjobb som ${trade.toLowerCase()}`,
  (trade) => `Erfaren ${trade.toLowerCase()} søkes`,
  (trade) => `Læreplass som ${trade.toLowerCase()}`,
  (trade) => `Fagarbeider innen ${trade.toLowerCase()}`,
];
const SENTENCES = [
  'Vi søker en motivert lærling som vil lære faget fra bunnen.',
  'Bedriften er godkjent lærebedrift med lang erfaring.',
  'Arbeid med nybygg, rehabilitering og service hos private og offentlige kunder.',
  'Du får fast fadder og oppfølging gjennom hele læretiden.',
  'Førerkort klasse B er en fordel.',
  'Vi tilbyr gode betingelser, pensjon og firmahytte.',
  'Oppstart etter avtale, gjerne i august.',
  'Kontakt daglig leder for en uforpliktende prat.',
  'Sikkerhet og kvalitet står sentralt i alt vi gjør.',
  'Vi er et lite og trivelig arbeidsmiljø med høyt faglig nivå.',
  'Kjennskap til verktøy og maskiner er ønskelig.',
  'Søkere må ha fullført Vg2 innen programområdet.',
];
export const CITIES = [
  'Oslo',
  'Bergen',
  'Trondheim',
  'Stavanger',
  'Kristiansand',
  'Tromsø',
  'Bodø',
  'Drammen',
  'Fredrikstad',
  'Ålesund',
  'Haugesund',
  'Sandnes',
  'Tønsberg',
  'Moss',
  'Skien',
  'Arendal',
  'Hamar',
  'Lillehammer',
  'Molde',
  'Harstad',
];
export const PLACE_WORDS = [
  'Nord',
  'Vest',
  'Fjord',
  'Berg',
  'Lys',
  'Vann',
  'Tre',
  'Stein',
  'Sol',
  'Elv',
];
export const TRADE_WORDS = [
  'bygg',
  'elektro',
  'rør',
  'mat',
  'service',
  'teknikk',
  'kraft',
  'hus',
  'auto',
];
const TYPES = ['full-time', 'part-time', 'contract', 'internship', 'apprenticeship', 'temporary'];

let seed = 19;
function random() {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
function pick(list) {
  return list[Math.floor(random() * list.length)];
}
function capital(word) {
  return word[0].toUpperCase() + word.slice(1);
}
/** 'Murer og flislegger' → 'murer', 'IT-utvikler' → 'itutvikler': the first word of a trade. */
function compound(trade) {
  return trade.toLowerCase().split(' ')[0].replace(/-/g, '');
}

/**
 * Inserts `count` jobs (95 % open) in batches; answers how many open jobs there are. `owner(i)`,
 * when given, makes the i-th job a company's: `{ jobId, businessId, company }`; without it the
 * jobs are posted without an account, under made-up company names.
 */
export async function seedSearchJobs(client, count, { owner } = {}) {
  const { rows: vocations } = await client.query('SELECT id, name FROM vocations ORDER BY id');
  const batch = 2000;
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const vocation = pick(vocations);
      const {
        jobId = null,
        businessId = null,
        company,
      } = owner?.(i) ?? {
        company: `${pick(PLACE_WORDS)}${pick(TRADE_WORDS)} AS`,
      };
      rows.push({
        title: pick(TITLES)(vocation.name),
        description: `${company} søker ${vocation.name.toLowerCase()}. ${pick(SENTENCES)} ${pick(SENTENCES)} ${pick(SENTENCES)}`,
        requirement: pick([
          'Vg2',
          'Fagbrev',
          'Førerkort klasse B',
          'Godt humør',
          'Norsk muntlig og skriftlig',
        ]),
        location: pick(CITIES),
        vocation_id: vocation.id,
        job_type: pick(TYPES),
        status: random() < 0.95 ? 'open' : 'draft',
        minutes: Math.floor(random() * 90 * 24 * 60),
        company,
        id: jobId,
        business_id: businessId,
      });
    }
    // A company's job names its company through business_id; only a job without one has a poster.
    await client.query(
      `INSERT INTO jobs (id, business_id, poster_email, poster_company, title, description,
                         requirements, location, salary_min, salary_max, vocation_id, job_type,
                         status, created_at)
       SELECT coalesce(r.id, gen_random_uuid()), r.business_id,
              CASE WHEN r.business_id IS NULL THEN 'bench@yrkesbro.test' END,
              CASE WHEN r.business_id IS NULL THEN r.company END, r.title, r.description,
              ARRAY[r.requirement], r.location, 200000 + (r.minutes % 50) * 1000,
              300000 + (r.minutes % 80) * 1000, r.vocation_id, r.job_type, r.status,
              now() - make_interval(mins => r.minutes)
         FROM json_to_recordset($1::json) AS r(title text, description text, requirement text,
              location text, vocation_id int, job_type text, status text, minutes int, company text,
              id uuid, business_id uuid)`,
      [JSON.stringify(rows)],
    );
  }
  // Vacuumed as well as analysed: else autovacuum goes through 100 000 new rows while the
  // benchmark measures, on the same two cores.
  await client.query('VACUUM (ANALYZE) jobs, job_words, job_search_changes');
  const { rows } = await client.query(`SELECT count(*) AS n FROM jobs WHERE status = 'open'`);
  return Number(rows[0].n);
}

/** Every search shape the job list makes, as the address writes it. */
export const SEARCH_SHAPES = [
  ['word in compounds: q=lærling', 'q=l%C3%A6rling'],
  ['short word in compounds: q=rør', 'q=r%C3%B8r'],
  ['typo: q=elektrikker', 'q=elektrikker'],
  ['synonym: q=læreplass', 'q=l%C3%A6replass'],
  ['programme: q=Elektro og datateknologi', 'q=Elektro%20og%20datateknologi'],
  ['two words: q=kokk bergen', 'q=kokk%20bergen'],
  [
    'combined: q=lærling&location=Bergn&type',
    'q=l%C3%A6rling&location=Bergn&job_type=apprenticeship',
  ],
  ['words sorted newest, page 3', 'q=l%C3%A6rling&sort=newest&page=3'],
  ['no words: newest', ''],
  ['filters + salary sort, page 5', 'vocation=9&job_type=apprenticeship&sort=salary&page=5'],
];
