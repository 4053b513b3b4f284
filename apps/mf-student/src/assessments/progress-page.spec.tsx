import { screen, within } from '@testing-library/react';
import { STUDENT, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { anAssessment } from './assessment-fixtures.ts';
import ProgressPage from './progress-page.tsx';

describe('ProgressPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the badges earned and the history, newest first', async () => {
    mockApi((path) =>
      path === '/api/assessments'
        ? json(200, {
            assessments: [
              anAssessment({ badgeEarned: true }),
              anAssessment({ id: 'sql', badge: { ...anAssessment().badge, name: 'SQL' } }),
            ],
          })
        : path === '/api/assessments/history'
          ? json(200, {
              history: [
                {
                  attemptId: 'a2',
                  assessmentId: 'hms-pa-arbeidsplassen',
                  assessmentTitle: 'HMS på arbeidsplassen',
                  score: 87,
                  correctAnswers: 13,
                  totalQuestions: 15,
                  timeSpent: 301,
                  completedAt: '2027-03-12T10:00:00.000Z',
                },
              ],
            })
          : json(404),
    );
    renderPage(<ProgressPage />, { url: '/assessments/progress', user: STUDENT });

    const badges = await screen.findByRole('list', { name: 'Merker' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HMS-kyndig']);
    const [entry] = within(await screen.findByRole('list', { name: 'Historikk' })).getAllByRole(
      'listitem',
    );
    expect(entry).toHaveTextContent('HMS på arbeidsplassen');
    expect(entry).toHaveTextContent('12. mars 2027 · 13 av 15 riktige · 5 min 1 s');
    expect(entry).toHaveTextContent('87 %');
  });

  it('says when nothing is completed yet', async () => {
    mockApi((path) =>
      path === '/api/assessments'
        ? json(200, { assessments: [] })
        : path === '/api/assessments/history'
          ? json(200, { history: [] })
          : json(404),
    );
    renderPage(<ProgressPage />, { url: '/assessments/progress', user: STUDENT });
    expect(await screen.findByText('Du har ikke fullført noen tester ennå.')).toBeInTheDocument();
  });
});
