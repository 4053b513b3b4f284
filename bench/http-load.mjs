// A bounded load loop against our own local server: fixed concurrency for a fixed time; answers
// the p99, requests per second and a printable line. Node's http client with kept-alive
// connections, not fetch: fetch costs three times the CPU per request, and on two shared cores
// the client's cost is taken from the server being measured.
import http from 'node:http';

function get(url, agent, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function measure(name, url, { seconds = 5, concurrency = 32, headers = {} } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  async function worker() {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const status = await get(url, agent, headers);
        if (status >= 400) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const p99 = Number(pct(99));
  const rps = Math.round(latencies.length / seconds);
  return {
    p99,
    rps,
    line: `${name.padEnd(40)} ${String(rps).padStart(7)} req/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms   errors ${errors}`,
  };
}
