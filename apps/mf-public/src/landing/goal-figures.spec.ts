import { formatGoal, GOAL_FIGURES } from './goal-figures.ts';

describe('goal figures', () => {
  it('are the four figures of the spec', () => {
    expect(GOAL_FIGURES.map((g) => g.value)).toEqual([105, 1500, 10, 100]);
  });

  it('are written the Norwegian way with a plus sign', () => {
    expect(formatGoal(1500)).toBe('1 500+');
    expect(formatGoal(105)).toBe('105+');
  });
});
