/** The increments of one row waiting for the same statement, and the callers waiting on it. */
interface Batch {
  by: number;
  written: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function newBatch(): Batch {
  const batch = { by: 0 } as Batch;
  batch.written = new Promise<void>((resolve, reject) => {
    batch.resolve = resolve;
    batch.reject = reject;
  });
  return batch;
}

/**
 * A counter column's increments, written one statement at a time per row: what arrives while a
 * row's statement runs is added up and written by the next one. Each `add` settles once its
 * increment is written (or with the statement's error), so its caller answers only after the
 * count is stored, as with a statement of its own. A row opened by many at once otherwise took
 * an UPDATE for each, every one waiting in turn for the row's lock and its own WAL flush. Not
 * for increments inside a transaction: the statement runs on the pool, for whoever came first.
 */
export class CoalescedIncrements {
  private readonly queued = new Map<string, Batch>();
  private readonly writing = new Set<string>();

  constructor(private readonly write: (key: string, by: number) => Promise<void>) {}

  add(key: string): Promise<void> {
    let batch = this.queued.get(key);
    if (!batch) {
      batch = newBatch();
      this.queued.set(key, batch);
    }
    batch.by += 1;
    if (!this.writing.has(key)) void this.writeQueued(key);
    return batch.written;
  }

  private async writeQueued(key: string): Promise<void> {
    this.writing.add(key);
    for (let batch = this.queued.get(key); batch; batch = this.queued.get(key)) {
      this.queued.delete(key);
      await this.write(key, batch.by).then(batch.resolve, batch.reject);
    }
    this.writing.delete(key);
  }
}
