import { screen, within } from '@testing-library/react';
import { BUSINESS, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { VerifiedScores } from './verified-scores.tsx';

const route = { url: '/profile/p1', user: BUSINESS };

describe('VerifiedScores', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the student’s best score on each assessment in its colour', async () => {
    mockApi((path) =>
      path === '/api/assessments/users/u1/scores'
        ? json(200, [
            {
              assessmentId: 'hms-pa-arbeidsplassen',
              title: 'HMS på arbeidsplassen',
              score: 93,
              completedAt: '2027-03-12T10:00:00.000Z',
            },
            {
              assessmentId: 'sql',
              title: 'SQL',
              score: 58,
              completedAt: '2027-03-14T10:00:00.000Z',
            },
          ])
        : json(404),
    );
    renderPage(<VerifiedScores userId="u1" />, route);

    const section = await screen.findByRole('region', { name: 'Ferdighetstester' });
    const items = await within(section).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('HMS på arbeidsplassen');
    expect(items[0]).toHaveTextContent('Beste resultat 12. mars 2027');
    expect(within(items[0]).getByText('93 %', { selector: '[data-colour]' })).toHaveAttribute(
      'data-colour',
      'green',
    );
    expect(within(items[1]).getByText('58 %', { selector: '[data-colour]' })).toHaveAttribute(
      'data-colour',
      'red',
    );
  });

  it('says so when the student has completed none', async () => {
    mockApi(() => json(200, []));
    renderPage(<VerifiedScores userId="u1" />, route);
    expect(await screen.findByText('Ingen fullførte ferdighetstester ennå.')).toBeInTheDocument();
  });
});
