import { screen, within } from '@testing-library/react';
import { ASSESSMENT_MESSAGES } from '@yrkesbro/contracts';
import { anOwnProfile } from '../testing/profile-fixtures.tsx';
import { STUDENT, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { anAssessment } from './assessment-fixtures.ts';
import AssessmentsPage from './assessments-page.tsx';

const LIST = [
  anAssessment(),
  anAssessment({
    id: 'elektro-grunnleggende',
    title: 'Elektro grunnleggende',
    skill: 'elektro',
    trades: ['Elektriker'],
    status: 'completed',
    lastAttempt: { score: 85, date: '2027-03-12T10:00:00.000Z' },
    bestScore: 85,
    badgeEarned: true,
    badge: {
      id: 'elektro-grunnleggende',
      icon: 'bolt',
      name: 'Elektro grunnleggende',
      description: '',
    },
  }),
  anAssessment({
    id: 'nodejs',
    title: 'Node.js',
    skill: 'node.js',
    trades: ['IT-utvikler'],
    status: 'in_progress',
    progress: 40,
  }),
];

const cards = () => screen.getAllByRole('article');

describe('AssessmentsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each card with status, minutes, level, last score and date, badge and its action', async () => {
    mockApi((path) => (path === '/api/assessments' ? json(200, { assessments: LIST }) : json(404)));
    renderPage(<AssessmentsPage />, { url: '/assessments', user: STUDENT });

    expect(await screen.findByRole('article', { name: 'HMS på arbeidsplassen' })).toHaveTextContent(
      /Ikke startet.*Nybegynner.*10 min/,
    );
    const [hms, elektro, node] = cards();
    expect(within(hms).getByRole('link', { name: 'Start Assessment' })).toHaveAttribute(
      'href',
      '/assessments/hms-pa-arbeidsplassen',
    );
    expect(elektro).toHaveTextContent(/Siste forsøk: 85 %.*, 12\. mars 2027/);
    expect(elektro).toHaveTextContent('Merke tjent: Elektro grunnleggende');
    expect(within(elektro).getByRole('img', { name: 'Trofé' })).toBeInTheDocument();
    expect(within(elektro).getByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      '/assessments/elektro-grunnleggende/results',
    );
    expect(node).toHaveTextContent('40 % besvart');
    expect(within(node).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/assessments/nodejs',
    );
    expect(screen.getByRole('link', { name: 'View Recommended' })).toHaveAttribute(
      'href',
      '/assessments/recommended',
    );
    const skills = within(screen.getByRole('navigation', { name: 'Populære ferdigheter' }));
    expect(skills.getByRole('link', { name: 'Node.js' })).toHaveAttribute(
      'href',
      '/assessments/skills/node.js',
    );
    expect(skills.getByRole('link', { name: 'UI/UX Design' })).toHaveAttribute(
      'href',
      '/assessments/skills/ui%2Fux%20design',
    );
  });

  it('spaces the popular skills by gaps, so a button wrapped to a new row starts at its edge', async () => {
    mockApi(() => json(200, []));
    renderPage(<AssessmentsPage />, { url: '/assessments', user: STUDENT });
    const skills = screen.getByRole('navigation', { name: 'Populære ferdigheter' });
    expect(skills).toHaveStyle({ gap: '8px' });
    for (const button of within(skills).getAllByRole('link'))
      expect(button).not.toHaveStyle({ marginLeft: '8px' });
  });

  it('shows one skill’s assessments, and the spec’s empty state when it has none', async () => {
    mockApi(() => json(200, { assessments: LIST }));
    const { unmount } = renderPage(<AssessmentsPage />, {
      url: '/assessments/skills/node.js',
      path: '/assessments/skills/:skill',
      user: STUDENT,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tester i Node.js' }),
    ).toBeInTheDocument();
    expect(
      (await screen.findAllByRole('article')).map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['assessment-nodejs']);
    unmount();

    renderPage(<AssessmentsPage />, {
      url: '/assessments/skills/python',
      path: '/assessments/skills/:skill',
      user: STUDENT,
    });
    expect(await screen.findByText(ASSESSMENT_MESSAGES.empty)).toBeInTheDocument();
  });

  it('recommends those for every trade and for the trades on the student’s profile', async () => {
    const profile = anOwnProfile();
    profile.skills = [
      {
        id: 's1',
        skill_name: 'Kabling',
        proficiency: 60,
        vocation_id: 9,
        vocation_name: 'Elektriker',
      },
    ];
    mockApi((path) =>
      path === '/api/assessments'
        ? json(200, { assessments: LIST })
        : path === '/api/users/profile'
          ? json(200, profile)
          : json(404),
    );
    renderPage(<AssessmentsPage />, { url: '/assessments/recommended', user: STUDENT });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anbefalte tester' }),
    ).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Elektro grunnleggende' });
    expect(cards().map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'assessment-hms-pa-arbeidsplassen',
      'assessment-elektro-grunnleggende',
    ]);
  });

  it('says so when the list cannot be read: a toast, and the reason in the list’s place', async () => {
    mockApi(() => json(500));
    renderPage(<AssessmentsPage />, { url: '/assessments', user: STUDENT });
    // The toast and the list's heading say the spec's words; the store's fallback gives the reason.
    expect(await screen.findAllByText(ASSESSMENT_MESSAGES.listToast)).toHaveLength(2);
    expect(screen.getByText(ASSESSMENT_MESSAGES.listFailed)).toBeInTheDocument();
  });
});
