// `npm run bench`: bundle sizes, page loads, API throughput, a group mailing and live message
// delivery on this machine, printed as numbers and summed up in one table (#17).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpus } from 'node:os';
import pg from 'pg';
import { startTestSuite, STUDENT } from '../e2e/support/test-suite.mjs';
import { buildAll } from '../scripts/lib/suite.mjs';
import { bundleFigures, bundleSizes, kib, libraryDuplicates, visitBytes } from './bundle-size.mjs';
import { firstLoads, fixedWorkMs, signedInBlockingTime, signedInJobSearch } from './first-load.mjs';
import { jobCardToJob, menuLinkToJobs } from './navigation.mjs';
import { measureGroupMailing, TARGET_MAILS_PER_SECOND } from './group-mailing.mjs';
import { measure } from './http-load.mjs';
import { DELIVERY_P99_TARGET_MS, measureLiveDelivery } from './live-delivery.mjs';
import { comparePeerJobList } from './peer-job-list.mjs';
import { SEARCH_SHAPES, seedSearchJobs } from './search-jobs.mjs';
import { createSummary } from './summary.mjs';

const SEARCH_P99_TARGET_MS = 50;
const AUTH_ME_SHARE_TARGET = 25;
const SHELL_FIRST_LOAD_TARGET_KIB = 170;
const REMOTE_ENTRY_TARGET_KIB = 15;
const PAGE_TARGET_KIB = 80;
const LCP_TARGET_MS = 2500;
const TBT_TARGET_MS = 200;
const BARE_PORT = 3190;
const SETTLE_MS = 20_000;

await buildAll({ quiet: true });
console.log('Bundle sizes (gzip)');
for (const line of bundleSizes()) console.log(`  ${line}`);
const summary = createSummary();
const bundles = bundleFigures();
const withinKib = (bytes, target) => bytes / 1024 <= target;
summary.add({
  figure: "the shell's first load: index.html and its scripts, gzip",
  value: kib(bundles.shell),
  target: `≤ ${SHELL_FIRST_LOAD_TARGET_KIB} KiB`,
  met: withinKib(bundles.shell, SHELL_FIRST_LOAD_TARGET_KIB),
});
summary.add({
  figure: 'the largest remoteEntry.js, gzip',
  value: `${kib(bundles.largestEntry.bytes)} (${bundles.largestEntry.app})`,
  target: `≤ ${REMOTE_ENTRY_TARGET_KIB} KiB`,
  met: withinKib(bundles.largestEntry.bytes, REMOTE_ENTRY_TARGET_KIB),
});
summary.add({
  figure: "the largest page's own chunks, gzip",
  value: `${kib(bundles.largestPage.bytes)} (${bundles.largestPage.page})`,
  target: `≤ ${PAGE_TARGET_KIB} KiB`,
  met: withinKib(bundles.largestPage.bytes, PAGE_TARGET_KIB),
});
const twice = libraryDuplicates();
summary.add({
  figure: 'libraries downloaded more than once by a visitor of every app, gzip',
  value:
    `${kib(twice.bytes)} in ${twice.count} modules (` +
    twice.byPackage
      .slice(0, 3)
      .map(([name, bytes]) => `${name} ${kib(bytes)}`)
      .join(', ') +
    ')',
  target: 'none (no library bundled twice)',
  baseline: `all the library code that visitor downloads: ${kib(twice.all)}`,
  met: twice.count === 0,
});
// The row above counts code a visitor of every app downloads twice; these, what one person's visit
// downloads in all, which a change meant for the row above must not make heavier.
for (const visit of visitBytes())
  summary.add({
    figure: `what a visit downloads, gzip: ${visit.name}`,
    value: `${kib(visit.bytes)} in ${visit.files} files`,
  });

