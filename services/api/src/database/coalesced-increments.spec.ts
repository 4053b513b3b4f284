import { CoalescedIncrements } from './coalesced-increments';

/** A write that waits until the test lets it finish, noting what it was asked to write. */
function heldWrites() {
  const calls: { key: string; by: number; finish: () => void; fail: (error: Error) => void }[] = [];
  const write = (key: string, by: number) =>
    new Promise<void>((resolve, reject) => calls.push({ key, by, finish: resolve, fail: reject }));
  return { calls, write };
}

const settled = async (promise: Promise<void>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'written'),
    () => (state = 'failed'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('CoalescedIncrements', () => {
  it('writes a lone increment at once, and settles when it is written', async () => {
    const { calls, write } = heldWrites();
    const counts = new CoalescedIncrements(write);

    const added = counts.add('p1');

    expect(calls.map(({ key, by }) => [key, by])).toEqual([['p1', 1]]);
    expect(await settled(added)).toBe('pending');
    calls[0].finish();
    expect(await settled(added)).toBe('written');
  });

  it('adds up what comes while a row is written, and writes it in one statement after', async () => {
    const { calls, write } = heldWrites();
    const counts = new CoalescedIncrements(write);

    const first = counts.add('p1');
    const later = [counts.add('p1'), counts.add('p1'), counts.add('p1')];
    expect(calls).toHaveLength(1);

    calls[0].finish();
    expect(await settled(first)).toBe('written');
    expect(calls.map(({ key, by }) => [key, by])).toEqual([
      ['p1', 1],
      ['p1', 3],
    ]);
    expect(await settled(later[0])).toBe('pending');
    calls[1].finish();
    for (const added of later) expect(await settled(added)).toBe('written');

    counts.add('p1');
    expect(calls.map(({ by }) => by)).toEqual([1, 3, 1]);
  });

  it('writes different rows without waiting for each other', () => {
    const { calls, write } = heldWrites();
    const counts = new CoalescedIncrements(write);

    void counts.add('p1');
    void counts.add('p2');

    expect(calls.map(({ key, by }) => [key, by])).toEqual([
      ['p1', 1],
      ['p2', 1],
    ]);
  });

  it('fails the increments of a failed statement, and still writes the next ones', async () => {
    const { calls, write } = heldWrites();
    const counts = new CoalescedIncrements(write);

    const first = counts.add('p1');
    const second = counts.add('p1');
    const failed = expect(first).rejects.toThrow('database gone');
    calls[0].fail(new Error('database gone'));
    await failed;

    expect(calls.map(({ by }) => by)).toEqual([1, 1]);
    calls[1].finish();
    expect(await settled(second)).toBe('written');
  });
});
