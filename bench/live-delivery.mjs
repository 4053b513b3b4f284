// Live message delivery to 1 000 signed-in chat clients (#17, target 5), printed as numbers and
// answered to `npm run bench:sockets` (sockets.mjs) and `npm run bench`. Half of them write
// through the chat's own REST routes at a steady rate; the other half hear each message as the
// socket event the web client listens for (libs/messaging).
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { E2E_JWT_SECRET as JWT_SECRET, startTestSuite } from '../e2e/support/test-suite.mjs';
import { ROOT } from '../scripts/lib/suite.mjs';

export const DELIVERY_P99_TARGET_MS = 100;
// Handshakes in flight at once: a browser fleet does not open 1 000 sockets in one tick either.
const CONNECTING_AT_ONCE = 50;
// How long a message may still arrive after the last send has been answered.
const GRACE_MS = 5_000;
// services/api/src/modules/auth: ACCESS_COOKIE and ACCESS_TOKEN_TTL_SECONDS.
const ACCESS_COOKIE = 'yb_access';
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const PASSWORD = 'Benkpassord1';
// Clock ticks a second in /proc's CPU times on Linux.
const USER_HZ = 100;

/**
 * `pairs` conversations, each writing `perPair` messages, `rate` messages a second in all, on a
 * suite of its own; the apps must be built. Answers the delivery's p50 and p99 in milliseconds,
 * the machine's CPU while sending, and `failed` when a client could not connect or a message
 * never arrived.
 */
export async function measureLiveDelivery({ pairs = 500, perPair = 10, rate = 300 } = {}) {
  // Built by now: the same event names and socket path as the web client and the gateway.
  const { LIVE_EVENTS, LIVE_SOCKET_PATH } = await import('@yrkesbro/contracts');
  const client = { events: LIVE_EVENTS, path: LIVE_SOCKET_PATH, sockets: [] };
  const suite = await startTestSuite();
  try {
    return await benchmark(suite, client, { pairs, perPair, rate });
  } finally {
    for (const socket of client.sockets) socket.disconnect();
    await suite.stop();
  }
}

async function benchmark(suite, client, shape) {
  const api = suite.urls.api;
  const seeding = performance.now();
  const pairs = await seedPairs(suite, shape.pairs);
  console.log(
    `Seeded ${shape.pairs * 2} users and ${shape.pairs} conversations in SQL, sessions minted (${ms(performance.now() - seeding)} ms)`,
  );

  const people = pairs.flatMap((pair) => [pair.student, pair.business]);
  const connecting = performance.now();
  const refused = await connectAll(client, new URL(api).origin, people);
  const refusals = [...refused.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `\nClients connected: ${people.length - refusals} of ${people.length} in ${ms(performance.now() - connecting)} ms` +
      (refused.size
        ? `   refused: ${[...refused].map(([why, n]) => `${why} ×${n}`).join(', ')}`
        : ''),
  );
  if (refusals) return { failed: true, p50: NaN, p99: NaN, machineCpu: 'unknown' };

  const live = listen(client, pairs);
  const apiPid = suite.processes.pidOf('api');
  // The first messages meet cold code paths, an unfilled database pool and Redis scripts not
  // yet loaded; a round of one message per pair goes first and is shown apart.
  const warmup = await sendRound({
    api,
    pairs,
    perPair: 1,
    rate: shape.rate,
    live,
    apiPid,
    label: 1,
  });
  console.log(
    `\nWarm-up (not in the numbers below): ${warmup.sent} messages, lost ${warmup.lost}, ` +
      `delivery p50 ${ms(percentile(warmup.delivered, 50))} ms, p99 ${ms(percentile(warmup.delivered, 99))} ms`,
  );
  const run = await sendRound({
    api,
    pairs,
    perPair: shape.perPair,
    rate: shape.rate,
    live,
    apiPid,
    label: 2,
  });
  console.log(
    `\nMessages (${shape.pairs} pairs × ${shape.perPair}, ${shape.rate} messages/s scheduled, ` +
      `${run.achievedRate.toFixed(0)}/s achieved; the client shares the ${cpus().length} cores)`,
  );
  console.log(`  sent ${run.sent}   accepted (201) ${run.accepted}   refused ${run.refused}`);
  console.log(
    `  received ${run.delivered.length}   lost ${run.lost}   duplicates or strays ${live.strays}   ` +
      `dropped sockets ${live.dropped}`,
  );
  const p99 = percentile(run.delivered, 99);
  console.log(
    `  delivery (send → live event at the recipient)   p50 ${ms(percentile(run.delivered, 50))} ms` +
      `   p95 ${ms(percentile(run.delivered, 95))} ms   p99 ${ms(p99)} ms   max ${ms(run.delivered.at(-1))} ms` +
      `   target p99 ≤ ${DELIVERY_P99_TARGET_MS} ms: ${p99 <= DELIVERY_P99_TARGET_MS ? 'met' : 'missed'}`,
  );
  console.log(
    `  POST answered                                   p50 ${ms(percentile(run.answered, 50))} ms` +
      `   p95 ${ms(percentile(run.answered, 95))} ms   p99 ${ms(percentile(run.answered, 99))} ms`,
  );
  console.log(
    `  sends behind schedule p99 ${ms(percentile(run.slips, 99))} ms   ` +
      `bench event loop delay p99 ${ms(run.loopDelayP99)} ms`,
  );
  // Other work on the machine shows as the gap between the whole and the API and bench shares.
  console.log(
    `  CPU while sending (100 % = one core): machine ${run.cpu.machine} of ${cpus().length * 100} %, ` +
      `API ${run.cpu.api}, bench ${run.cpu.bench}`,
  );
  const lostAny = warmup.lost + run.lost > 0;
  if (lostAny || live.dropped) explain(suite.processes);
  return {
    failed: lostAny,
    p50: percentile(run.delivered, 50),
    p99,
    machineCpu: run.cpu.machine,
  };
}

