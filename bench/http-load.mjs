// A bounded load loop against our own local server: fixed concurrency for a fixed time; answers
// the p99 and a printable line.
export async function measure(name, url, { seconds = 5, concurrency = 32, headers = {} } = {}) {
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  async function worker() {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  const p99 = Number(pct(99));
  return {
    p99,
    line: `${name.padEnd(40)} ${String(Math.round(latencies.length / seconds)).padStart(7)} req/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms   errors ${errors}`,
  };
}