const suite = await startTestSuite();
try {
  const api = suite.urls.api;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STUDENT),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  console.log('\nAPI (32 concurrent connections, 5 s each; the client shares the 2 cores)');
  const show = async (...args) => {
    const result = await measure(...args);
    console.log(`  ${result.line}`);
    return result;
  };
  const bare = await withBareServer((url) => show('bare Node http server, fixed JSON', url));
  await show('GET /api/health (database + Redis)', `${api}/health`);
  const me = await show('GET /api/auth/me (JWT + user lookup)', `${api}/auth/me`, {
    headers: { cookie },
  });
  const share = Math.round((100 * me.rps) / bare.rps);
  const bareBaseline = `${bare.rps} req/s, bare Node http`;
  summary.add({
    figure: 'GET /api/auth/me, 32 connections',
    value: `${me.rps} req/s (${share} %), p99 ${me.p99} ms`,
    target: `≥ ${AUTH_ME_SHARE_TARGET} % of the bare server`,
    baseline: bareBaseline,
    met: share >= AUTH_ME_SHARE_TARGET,
  });
  console.log(
    `  /api/auth/me runs at ${share} % of the bare server (#17: ≥ ${AUTH_ME_SHARE_TARGET} %, ${share >= AUTH_ME_SHARE_TARGET ? 'met' : 'missed'})`,
  );
  // The demo student's filled-in profile: seven queries for the whole of it.
  const { id: profileId } = await (
    await fetch(`${api}/users/profile`, { headers: { cookie } })
  ).json();
  // Their target is against pgbench running their own SQL: bench/pgbench-ratio.mjs.
  for (const [figure, url] of [
    ['GET /api/users/profile (own, all lists)', `${api}/users/profile`],
    ['GET /api/users/profile/{uuid} (public view)', `${api}/users/profile/${profileId}`],
  ]) {
    const result = await show(figure, url, { headers: { cookie } });
    summary.add({
      figure: `${figure}, 32 connections`,
      value: `${result.rps} req/s, p99 ${result.p99} ms`,
      baseline: bareBaseline,
    });
  }
  await show('GET / through the shell server', suite.urls.shell, { concurrency: 8 });

  const seeding = Date.now();
  const jobs = await withClient(suite.databaseUrl, (client) => seedSearchJobs(client, 100_000));
  const seconds = Math.round((Date.now() - seeding) / 1000);
  console.log(
    `\nJob search over ${jobs} open jobs (seeded in ${seconds} s; measured from ${SETTLE_MS / 1000} s after the index loads; 16 connections, 1 s unmeasured, then 5 s each)`,
  );
  // No answer is reused: every request expands, matches, counts and ranks anew.
  const loading = performance.now();
  await (await fetch(`${api}/jobs?q=x`)).arrayBuffer();
  console.log(
    `  the search index loads all jobs after the seeding: ${(performance.now() - loading).toFixed(0)} ms`,
  );
  // The steady state is measured: in the seconds right after the load the collector is still
  // clearing what the load left, and the first shape measured ran about a third slower (578
  // against 885 requests/s for the same search later; with this pause, 807).
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  let met = 0;
  let slowest = 0;
  for (const [name, query] of SEARCH_SHAPES) {
    // One unmeasured second first: the steady state is measured, not the compiler warming up
    // or the collector clearing what the index load left (the first shape measured otherwise
    // ran about a third slower than the same search a minute later).
    await measure(name, `${api}/jobs?${query}`, { concurrency: 16, seconds: 1 });
    const result = await measure(name, `${api}/jobs?${query}`, { concurrency: 16 });
    if (result.p99 <= SEARCH_P99_TARGET_MS) met += 1;
    slowest = Math.max(slowest, result.p99);
    console.log(`  ${result.line}   ${result.p99 <= SEARCH_P99_TARGET_MS ? 'met' : 'missed'}`);
  }
  console.log(
    `  p99 ≤ ${SEARCH_P99_TARGET_MS} ms (issue 19): ${met} of ${SEARCH_SHAPES.length} search shapes`,
  );
  console.log("\nThe original's job list as the peer (the same jobs, one request each way)");
  const peer = await comparePeerJobList(suite.databaseUrl, api);
  for (const line of peer.lines) console.log(`  ${line}`);
  const original = `the original's way: ${kib(peer.theirs.gzip)} gzip, ${Math.round(peer.theirs.ms)} ms`;
  summary.add({
    figure: `job search over ${jobs} open jobs, 16 connections: p99 per shape`,
    value: `${met} of ${SEARCH_SHAPES.length} shapes met; the slowest ${slowest} ms`,
    target: `≤ ${SEARCH_P99_TARGET_MS} ms (#19)`,
    baseline: original,
    met: met === SEARCH_SHAPES.length,
  });
  summary.add({
    figure: "the first page of 'lærling': bytes and time, our search",
    value: `${kib(peer.ours.gzip)} gzip, ${Math.round(peer.ours.ms)} ms`,
    target: 'the ratio, reported',
    baseline: original,
  });
  summary.add({
    figure: "the same: the original's way over ours",
    value: `${Math.round(peer.theirs.gzip / peer.ours.gzip)} × the bytes (gzip), ${Math.round(peer.theirs.ms / peer.ours.ms)} × the time`,
    target: 'the ratio, reported',
  });
  // Chromium runs last, so that none of its work or garbage lands in the load tests above.
  console.log(
    '\nFirst load in Chromium: scripts and styles as sent (compressed), per route; first and largest paint with 150 ms round trips and 1.6 Mbit/s; total blocking time there with a CPU 4× slower',
  );
  const fixedMs = Math.round(await fixedWorkMs());
  const cpuBaseline = `a fixed piece of work at CPU 4×: ${fixedMs} ms`;
  console.log(`  ${cpuBaseline} (this machine's speed at the moment; fixedWork in first-load.mjs)`);
  for (const load of await firstLoads(suite.urls.shell)) {
    const origins = [...load.byOrigin].map(([origin, bytes]) => `${origin} ${kib(bytes)}`);
    console.log(
      `  ${load.route.padEnd(20)} ${String(load.files).padStart(3)} files ${kib(load.total).padStart(10)}   on a slow network: first paint ${Math.round(load.firstPaintMs)} ms, largest ${Math.round(load.largestPaintMs)} ms (#17: ≤ 2500), total blocking time at CPU 4× ${Math.round(load.blockingMs)} ms (#17: ≤ ${TBT_TARGET_MS})   ${origins.join(', ')}`,
    );
    summary.add({
      figure: `${load.route}: largest paint, 150 ms round trips, 1.6 Mbit/s`,
      value: `${Math.round(load.largestPaintMs)} ms`,
      target: `≤ ${LCP_TARGET_MS} ms (LCP)`,
      met: load.largestPaintMs <= LCP_TARGET_MS,
    });
    summary.add({
      figure: `${load.route}: total blocking time, the same network and CPU 4×`,
      value: `${Math.round(load.blockingMs)} ms`,
      target: `≤ ${TBT_TARGET_MS} ms (TBT)`,
      baseline: cpuBaseline,
      met: load.blockingMs <= TBT_TARGET_MS,
    });
    if (load.route === '/login') {
      // The login page is the shell alone: its load is the shell's initial JavaScript.
      const met = withinKib(load.total, SHELL_FIRST_LOAD_TARGET_KIB);
      summary.add({
        figure: "the shell's initial load: /login's scripts and styles on the wire",
        value: kib(load.total),
        target: `≤ ${SHELL_FIRST_LOAD_TARGET_KIB} KiB`,
        met,
      });
      console.log(
        `  the shell's initial load (/login) ${kib(load.total)} (#17: ≤ ${SHELL_FIRST_LOAD_TARGET_KIB} KiB, ${met ? 'met' : 'missed'})`,
      );
    }
  }
  const jobSearch = await signedInJobSearch(suite.urls.shell, STUDENT);
  // The same at full speed: what the network alone makes it wait, apart from the slow CPU.
  const atFullSpeed = await signedInJobSearch(suite.urls.shell, STUDENT, { cpuRate: 1 });
  summary.add({
    figure: 'signed in, /jobs on a slow phone (CPU 4×): largest paint',
    value: `${Math.round(jobSearch.largestPaintMs)} ms (count ${Math.round(jobSearch.listShownMs)})`,
    target: `≤ ${LCP_TARGET_MS} ms (LCP)`,
    baseline: `the same at full CPU speed: ${Math.round(atFullSpeed.largestPaintMs)} ms; ${cpuBaseline}`,
    met: jobSearch.largestPaintMs <= LCP_TARGET_MS,
  });
  const jobSearchBlockingMs = await signedInBlockingTime(suite.urls.shell, STUDENT);
  summary.add({
    figure: 'signed in, /jobs: total blocking time, the same network and CPU 4×',
    value: `${Math.round(jobSearchBlockingMs)} ms`,
    target: `≤ ${TBT_TARGET_MS} ms (TBT)`,
    baseline: cpuBaseline,
    met: jobSearchBlockingMs <= TBT_TARGET_MS,
  });
  console.log(
    `  signed in, /jobs (the same network, CPU 4× slower): total blocking time ${Math.round(jobSearchBlockingMs)} ms (#17: ≤ ${TBT_TARGET_MS})`,
  );
  console.log(
    `  signed in, /jobs (the same network, CPU 4× slower): first paint ${Math.round(jobSearch.firstPaintMs)} ms, the job list asked for at ${Math.round(jobSearch.listAskedMs)} ms, the page's heading at ${Math.round(jobSearch.headingMs)} ms, its count on screen at ${Math.round(jobSearch.listShownMs)} ms (${Math.round(jobSearch.headingToCountMs)} ms after the heading), its largest paint at ${Math.round(jobSearch.largestPaintMs)} ms; at full CPU speed its count at ${Math.round(atFullSpeed.listShownMs)} ms, its largest paint at ${Math.round(atFullSpeed.largestPaintMs)} ms`,
  );
  const links = [
    {
      measure: menuLinkToJobs,
      figure: 'the menu from the dashboard to /jobs',
      what: 'click to the count',
      line: `the menu's "Jobber" from the dashboard`,
    },
    {
      measure: jobCardToJob,
      figure: "a job card from /jobs to the job's page",
      what: 'click to its title',
      line: 'a job card from /jobs',
    },
  ];
  for (const { measure, figure, what, line } of links) {
    const { touchMs, restedMs } = await measure(suite.urls.shell, STUDENT);
    const touch = `${Math.round(touchMs)} ms pressed as a touch`;
    summary.add({
      figure: `signed in, ${figure} on a slow phone (CPU 4×): ${what}`,
      value: `${touch}; ${Math.round(restedMs)} ms with the pointer resting first`,
    });
    console.log(
      `  signed in, ${line} (the same network, CPU 4× slower): ${what} ${touch}, ${Math.round(restedMs)} ms with the pointer resting on it first`,
    );
  }
} finally {
  await suite.stop();
}

