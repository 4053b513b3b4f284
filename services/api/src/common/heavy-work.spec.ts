import { runHeavy } from './heavy-work';

describe('runHeavy', () => {
  it('runs at most two at once, the rest in order as slots free up', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) =>
      runHeavy(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(n);
        running -= 1;
        return n;
      });
    expect(await Promise.all([1, 2, 3, 4, 5].map(work))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('frees the slot when the work fails', async () => {
    await expect(runHeavy(() => Promise.reject(new Error('ødelagt')))).rejects.toThrow('ødelagt');
    await expect(runHeavy(() => Promise.reject(new Error('igjen')))).rejects.toThrow('igjen');
    await expect(
      Promise.all([runHeavy(async () => 1), runHeavy(async () => 2), runHeavy(async () => 3)]),
    ).resolves.toEqual([1, 2, 3]);
  });
});