/** What the suite's processes said last, for a run that lost messages or sockets. */
function explain(processes) {
  for (const message of processes.restarts) console.log(`  ${message}`);
  console.log('  The API’s last log lines:');
  for (const line of (processes.logs.get('api') ?? []).slice(-15)) console.log(`    ${line}`);
}

/**
 * `count` students and `count` businesses, one conversation (with its opening message) between
 * the n-th of each, all in a few statements: the rows the API's own writes would leave, with
 * one argon2 hash computed once (the API's hasher) for everyone.
 */
async function seedPairs(suite, count) {
  const requireFromApi = createRequire(path.join(ROOT, 'services/api/dist/main.js'));
  const { hashPassword } = requireFromApi(
    path.join(ROOT, 'services/api/dist/modules/auth/password-hasher.js'),
  );
  const passwordHash = await hashPassword(PASSWORD);
  const pairs = Array.from({ length: count }, (_, n) => ({
    index: n,
    // Both directions of the chat: students write on even pairs, companies on odd ones.
    studentWrites: n % 2 === 0,
    student: {
      id: randomUUID(),
      role: 'student',
      email: `sokkel-elev${n + 1}@bench.yrkesbro.test`,
    },
    business: {
      id: randomUUID(),
      role: 'business',
      email: `sokkel-bedrift${n + 1}@bench.yrkesbro.test`,
    },
  }));
  const people = pairs.flatMap((pair) => [pair.student, pair.business]);
  await suite.query(
    `INSERT INTO users (id, email, password_hash, role, email_verified_at)
     SELECT id, email, $4, role, now() FROM unnest($1::uuid[], $2::text[], $3::text[]) AS u(id, email, role)`,
    [people.map((p) => p.id), people.map((p) => p.email), people.map((p) => p.role), passwordHash],
  );
  await suite.query(
    `INSERT INTO student_profiles (user_id, school, name)
     SELECT id, 'Benk videregående skole', 'Elev ' || n FROM unnest($1::uuid[]) WITH ORDINALITY AS s(id, n)`,
    [pairs.map((pair) => pair.student.id)],
  );
  await suite.query(
    `INSERT INTO businesses (user_id, company_name, organization_number)
     SELECT id, 'Benkbedrift ' || n || ' AS', (930000000 + n)::text
       FROM unnest($1::uuid[]) WITH ORDINALITY AS b(id, n)`,
    [pairs.map((pair) => pair.business.id)],
  );
  await suite.query(
    `WITH c AS (
       INSERT INTO conversations (student_id, business_id, last_message_at, last_content)
       SELECT student_id, business_id, now(), $3
         FROM unnest($1::uuid[], $2::uuid[]) AS p(student_id, business_id)
       RETURNING id, business_id, last_message_at
     )
     INSERT INTO messages (conversation_id, sender_id, content, created_at)
     SELECT id, business_id, $3, last_message_at FROM c`,
    [
      pairs.map((pair) => pair.student.id),
      pairs.map((pair) => pair.business.id),
      'Hei! Takk for søknaden din.',
    ],
  );
  await mintSessions(suite, people);
  return pairs;
}

