import type { DataSource, EntityManager } from 'typeorm';
import { DatabaseContext } from './database-context';

/** A connection that answers after `ms`, noting when each statement starts and ends. */
function slowManager(log: string[]) {
  let running = 0;
  let overlapped = false;
  const manager = {
    query: async (sql: string) => {
      running += 1;
      if (running > 1) overlapped = true;
      log.push(`start ${sql}`);
      await new Promise((resolve) => setTimeout(resolve, sql === 'a' ? 20 : 5));
      log.push(`end ${sql}`);
      running -= 1;
      return [{ sql }];
    },
  } as unknown as EntityManager;
  return { manager, overlapped: () => overlapped };
}

describe('DatabaseContext', () => {
  it("sends a transaction's statements asked together one at a time, in order", async () => {
    const log: string[] = [];
    const { manager, overlapped } = slowManager(log);
    const dataSource = {
      manager,
      transaction: (work: (m: EntityManager) => Promise<unknown>) => work(manager),
    } as unknown as DataSource;
    const db = new DatabaseContext(dataSource);
    const answers = await db.transaction(() =>
      Promise.all([db.query('a'), db.query('b'), db.query('c')]),
    );
    expect(answers).toEqual([[{ sql: 'a' }], [{ sql: 'b' }], [{ sql: 'c' }]]);
    expect(overlapped()).toBe(false);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets one failed statement fail alone: the next still runs', async () => {
    const manager = {
      query: async (sql: string) => {
        if (sql === 'bad') throw new Error('syntax');
        return [{ sql }];
      },
    } as unknown as EntityManager;
    const db = new DatabaseContext({
      manager,
      transaction: (work: (m: EntityManager) => Promise<unknown>) => work(manager),
    } as unknown as DataSource);
    await db.transaction(async () => {
      const [bad, good] = await Promise.allSettled([db.query('bad'), db.query('good')]);
      expect(bad.status).toBe('rejected');
      expect(good).toEqual({ status: 'fulfilled', value: [{ sql: 'good' }] });
    });
  });
});
