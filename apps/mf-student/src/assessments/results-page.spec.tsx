import { screen, waitFor, within } from '@testing-library/react';
import { ASSESSMENT_MESSAGES } from '@yrkesbro/contracts';
import { STUDENT, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { aResult } from './assessment-fixtures.ts';
import ResultsPage from './results-page.tsx';

const route = {
  url: '/assessments/hms-pa-arbeidsplassen/results',
  path: '/assessments/:id/results',
  user: STUDENT,
};

const serve = (result: unknown, status = 200) =>
  mockApi((path) =>
    path.endsWith('/results')
      ? json(status, result)
      : path.endsWith('/feedback')
        ? json(200, { feedback: null })
        : json(404),
  );

describe('ResultsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows score, time, correct answers, percentile, recommendations, review, Back and Retake', async () => {
    serve(aResult());
    renderPage(<ResultsPage />, route);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'HMS på arbeidsplassen' }),
    ).toBeInTheDocument();
    const score = screen.getByText('67 %', { selector: '[data-colour]' });
    expect(score).toHaveAttribute('data-colour', 'yellow');
    expect(screen.queryByRole('img', { name: 'Trofé' })).not.toBeInTheDocument();
    expect(screen.getByText('2 min 5 s')).toBeInTheDocument();
    expect(screen.getByText('2 av 3')).toBeInTheDocument();
    expect(screen.getByText(/40\. persentil/)).toBeInTheDocument();
    expect(screen.getByText('Les Arbeidstilsynets sider om HMS.')).toBeInTheDocument();
    expect(screen.getByText('Få 80 % eller mer for å tjene merket.')).toBeInTheDocument();

    const review = screen
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByText(/Ditt svar/));
    expect(review).toHaveLength(2);
    expect(within(review[1]).getByRole('img', { name: 'Feil' })).toBeInTheDocument();
    expect(review[1]).toHaveTextContent('Riktig svar: Arbeidsgiveren');
    expect(review[1]).toHaveTextContent('Arbeidsgiveren har hovedansvaret.');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/assessments');
    expect(screen.getByRole('link', { name: 'Retake' })).toHaveAttribute(
      'href',
      '/assessments/hms-pa-arbeidsplassen',
    );
    // The rating's empty choice is named in Norwegian too.
    expect(await screen.findByRole('radio', { name: 'Ingen vurdering' })).toBeInTheDocument();
  });

  it('is green with the trophy and the badge from 80, red below 60', async () => {
    serve(
      aResult({
        score: 80,
        earnedBadges: [
          {
            id: 'hms-pa-arbeidsplassen',
            icon: 'health_and_safety',
            name: 'HMS-kyndig',
            description: 'Bestod.',
          },
        ],
      }),
    );
    const { unmount } = renderPage(<ResultsPage />, route);
    expect(await screen.findByText('80 %', { selector: '[data-colour]' })).toHaveAttribute(
      'data-colour',
      'green',
    );
    expect(screen.getByRole('img', { name: 'Trofé' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Merker du har tjent' })).getByText('HMS-kyndig'),
    ).toBeInTheDocument();
    unmount();

    serve(aResult({ score: 59 }));
    renderPage(<ResultsPage />, route);
    expect(await screen.findByText('59 %', { selector: '[data-colour]' })).toHaveAttribute(
      'data-colour',
      'red',
    );
  });

  it('toasts and goes to /assessments when the results cannot be read', async () => {
    serve({ message: 'Du har ikke fullført denne testen ennå.' }, 404);
    renderPage(<ResultsPage />, route);
    expect(await screen.findByText(ASSESSMENT_MESSAGES.resultsToast)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/assessments$/));
  });
});
