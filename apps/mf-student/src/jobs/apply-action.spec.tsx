import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES } from '@yrkesbro/contracts';
import type { StudentProfile } from '@yrkesbro/contracts';
import { aJob } from '../testing/fixtures.ts';
import { OWN_PROFILE_PATH, anOwnProfile } from '../testing/profile-fixtures.tsx';
import { BUSINESS, STUDENT, json, mockApi, renderPage, requests } from '../testing/render-page.tsx';
import JobDetailPage from './job-detail-page.tsx';

const JOB = aJob();
const route = { url: `/jobs/${JOB.uuid}`, path: '/jobs/:uuid' };
const APPLY = `/api/jobs/${JOB.uuid}/apply`;

/** Serves the job, the applied check and (if given) the own profile; `apply` answers the POST. */
function serve({
  applied = false,
  apply = () => json(201, {}),
  profile = undefined as StudentProfile | undefined,
} = {}) {
  const bodies: unknown[] = [];
  const fetchMock = mockApi(async (path, request) => {
    if (path === `/api/jobs/${JOB.uuid}`) return json(200, JOB);
    if (path === OWN_PROFILE_PATH && profile) return json(200, profile);
    if (path === '/api/jobs/favorites') return json(200, []);
    if (path === `/api/jobs/applied/${JOB.uuid}`) return json(200, { applied });
    if (path === APPLY && request.method === 'POST') {
      bodies.push(await request.json());
      return apply();
    }
    return json(404);
  });
  return { bodies, fetchMock };
}

async function openDialog() {
  const button = await screen.findByRole('button', { name: 'Søk på stillingen' });
  // Disabled until GET /jobs/applied has answered.
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return screen.findByRole('dialog', { name: 'Søk på stillingen' });
}

async function fillIn(dialog: HTMLElement, coverLetter: string, resumeUrl: string) {
  await userEvent.click(within(dialog).getByLabelText(/^Søknadsbrev/));
  await userEvent.paste(coverLetter);
  await userEvent.click(within(dialog).getByLabelText(/^Lenke til CV/));
  await userEvent.paste(resumeUrl);
}

