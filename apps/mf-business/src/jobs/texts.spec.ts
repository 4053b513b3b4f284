import { TEXTS } from './texts.ts';

describe("a company's job list summary", () => {
  it('is singular for one and plural otherwise, for the jobs and for the active ones', () => {
    const { summary } = TEXTS.jobsAllPage;
    expect([summary(1, 1), summary(2, 1), summary(3, 0), summary(2, 2)]).toEqual([
      '1 stilling, 1 aktiv',
      '2 stillinger, 1 aktiv',
      '3 stillinger, 0 aktive',
      '2 stillinger, 2 aktive',
    ]);
  });
});