// Target 5, each on a suite of its own once the one above has stopped (they share its ports).
console.log('');
const mailing = await measureGroupMailing();
summary.add({
  figure: 'a group mailing to 10 000 students, through the queue to the mail catcher',
  value: `${Math.round(mailing.rate)} mails/s; ${mailing.duplicates} twice, ${mailing.missing} missing`,
  target: `≥ ${TARGET_MAILS_PER_SECOND} mails/s, none twice or missing`,
  met: mailing.rate >= TARGET_MAILS_PER_SECOND && mailing.complete,
});
console.log('');
const delivery = await measureLiveDelivery();
summary.add({
  figure: 'live messages: 1 000 connected clients, 300 messages/s, send to the event',
  value: `p99 ${Math.round(delivery.p99)} ms (p50 ${Math.round(delivery.p50)} ms)${delivery.failed ? '; some lost' : ''}`,
  target: `p99 ≤ ${DELIVERY_P99_TARGET_MS} ms, none lost`,
  baseline: `the machine's CPU while sending: ${delivery.machineCpu} of ${cpus().length * 100} %`,
  met: delivery.p99 <= DELIVERY_P99_TARGET_MS && !delivery.failed,
});

console.log('\nSummary (#17): each figure beside its target and its baseline in this run');
for (const line of summary.lines()) console.log(line);

/** The framework's ceiling on this machine: Node's http answering fixed JSON, in its own process. */
async function withBareServer(work) {
  const server = spawn(process.execPath, [
    '-e',
    `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json'); s.end('{"ok":true}'); }).listen(${BARE_PORT}, () => console.log('ready'))`,
  ]);
  try {
    await once(server.stdout, 'data');
    return await work(`http://127.0.0.1:${BARE_PORT}/`);
  } finally {
    server.kill();
  }
}

async function withClient(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
