import type { SkillLevel } from '@yrkesbro/contracts';

/** A multiple-choice question with exactly one correct option. */
export interface BankQuestion {
  question: string;
  options: string[];
  /** Index into `options`. */
  correct: number;
  /** Shown after submitting: why the correct option is right. */
  explanation: string;
}

export interface BankAssessment {
  /** Stable: attempts refer to it and it is the address /assessments/{id}. */
  id: string;
  title: string;
  description: string;
  /** Lowercase, the /assessments/skills/{skill} segment. */
  skill: string;
  /** The programme or lærefag it belongs to; null for the general IT skills. */
  vocation: string | null;
  /** Vocation names (VOCATION_NAMES) it suits; empty when it suits every trade. */
  trades: string[];
  skillLevel: SkillLevel;
  estimatedMinutes: number;
  badge: { name: string; description: string; icon: string };
  /** Shown with a score below the badge's. */
  recommendations: string[];
  questions: BankQuestion[];
}
