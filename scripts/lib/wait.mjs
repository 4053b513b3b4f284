import net from 'node:net';

/** Waits until `url` answers with a status below 500, or fails after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 60000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`Prosessen bak ${url} stoppet før den svarte`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} svarte ikke innen ${timeoutMs / 1000} s: ${lastError?.message ?? ''}`);
}

/** True when something already listens on the port (on IPv4 or IPv6 loopback). */
export async function portInUse(port) {
  for (const host of ['127.0.0.1', '::1']) {
    const used = await new Promise((resolve) => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (used) return true;
  }
  return false;
}
