// The original's approach as the peer (#17, target 4): its job list downloaded every open job and
// filtered in the browser. A server answering the way it did (every open job with its company and
// vocation, as JSON) runs beside ours, and a client takes the first page of 'lærling' both ways.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import pg from 'pg';

const PEER_PORT = 3191;
const WORD = 'lærling';
const PAGE = 12;

const ALL_OPEN_JOBS = `
  SELECT j.id, j.title, j.description, j.requirements, j.location, j.salary_min, j.salary_max,
         j.vocation_id, v.name AS vocation_name, j.job_type, j.status, j.created_at,
         coalesce(b.company_name, j.poster_company) AS company_name
    FROM jobs j JOIN vocations v ON v.id = j.vocation_id
    LEFT JOIN businesses b ON b.id = j.business_id
   WHERE j.status = 'open'
   ORDER BY j.created_at DESC`;

const figures = (body, ms) => ({
  bytes: Buffer.byteLength(body),
  gzip: gzipSync(body).length,
  ms,
});

async function download(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { body, ms: performance.now() - started };
}

/**
 * Bytes and time to the first page of results, the original's way (`theirs`) and ours, and the
 * lines that print them.
 */
export async function comparePeerJobList(databaseUrl, api) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const server = http.createServer(async (request, response) => {
    const { rows } = await pool.query(ALL_OPEN_JOBS);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(rows));
  });
  await new Promise((resolve) => server.listen(PEER_PORT, '127.0.0.1', resolve));
  try {
    const downloaded = await download(`http://127.0.0.1:${PEER_PORT}/`);
    const filtering = performance.now();
    const page = JSON.parse(downloaded.body)
      .filter((job) => `${job.title} ${job.description}`.toLowerCase().includes(WORD))
      .slice(0, PAGE);
    const theirs = figures(downloaded.body, downloaded.ms + (performance.now() - filtering));
    const answer = await download(`${api}/jobs?q=${encodeURIComponent(WORD)}`);
    const ours = figures(answer.body, answer.ms);
    const ourFirst = JSON.parse(answer.body).jobs.length;
    const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
    return {
      theirs,
      ours,
      lines: [
        `every open job, filtered in the browser: ${kib(theirs.bytes)} (${kib(theirs.gzip)} gzip), ${theirs.ms.toFixed(0)} ms to the first ${page.length} of '${WORD}'`,
        `the search on the server:                ${kib(ours.bytes)} (${kib(ours.gzip)} gzip), ${ours.ms.toFixed(0)} ms to the first ${ourFirst}`,
        `ratio: ${(theirs.bytes / ours.bytes).toFixed(0)} times the bytes, ${(theirs.ms / ours.ms).toFixed(0)} times the time`,
      ],
    };
  } finally {
    server.close();
    await pool.end();
  }
}
