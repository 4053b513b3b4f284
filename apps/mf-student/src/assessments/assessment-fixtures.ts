import type { Assessment, AssessmentAttempt, AssessmentResults } from '@yrkesbro/contracts';

export function anAssessment(overrides: Partial<Assessment> = {}): Assessment {
  return {
    id: 'hms-pa-arbeidsplassen',
    title: 'HMS på arbeidsplassen',
    description: 'Helse, miljø og sikkerhet for alle yrkesfag.',
    skill: 'hms',
    vocation: 'Alle yrkesfag',
    trades: [],
    status: 'not_started',
    estimatedTime: 10,
    skillLevel: 'Nybegynner',
    totalQuestions: 3,
    lastAttempt: null,
    bestScore: null,
    badge: {
      id: 'hms-pa-arbeidsplassen',
      icon: 'health_and_safety',
      name: 'HMS-kyndig',
      description: 'Bestod testen HMS på arbeidsplassen med minst 80 %.',
    },
    badgeEarned: false,
    timeTaken: null,
    progress: 0,
    ...overrides,
  };
}

export function anAttempt(overrides: Partial<AssessmentAttempt> = {}): AssessmentAttempt {
  return {
    attemptId: 'forsok-1',
    assessment: anAssessment({ status: 'in_progress' }),
    questions: [
      {
        id: 'q1',
        question: 'Hva står HMS for?',
        options: ['Helse, miljø og sikkerhet', 'Hjelp, mat og søvn'],
      },
      {
        id: 'q2',
        question: 'Hvem har hovedansvaret?',
        options: ['Verneombudet', 'Arbeidsgiveren'],
      },
      {
        id: 'q3',
        question: 'Hva kalles kjemikalieoversikten?',
        options: ['Stoffkartotek', 'Vaktliste'],
      },
    ],
    answers: {},
    currentIndex: 0,
    startedAt: new Date(Date.now() - 75_000).toISOString(),
    ...overrides,
  };
}

export function aResult(overrides: Partial<AssessmentResults> = {}): AssessmentResults {
  return {
    assessmentId: 'hms-pa-arbeidsplassen',
    assessmentTitle: 'HMS på arbeidsplassen',
    score: 67,
    bestScore: 67,
    timeSpent: 125,
    correctAnswers: 2,
    totalQuestions: 3,
    percentile: 40,
    earnedBadges: [],
    questions: [
      {
        question: 'Hva står HMS for?',
        isCorrect: true,
        userAnswer: 'Helse, miljø og sikkerhet',
        correctAnswer: 'Helse, miljø og sikkerhet',
        explanation: 'HMS betyr helse, miljø og sikkerhet.',
      },
      {
        question: 'Hvem har hovedansvaret?',
        isCorrect: false,
        userAnswer: 'Verneombudet',
        correctAnswer: 'Arbeidsgiveren',
        explanation: 'Arbeidsgiveren har hovedansvaret.',
      },
    ],
    recommendations: ['Les Arbeidstilsynets sider om HMS.'],
    completedAt: '2027-03-12T10:00:00.000Z',
    ...overrides,
  };
}
