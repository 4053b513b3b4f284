import type { DatabaseContext } from './database-context';
import { DatabaseHealth } from './database-health';

describe('DatabaseHealth', () => {
  it('is up when SELECT 1 answers and down when it throws', async () => {
    const answering = { query: jest.fn().mockResolvedValue([{ '?column?': 1 }]) };
    const failing = { query: jest.fn().mockRejectedValue(new Error('connection refused')) };
    await expect(new DatabaseHealth(answering as unknown as DatabaseContext).isUp()).resolves.toBe(
      true,
    );
    await expect(new DatabaseHealth(failing as unknown as DatabaseContext).isUp()).resolves.toBe(
      false,
    );
  });
});
