import { BYGG } from './bygg';
import { ELEKTRO } from './elektro';
import { HELSE } from './helse';
import { HMS } from './hms';
import { IT_SKILLS } from './it-skills';
import { RESTAURANT } from './restaurant';
import { TEKNOLOGI } from './teknologi';
import type { BankAssessment } from './types';

export type { BankAssessment, BankQuestion } from './types';

/** Every assessment, in the order the list shows them: the vocational ones first. */
export const QUESTION_BANK: BankAssessment[] = [
  HMS,
  ELEKTRO,
  BYGG,
  HELSE,
  RESTAURANT,
  TEKNOLOGI,
  ...IT_SKILLS,
];
