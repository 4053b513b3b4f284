import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSESSMENT_MESSAGES } from '@yrkesbro/contracts';
import { STUDENT, apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { aResult, anAttempt } from './assessment-fixtures.ts';
import AssessmentPage from './assessment-page.tsx';

const route = {
  url: '/assessments/hms-pa-arbeidsplassen',
  path: '/assessments/:id',
  user: STUDENT,
};

/** Answers the page's calls and keeps what it sent. */
function server(
  attempt = anAttempt(),
  submit = () => json(200, { result: aResult() }),
  progress: () => Response | Promise<Response> = () => json(200, { saved: true }),
) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  mockApi(async (path, request) => {
    const body = request.method === 'GET' ? undefined : await request.clone().text();
    sent.push({ method: request.method, path, body: body ? JSON.parse(body) : undefined });
    if (path.endsWith('/start')) return json(200, attempt);
    if (path.endsWith('/progress')) return progress();
    if (path.endsWith('/submit')) return submit();
    return json(404);
  });
  return sent;
}

describe('AssessmentPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows one question at a time with progress and the timer, answered with the keyboard', async () => {
    const sent = server();
    const user = userEvent.setup();
    renderPage(<AssessmentPage />, route);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'HMS på arbeidsplassen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getByText('Spørsmål 1 av 3')).toBeInTheDocument();
    expect(screen.queryByText('Hvem har hovedansvaret?')).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Tid: 1 min 1[5-9] s/);
    expect(screen.getByRole('progressbar', { name: 'Fremdrift i testen' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );

    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Helse, miljø og sikkerhet' })).toBeChecked();
    expect(screen.getByText('1 av 3 besvart')).toBeInTheDocument();
    // Saved as chosen: a reload before 'Neste' loses nothing.
    await waitFor(() =>
      expect(sent.filter((call) => call.path.endsWith('/progress')).map((c) => c.body)).toEqual([
        { attemptId: 'forsok-1', answers: { q1: 0 }, currentIndex: 0 },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Neste' }));
    expect(screen.getByText('Hvem har hovedansvaret?')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.filter((call) => call.path.endsWith('/progress')).at(-1)?.body).toEqual({
        attemptId: 'forsok-1',
        answers: { q1: 0 },
        currentIndex: 1,
      }),
    );
  });

  it('sends the saves one after another, so the newest answers are the ones stored', async () => {
    const waiting: (() => void)[] = [];
    const sent = server(
      undefined,
      undefined,
      () =>
        new Promise<Response>((resolve) => waiting.push(() => resolve(json(200, { saved: true })))),
    );
    const user = userEvent.setup();
    renderPage(<AssessmentPage />, route);
    await screen.findByText('Spørsmål 1 av 3');
    const progress = () => sent.filter((call) => call.path.endsWith('/progress'));

    await user.click(screen.getByRole('radio', { name: 'Helse, miljø og sikkerhet' }));
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    await waitFor(() => expect(progress()).toHaveLength(1));
    // The second save waits for the first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(progress()).toHaveLength(1);
    act(() => waiting.shift()?.());
    await waitFor(() => expect(progress()).toHaveLength(2));
    expect(progress()[1].body).toEqual({
      attemptId: 'forsok-1',
      answers: { q1: 0 },
      currentIndex: 1,
    });
    act(() => waiting.shift()?.());
  });

  it('continues where the student left and submits the answers, then shows the results', async () => {
    const sent = server(anAttempt({ answers: { q1: 0, q2: 1 }, currentIndex: 2 }));
    const user = userEvent.setup();
    renderPage(<AssessmentPage />, route);

    expect(await screen.findByText('Spørsmål 3 av 3')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Stoffkartotek' }));
    await user.click(screen.getByRole('button', { name: 'Lever testen' }));

    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(
        '/assessments/hms-pa-arbeidsplassen/results',
      ),
    );
    expect(sent.find((call) => call.path.endsWith('/submit'))?.body).toEqual({
      attemptId: 'forsok-1',
      answers: { q1: 0, q2: 1, q3: 0 },
    });
  });

  it('takes a double click on «Neste» as one step: the second click neither skips a question nor hands the test in', async () => {
    const sent = server(anAttempt({ answers: { q1: 0 }, currentIndex: 0 }));
    renderPage(<AssessmentPage />, route);
    expect(await screen.findByText('Spørsmål 1 av 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Neste' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Neste' }), { detail: 2 });
    expect(screen.getByText('Spørsmål 2 av 3')).toBeInTheDocument();
    // On the question before the last, the second click lands on «Lever testen».
    fireEvent.click(screen.getByRole('button', { name: 'Neste' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Lever testen' }), { detail: 2 });
    expect(screen.getByText('Spørsmål 3 av 3')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent.some((call) => call.path.endsWith('/submit'))).toBe(false);
  });

  it('warns on the last question only when one before it was skipped, counting all that would go unanswered', async () => {
    server(anAttempt({ answers: { q1: 0, q2: 1 }, currentIndex: 2 }));
    const user = userEvent.setup();
    const { unmount } = renderPage(<AssessmentPage />, route);
    expect(await screen.findByText('Spørsmål 3 av 3')).toBeInTheDocument();
    expect(screen.queryByText(/ubesvart/)).not.toBeInTheDocument();
    unmount();

    server(anAttempt({ answers: { q1: 0 }, currentIndex: 2 }));
    renderPage(<AssessmentPage />, route);
    expect(await screen.findByText('Spørsmål 3 av 3')).toBeInTheDocument();
    expect(
      screen.getByText('Du har 2 ubesvarte spørsmål. De teller som feil.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Stoffkartotek' }));
    expect(
      screen.getByText('Du har 1 ubesvart spørsmål. Det teller som feil.'),
    ).toBeInTheDocument();
  });

  it('asks before leaving, and stays when told to', async () => {
    server();
    const user = userEvent.setup();
    renderPage(<AssessmentPage />, route);
    await screen.findByText('Spørsmål 1 av 3');

    await user.click(screen.getByRole('button', { name: 'Avslutt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forlate testen?' });
    expect(dialog).toHaveTextContent(ASSESSMENT_MESSAGES.leaveConfirm);
    await user.click(screen.getByRole('button', { name: 'Bli her' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent('/assessments/hms-pa-arbeidsplassen');

    await user.click(screen.getByRole('button', { name: 'Avslutt' }));
    await user.click(await screen.findByRole('button', { name: 'Forlat testen' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/assessments$/));
  });

  it("asks before the browser's Back leaves, and goes back past the test when told to", async () => {
    server();
    window.history.replaceState(null, '', '/assessments');
    window.history.pushState(null, '', route.url);
    const user = userEvent.setup();
    renderPage(<AssessmentPage />, route);
    await screen.findByText('Spørsmål 1 av 3');

    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog', { name: 'Forlate testen?' });
    expect(dialog).toHaveTextContent(ASSESSMENT_MESSAGES.leaveConfirm);
    expect(window.location.pathname).toBe(route.url);
    await user.click(screen.getByRole('button', { name: 'Bli her' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe(route.url);

    act(() => window.history.back());
    await user.click(await screen.findByRole('button', { name: 'Forlat testen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/assessments'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves only once the answers are saved: a failed save is told and keeps the test open', async () => {
    let failing = true;
    const sent = server(undefined, undefined, () =>
      failing ? apiError(500, 'Databasen svarer ikke.') : json(200, { saved: true }),
    );
    const user = userEvent.setup();
    renderPage(<AssessmentPage />, route);
    await screen.findByText('Spørsmål 1 av 3');

    await user.click(screen.getByRole('button', { name: 'Avslutt' }));
    await user.click(await screen.findByRole('button', { name: 'Forlat testen' }));
    expect(await screen.findByText('Databasen svarer ikke.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Forlate testen?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/assessments/hms-pa-arbeidsplassen');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Avslutt' }));
    await user.click(await screen.findByRole('button', { name: 'Forlat testen' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/assessments$/));
    expect(sent.filter(({ path }) => path.endsWith('/progress'))).toHaveLength(2);
  });

  it('toasts the server’s reason when submitting fails', async () => {
    server(anAttempt({ currentIndex: 2 }), () => apiError(500, 'Databasen svarer ikke.'));
    const user = userEvent.setup();
    renderPage(<AssessmentPage />, route);
    await user.click(await screen.findByRole('button', { name: 'Lever testen' }));
    expect(await screen.findByText('Databasen svarer ikke.')).toBeInTheDocument();
  });
});