describe('Applying from the job page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows the schema’s messages and sends nothing', async () => {
    const { bodies } = serve();
    renderPage(<JobDetailPage />, { ...route, user: STUDENT });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send søknad' }));
    expect(
      await within(dialog).findByText(APPLICATION_MESSAGES.coverLetterRequired),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.resumeUrlRequired)).toBeInTheDocument();
    // The keyboard goes to the first field in error, so its label and message are read out.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Søknadsbrev/)).toHaveFocus());

    await userEvent.click(within(dialog).getByLabelText(/^Lenke til CV/));
    await userEvent.paste('min-cv.pdf');
    await userEvent.tab();
    expect(
      await within(dialog).findByText(APPLICATION_MESSAGES.resumeUrlInvalid),
    ).toBeInTheDocument();

    // A pasted link past the limit is kept whole and refused, never cut into a broken one.
    const long = `https://cv.example.no/${'a'.repeat(500)}`;
    const link = within(dialog).getByLabelText(/^Lenke til CV/);
    await userEvent.clear(link);
    await userEvent.paste(long);
    await userEvent.tab();
    expect(
      await within(dialog).findByText(APPLICATION_MESSAGES.resumeUrlTooLong),
    ).toBeInTheDocument();
    expect(link).toHaveValue(long);
    expect(bodies).toEqual([]);
  });

  it('sends the søknad, toasts and turns the button into Du har søkt', async () => {
    const { bodies } = serve();
    renderPage(<JobDetailPage />, { ...route, user: STUDENT });
    const dialog = await openDialog();
    await fillIn(dialog, '  Jeg vil bli elektriker.  ', 'https://example.com/cv.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send søknad' }));

    expect(await screen.findByText(APPLICATION_MESSAGES.applied)).toBeInTheDocument();
    expect(bodies).toEqual([
      { cover_letter: 'Jeg vil bli elektriker.', resume_url: 'https://example.com/cv.pdf' },
    ]);
    expect(await screen.findByRole('button', { name: 'Du har søkt' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Søk på stillingen' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The button that opened the dialog is gone: keyboard focus goes to the way to the søknad.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Se søknadene dine' })).toHaveFocus(),
    );
  });

  it('keeps the søknad in the tab when the page goes before it is sent, and forgets it once sent', async () => {
    const { bodies } = serve();
    const first = renderPage(<JobDetailPage />, { ...route, user: STUDENT });
    await fillIn(await openDialog(), 'Jeg vil bli elektriker.', 'https://example.com/cv.pdf');
    // The session ended: the page goes to /login, and comes back once signed in again.
    first.unmount();
    renderPage(<JobDetailPage />, { ...route, user: STUDENT });
    const dialog = await openDialog();
    expect(within(dialog).getByText(/Det du skrev sist, er hentet fram igjen/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Søknadsbrev/)).toHaveValue('Jeg vil bli elektriker.');
    expect(within(dialog).getByLabelText(/^Lenke til CV/)).toHaveValue(
      'https://example.com/cv.pdf',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send søknad' }));
    await screen.findByText(APPLICATION_MESSAGES.applied);
    expect(bodies).toHaveLength(1);
    await waitFor(() => expect(Object.keys(sessionStorage)).toEqual([]));
  });

  it('fills in the public profile as the CV link when asked', async () => {
    const profile = anOwnProfile();
    const { bodies } = serve({ profile });
    renderPage(<JobDetailPage />, { ...route, user: STUDENT });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText(/^Søknadsbrev/));
    await userEvent.paste('Jeg vil bli elektriker.');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Bruk lenken til Yrkesbro-profilen min' }),
    );
    const link = `${window.location.origin}/profile/${profile.id}`;
    expect(within(dialog).getByLabelText(/^Lenke til CV/)).toHaveValue(link);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send søknad' }));
    await screen.findByText(APPLICATION_MESSAGES.applied);
    expect(bodies).toEqual([{ cover_letter: 'Jeg vil bli elektriker.', resume_url: link }]);
  });

  it('on 409 shows the server’s message and marks the job as applied', async () => {
    serve({
      apply: () =>
        json(409, {
          statusCode: 409,
          error: 'CONFLICT',
          message: APPLICATION_MESSAGES.alreadyApplied,
        }),
    });
    renderPage(<JobDetailPage />, { ...route, user: STUDENT });
    const dialog = await openDialog();
    await fillIn(dialog, 'Hei!', 'https://example.com/cv.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send søknad' }));

    expect(await screen.findByText(APPLICATION_MESSAGES.alreadyApplied)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Du har søkt' })).toBeDisabled();
  });

  it('keeps what was typed and says Kunne ikke sende søknad when sending fails', async () => {
    serve({ apply: () => json(500) });
    renderPage(<JobDetailPage />, { ...route, user: STUDENT });
    const dialog = await openDialog();
    await fillIn(dialog, 'Jeg er punktlig.', 'https://example.com/cv.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send søknad' }));

    expect(await screen.findByText(APPLICATION_MESSAGES.applyFailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Søknadsbrev/)).toHaveValue('Jeg er punktlig.');
    expect(within(dialog).getByLabelText(/^Lenke til CV/)).toHaveValue(
      'https://example.com/cv.pdf',
    );
    expect(within(dialog).getByRole('button', { name: 'Send søknad' })).toBeEnabled();
  });

  it('shows Du har søkt at once when the student applied before', async () => {
    serve({ applied: true });
    renderPage(<JobDetailPage />, { ...route, user: STUDENT });
    expect(await screen.findByRole('button', { name: 'Du har søkt' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Se søknadene dine' })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(screen.queryByRole('button', { name: 'Søk på stillingen' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', async () => {
    serve();
    renderPage(<JobDetailPage />, route);
    expect(await screen.findByRole('link', { name: 'Logg inn for å søke' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Søk på stillingen' })).not.toBeInTheDocument();
  });

  it('offers a business no apply button and never asks whether it applied', async () => {
    const { fetchMock } = serve();
    renderPage(<JobDetailPage />, { ...route, user: BUSINESS });
    await screen.findByRole('heading', { name: JOB.title });
    expect(screen.queryByRole('button', { name: /søk/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /søke/i })).not.toBeInTheDocument();
    expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual([`/api/jobs/${JOB.uuid}`]);
  });
});
