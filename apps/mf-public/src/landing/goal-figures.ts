import { groupThousands } from '@yrkesbro/ui';
import { TEXTS } from './texts.ts';

const T = TEXTS.goals;

/** The landing page's goal figures (seed 2, section 9), each shown with a plus sign. */
export const GOAL_FIGURES = [
  { value: 105, label: T.businesses },
  { value: 1500, label: T.students },
  { value: 10, label: T.industries },
  { value: 100, label: T.employees },
] as const;

/** Norwegian thousands are grouped with a space: 1 500. */
export function formatGoal(value: number): string {
  return `${groupThousands(value).replace(/\u00a0/g, ' ')}+`;
}