/**
 * A signed-in session per person without 1 000 logins (the login rate limit would stop them).
 * Sessions are a refresh-token family stored hashed (refresh_tokens) plus stateless access JWTs
 * naming it (sid) and the user's token version (ver), checked by signature, expiry, the ended-
 * sessions list in Redis and the user row (AccessTokens, JwtStrategy). So each session is
 * inserted as SessionsService.issue inserts it, and its access token is signed as @nestjs/jwt
 * signs it: HS256 with the suite's secret over { sub, role, ver, sid, iat, exp }. The refresh
 * secret itself is never needed here, so only a hash of a random value is stored.
 */
async function mintSessions(suite, people) {
  const sessions = people.map(() => randomUUID());
  const rows = await suite.query(
    `WITH s AS (
       INSERT INTO refresh_tokens (user_id, family_id, token_hash, persistent, expires_at)
       SELECT user_id, family_id, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), false,
              now() + interval '1 day'
         FROM unnest($1::uuid[], $2::uuid[]) AS s(user_id, family_id)
       RETURNING user_id, family_id
     )
     SELECT u.id, u.role, u.token_version, s.family_id FROM s JOIN users u ON u.id = s.user_id`,
    [people.map((person) => person.id), sessions],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const person of people) {
    const row = byId.get(person.id);
    person.token = accessToken({
      sub: row.id,
      role: row.role,
      ver: row.token_version,
      sid: row.family_id,
    });
  }
}

