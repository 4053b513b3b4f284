// `npm run bench`: bundle sizes and API throughput on this machine, printed as numbers.
import pg from 'pg';
import { startTestSuite, STUDENT } from '../e2e/support/test-suite.mjs';
import { buildAll } from '../scripts/lib/suite.mjs';
import { bundleSizes } from './bundle-size.mjs';
import { measure } from './http-load.mjs';

await buildAll({ quiet: true });
console.log('Bundle sizes (gzip)');
for (const line of bundleSizes()) console.log(`  ${line}`);

const suite = await startTestSuite();
try {
  const api = `http://127.0.0.1:3100/api`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  console.log('\nAPI (32 concurrent connections, 5 s each; the client shares the 2 cores)');
  console.log(`  ${await measure('GET /api/health (database + Redis)', `${api}/health`)}`);
  console.log(
    `  ${await measure('GET /api/auth/me (JWT + user lookup)', `${api}/auth/me`, { headers: { cookie } })}`,
  );
  // The demo student's filled-in profile: seven queries for the whole of it.
  const { id: profileId } = await (
    await fetch(`${api}/users/profile`, { headers: { cookie } })
  ).json();
  console.log(
    `  ${await measure('GET /api/users/profile (own, all lists)', `${api}/users/profile`, { headers: { cookie } })}`,
  );
  console.log(
    `  ${await measure('GET /api/users/profile/{uuid} (public view)', `${api}/users/profile/${profileId}`, { headers: { cookie } })}`,
  );
  console.log(
    `  ${await measure('GET / through the shell server', suite.urls.shell, { concurrency: 8 })}`,
  );

  const jobs = await addBenchJobs(suite.databaseUrl, 20000);
  console.log(`\nJob search over ${jobs} open jobs (16 concurrent connections, 5 s each)`);
  for (const [name, query] of [
    ['full text: q=elektriker', 'q=elektriker'],
    ['full text + location typo: q=lærling&location=Bergn', 'q=l%C3%A6rling&location=Bergn'],
    ['filters + salary sort, page 5', 'vocation=9&job_type=apprenticeship&sort=salary&page=5'],
  ]) {
    console.log(`  ${await measure(name, `${api}/jobs?${query}`, { concurrency: 16 })}`);
  }
} finally {
  await suite.stop();
}

/** A realistic volume of open jobs for the search benchmark, spread over trades, types and cities. */
async function addBenchJobs(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO jobs (business_id, title, description, requirements, location, salary_min, salary_max,
                         vocation_id, job_type, status)
       SELECT (SELECT id FROM businesses ORDER BY random() LIMIT 1),
              (ARRAY['Lærling', 'Fagarbeider', 'Sommerjobb som', 'Erfaren'])[1 + i % 4] || ' ' || lower(v.name),
              'Vi søker ' || lower(v.name) || ' til spennende oppdrag. Nummer ' || i,
              ARRAY['Vg2', 'Førerkort klasse B', 'Godt humør'],
              (ARRAY['Bergen', 'Oslo', 'Trondheim', 'Tromsø', 'Stavanger', 'Kristiansand', 'Bodø'])[1 + i % 7],
              200000 + (i % 50) * 1000, 300000 + (i % 80) * 1000,
              v.id,
              (ARRAY['full-time', 'part-time', 'contract', 'internship', 'apprenticeship'])[1 + i % 5],
              'open'
         FROM generate_series(1, $1) AS i
         JOIN vocations v ON v.id = 1 + i % (SELECT count(*) FROM vocations)`,
      [count],
    );
    await client.query('ANALYZE jobs');
    const { rows } = await client.query(`SELECT count(*) AS n FROM jobs WHERE status = 'open'`);
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}
