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
    renderPage(<VerifiedScores userId="u1" own />, route);

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

  it('tells the student that others see the passed tests only', async () => {
    mockApi(() => json(200, []));
    renderPage(<VerifiedScores userId="u1" own />, route);
    expect(await screen.findByText('Ingen fullførte ferdighetstester ennå.')).toBeInTheDocument();
    expect(
      screen.getByText('Andre ser bare testene du har bestått, med 80 % eller mer.'),
    ).toBeInTheDocument();
  });

  it('says no test is passed yet to someone else', async () => {
    mockApi(() => json(200, []));
    renderPage(<VerifiedScores userId="u1" own={false} />, route);
    expect(await screen.findByText('Ingen beståtte ferdighetstester ennå.')).toBeInTheDocument();
    expect(screen.queryByText(/Andre ser bare/)).not.toBeInTheDocument();
  });
});
