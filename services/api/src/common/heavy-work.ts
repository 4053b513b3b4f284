// Decoding images and reading PDFs are the API's most expensive work. At most this many run
// at once across all requests; the rest wait their turn, so a burst of uploads cannot take
// every core and all the memory from everyone else.
const MAX_AT_ONCE = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a slot is free. */
export async function runHeavy<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}
