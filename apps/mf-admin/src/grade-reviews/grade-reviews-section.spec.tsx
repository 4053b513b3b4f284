import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser, PendingGradeVerification } from '@yrkesbro/contracts';
import { apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { GradeReviewsSection } from './grade-reviews-section.tsx';

const ADMIN: AuthUser = { id: '9', email: 'admin@yrkesbro.no', role: 'admin' };

const REVIEW: PendingGradeVerification = {
  id: 'review-1',
  created_at: '2027-03-12T10:00:00.000Z',
  student: { id: 'profile-1', name: 'Kari Nordmann', email: 'kari@elev.no' },
  document_url: '/api/admin/grade-verifications/review-1/document',
  grades: [
    { id: 'grade-1', subject: 'Norsk', grade: '4' },
    { id: 'grade-2', subject: 'Engelsk', grade: '6' },
  ],
};

/** Serves one list and takes reviews off it as the API does; `fail` answers a POST. */
function serve(fail?: Response, list = 'pending') {
  let pending = [REVIEW];
  const posted: { path: string; body: unknown }[] = [];
  mockApi(async (path, request) => {
    if (path === '/api/admin/grade-verifications') {
      return new URL(request.url).searchParams.get('list') === list
        ? json(200, pending)
        : json(400, {});
    }
    const body = await request.json();
    posted.push({ path, body });
    if (fail) return fail;
    pending = pending.filter((review) => !path.includes(review.id));
    return new Response(null, { status: 204 });
  });
  return posted;
}

const render = (list: 'pending' | 'auto' = 'pending') =>
  renderPage(<GradeReviewsSection list={list} />, { url: '/admin/dashboard', user: ADMIN });

describe('GradeReviewsSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists a student’s pending grades with the document to download', async () => {
    serve();
    render();
    const review = await screen.findByRole('listitem', { name: 'Karakterer fra Kari Nordmann' });
    expect(within(review).getByRole('link', { name: 'Kari Nordmann' })).toHaveAttribute(
      'href',
      '/profile/profile-1',
    );
    expect(within(review).getByRole('link', { name: 'Last ned dokumentet' })).toHaveAttribute(
      'href',
      REVIEW.document_url,
    );
    expect(within(review).getByText(/12\. mars 2027/)).toBeInTheDocument();
    expect(within(review).getByRole('checkbox', { name: 'Norsk: 4' })).not.toBeChecked();
  });

  it('sends the ticked grades, then the review leaves the list', async () => {
    const posted = serve();
    render();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Engelsk: 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lagre kontroll' }));

    expect(await screen.findByText('Kontrollen er lagret')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        path: '/api/admin/grade-verifications/review-1/review',
        body: { approvedGradeIds: ['grade-2'] },
      },
    ]);
    expect(await screen.findByText('Ingen karakterer venter på kontroll.')).toBeInTheDocument();
    // The saved review and its button are gone: the keyboard goes on from the list's heading.
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('keeps the ticks and says why when saving fails', async () => {
    serve(apiError(404, 'Fant ikke verifiseringen.'));
    render();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Norsk: 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lagre kontroll' }));

    expect(await screen.findByText('Fant ikke verifiseringen.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Norsk: 4' })).toBeChecked();
  });

  it('spot-checks automatic verifications: all ticked, and an untick takes a grade back', async () => {
    const posted = serve(undefined, 'auto');
    render('auto');
    expect(
      await screen.findByRole('heading', { name: 'Stikkprøver: automatisk verifisert' }),
    ).toBeInTheDocument();
    const english = await screen.findByRole('checkbox', { name: 'Engelsk: 6' });
    expect(english).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Norsk: 4' })).toBeChecked();
    await userEvent.click(english);
    await userEvent.click(screen.getByRole('button', { name: 'Lagre kontroll' }));

    expect(await screen.findByText('Kontrollen er lagret')).toBeInTheDocument();
    expect(posted[0].body).toEqual({ approvedGradeIds: ['grade-1'] });
    expect(
      await screen.findByText('Ingen automatisk verifiserte karakterer å sjekke.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    let calls = 0;
    mockApi(async () => (++calls === 1 ? json(500, {}) : json(200, [])));
    render();
    expect(await screen.findByText('Kunne ikke laste karakterer til kontroll')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    await waitFor(() =>
      expect(screen.getByText('Ingen karakterer venter på kontroll.')).toBeInTheDocument(),
    );
  });
});
