/** The spec's texts: its toasts, the store's fallbacks and the empty state. */
export const ASSESSMENT_MESSAGES = {
  listFailed: 'Failed to fetch assessments',
  listToast: 'Klarte ikke å laste opp vurderinger.',
  feedbackFailed: 'Failed to fetch feedback',
  startFailed: 'Failed to start assessment',
  submitFailed: 'Failed to submit assessment',
  historyFailed: 'Failed to fetch history',
  feedbackSubmitFailed: 'Failed to submit feedback',
  resultsToast: 'Kunne ikke laste vurderingsresultater',
  empty: 'No assessments available',
  notFound: 'Fant ikke testen.',
  noAttempt: 'Start testen før du sender inn svar.',
  alreadySubmitted: 'Dette forsøket er allerede levert.',
  noResults: 'Du har ikke fullført denne testen ennå.',
  answerInvalid: 'Ugyldig svar.',
  ratingInvalid: 'Gi en vurdering fra 1 til 5.',
  feedbackSaved: 'Takk for tilbakemeldingen!',
  leaveConfirm: 'Vil du forlate testen? Svarene dine er lagret, og du kan fortsette senere.',
  progressFailed: 'Kunne ikke lagre svarene dine. Sjekk nettforbindelsen og prøv igjen.',
} as const;

/** The popular skills the list links to, each at /assessments/skills/{lowercase skill}. */
export const POPULAR_SKILLS = ['JavaScript', 'React', 'Node.js', 'Python', 'SQL', 'UI/UX Design'];

/** The path segment of a popular skill: the spec's "lowercase skill", made safe for a URL. */
export const skillSlug = (skill: string): string => encodeURIComponent(skill.toLowerCase());

/** Scores from here earn the assessment's badge and show the trophy (seed 2, section 9). */
export const BADGE_SCORE = 80;
/** Scores from here and below BADGE_SCORE are yellow; lower ones red. */
export const PASS_SCORE = 60;

export type ScoreColour = 'green' | 'yellow' | 'red';
export const scoreColour = (score: number): ScoreColour =>
  score >= BADGE_SCORE ? 'green' : score >= PASS_SCORE ? 'yellow' : 'red';

export type AssessmentStatus = 'not_started' | 'in_progress' | 'completed';
export type SkillLevel = 'Nybegynner' | 'Middels' | 'Avansert';

export interface AssessmentBadge {
  id: string;
  icon: string;
  name: string;
  description: string;
}

/** A card of GET /api/assessments and the head of GET /api/assessments/{id}. */
export interface Assessment {
  id: string;
  title: string;
  description: string;
  /** The skill it tests, lowercase (the /assessments/skills/{skill} segment). */
  skill: string;
  /** The lærefag or programme it belongs to, or null for the general IT skills. */
  vocation: string | null;
  /** The lærefag (vocation names) it suits, for /assessments/recommended; empty when it suits every trade. */
  trades: string[];
  status: AssessmentStatus;
  /** Minutes. */
  estimatedTime: number;
  skillLevel: SkillLevel;
  totalQuestions: number;
  lastAttempt: { score: number; date: string } | null;
  bestScore: number | null;
  badge: AssessmentBadge;
  badgeEarned: boolean;
  /** Seconds of the last completed attempt, measured by the server. */
  timeTaken: number | null;
  /** Percent of the open attempt's questions answered, 0 when there is none. */
  progress: number;
}

/** A question while it is being answered: never the correct option. */
export interface AssessmentQuestion {
  id: string;
  question: string;
  options: string[];
}

/** What POST /{id}/start answers: the open attempt, its questions shuffled, saved answers kept. */
export interface AssessmentAttempt {
  attemptId: string;
  assessment: Assessment;
  questions: AssessmentQuestion[];
  /** Option index by question id, what was saved before. */
  answers: Record<string, number>;
  currentIndex: number;
  startedAt: string;
}

export interface QuestionAnalysis {
  question: string;
  isCorrect: boolean;
  userAnswer: string | null;
  correctAnswer: string;
  explanation: string;
}

/** GET /{id}/results: the student's latest completed attempt (seed 2, section 4). */
export interface AssessmentResults {
  assessmentId: string;
  assessmentTitle: string;
  score: number;
  bestScore: number;
  /** Seconds, measured by the server from start to submit. */
  timeSpent: number;
  correctAnswers: number;
  totalQuestions: number;
  /** Percentile rank of the student's best score among every student's best. */
  percentile: number;
  earnedBadges: AssessmentBadge[];
  questions: QuestionAnalysis[];
  recommendations: string[];
  completedAt: string;
}

export interface AssessmentHistoryEntry {
  attemptId: string;
  assessmentId: string;
  assessmentTitle: string;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  timeSpent: number;
  completedAt: string;
}

/** A student's best completed score on one assessment, as their public profile shows it. */
export interface VerifiedAssessmentScore {
  assessmentId: string;
  title: string;
  score: number;
  completedAt: string;
}

export interface AssessmentStats {
  attempts: number;
  bestScore: number | null;
  averageScore: number | null;
  lastScore: number | null;
  /** Students who have completed it at least once. */
  participants: number;
  averageBestScore: number | null;
}

export interface AssessmentFeedback {
  rating: number;
  comment: string;
  updatedAt: string;
}
export type AssessmentProgressRequest = {
  attemptId: string;
  answers: Record<string, number>;
  currentIndex: number;
};
export type AssessmentSubmitRequest = {
  attemptId?: string;
  answers: Record<string, number>;
  time_taken?: number;
};