function accessToken(claims) {
  const iat = Math.floor(Date.now() / 1000);
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS })}`;
  return `${unsigned}.${createHmac('sha256', JWT_SECRET).update(unsigned).digest('base64url')}`;
}

/** Opens everyone's socket as libs/messaging does; answers the refusals counted by reason. */
async function connectAll(client, origin, people) {
  const refused = new Map();
  let next = 0;
  async function connector() {
    while (next < people.length) {
      const person = people[next++];
      try {
        person.socket = await connect(client, origin, person.token);
      } catch (error) {
        refused.set(error.message, (refused.get(error.message) ?? 0) + 1);
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, connector));
  return refused;
}

function connect(client, origin, token) {
  // WebSocket only, as the web client; the cookie a browser would send with it. No reconnection:
  // a dropped socket is counted instead of quietly replaced.
  const socket = io(origin, {
    path: client.path,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: `${ACCESS_COOKIE}=${token}` },
  });
  client.sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * Listens on every recipient's socket for the message event; a message counts as delivered when
 * it reaches the socket of the person it was sent to. Answers the messages awaited (content →
 * send time, recipient, round) and the counts of strays and dropped sockets.
 */
function listen(client, pairs) {
  const live = { pending: new Map(), strays: 0, dropped: 0 };
  for (const pair of pairs) {
    const [writer, reader] = pair.studentWrites
      ? [pair.student, pair.business]
      : [pair.business, pair.student];
    for (const person of [writer, reader])
      person.socket.on('disconnect', () => (live.dropped += 1));
    // Readers never write, so every message event on a reader's socket must be one awaited by
    // that reader; the writer's own copy goes to the writer's socket, which is not listened to.
    reader.socket.on(client.events.message, (event) => {
      const awaited = live.pending.get(event.message.content);
      if (!awaited || awaited.recipient !== reader.id) {
        live.strays += 1;
        return;
      }
      awaited.round.delivered.push(performance.now() - awaited.started);
      live.pending.delete(event.message.content);
    });
  }
  return live;
}

/**
 * Sends `perPair` messages per pair at `rate` messages/s in total, open loop: each message goes
 * at its scheduled time whether or not earlier ones were answered, so a slow server shows as
 * latency rather than as a slower sender. Latency runs from the moment the request is made to
 * the recipient's socket receiving the event. Answers once every message arrived or GRACE_MS
 * after the last answer.
 */
async function sendRound({ api, pairs, perPair, rate, live, apiPid, label }) {
  const round = { sent: 0, accepted: 0, refused: 0, delivered: [], answered: [], slips: [] };

  async function send(pair, seq, scheduled) {
    const content = `Benkmelding ${label}-${pair.index}-${seq}`;
    const [url, body, writer, reader] = pair.studentWrites
      ? [
          `${api}/messages/student`,
          { businessId: pair.business.id, content },
          pair.student,
          pair.business,
        ]
      : [`${api}/messages`, { receiverId: pair.student.id, content }, pair.business, pair.student];
    const started = performance.now();
    round.slips.push(started - scheduled);
    live.pending.set(content, { started, recipient: reader.id, round });
    round.sent += 1;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${ACCESS_COOKIE}=${writer.token}` },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.status === 201) round.accepted += 1;
      else round.refused += 1;
    } catch {
      round.refused += 1;
    }
    round.answered.push(performance.now() - started);
  }

  const total = pairs.length * perPair;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const meters = { machine: machineCpuMeter(), api: cpuMeter(apiPid), bench: benchCpuMeter() };
  loop.enable();
  const interval = 1000 / rate;
  const start = performance.now();
  const requests = [];
  const sendingMs = await new Promise((resolve) => {
    let next = 0;
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      for (; next < due; next++) {
        const pair = pairs[next % pairs.length];
        requests.push(send(pair, Math.floor(next / pairs.length), start + next * interval));
      }
      if (next < total) setTimeout(tick, 1);
      else resolve(performance.now() - start);
    };
    tick();
  });
  await Promise.all(requests);
  const seconds = (performance.now() - start) / 1000;
  const cpu = Object.fromEntries(
    Object.entries(meters).map(([name, meter]) => [name, meter(seconds)]),
  );
  loop.disable();
  const waitingSince = performance.now();
  const awaited = () => [...live.pending.values()].some((entry) => entry.round === round);
  while (awaited() && performance.now() - waitingSince < GRACE_MS) await sleep(20);
  for (const list of [round.delivered, round.answered, round.slips]) list.sort((a, b) => a - b);
  return {
    ...round,
    lost: round.sent - round.delivered.length,
    achievedRate: round.sent / (sendingMs / 1000),
    loopDelayP99: loop.percentile(99) / 1e6,
    cpu,
  };
}

// Each meter answers the CPU used since it was made as a share of one core, from /proc (Linux).
function share(usedSeconds, seconds) {
  return `${((usedSeconds / seconds) * 100).toFixed(0)} %`;
}

function cpuMeter(pid) {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return () => 'unknown';
  const ticks = () => {
    // utime and stime, after the command name (which may hold spaces) closes with ')'.
    const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const before = ticks();
  return (seconds) => share((ticks() - before) / USER_HZ, seconds);
}

function machineCpuMeter() {
  const file = '/proc/stat';
  if (!existsSync(file)) return () => 'unknown';
  const busy = () => {
    // user nice system idle iowait irq softirq steal: all but idle and iowait is work.
    const fields = readFileSync(file, 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return user + nice + system + irq + softirq + steal;
  };
  const before = busy();
  return (seconds) => share((busy() - before) / USER_HZ, seconds);
}

function benchCpuMeter() {
  const before = process.cpuUsage();
  return (seconds) => {
    const used = process.cpuUsage(before);
    return share((used.user + used.system) / 1e6, seconds);
  };
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function ms(value) {
  return value === undefined || Number.isNaN(value) ? '–' : value.toFixed(1);
}

function sleep(milliseconds) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
