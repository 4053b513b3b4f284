import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { ResumeAnalysisResponse } from '@yrkesbro/contracts';
import { anOwnProfile } from '../testing/profile-fixtures.tsx';
import { STUDENT, apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { ResumeAnalysisDialog } from './resume-analysis-dialog.tsx';

const ANALYZE = '/api/users/resume/analyze';
const FOUND: ResumeAnalysisResponse = {
  analysis: {
    name: 'Kari Nordmann',
    location: ' Oslo ',
    bio: 'Elektrikerlærling med sans for automasjon.',
  },
  source: 'rules',
};

/** Answers the analysis with `analyze` and records what the dialog sends. */
function serve(analyze: () => Response = () => json(200, FOUND)) {
  const sent: { path: string; method: string; body: unknown }[] = [];
  mockApi(async (path, request) => {
    if (path === ANALYZE) {
      sent.push({ path, method: request.method, body: (await request.formData()).get('resume') });
      return analyze();
    }
    const body = await request.json();
    sent.push({ path, method: request.method, body });
    return json(200, anOwnProfile(body));
  });
  return sent;
}

function renderDialog() {
  const onClose = jest.fn();
  renderPage(<ResumeAnalysisDialog open profile={anOwnProfile()} onClose={onClose} />, {
    url: '/student/dashboard',
    user: STUDENT,
  });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Fyll ut profilen fra CV-en' }) };
}

const pdf = (size?: number) => {
  const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function analyse(dialog: HTMLElement) {
  await userEvent.upload(within(dialog).getByLabelText('Velg PDF'), pdf());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Analyser' }));
}

describe('ResumeAnalysisDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes only PDF files and sends nothing for another type', async () => {
    const sent = serve();
    const { dialog } = renderDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      within(dialog).getByLabelText('Velg PDF'),
      new File(['hei'], 'cv.docx', { type: 'application/msword' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.resumePdfOnly,
    );
    expect(within(dialog).getByRole('button', { name: 'Analyser' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('refuses a PDF over 5 MB', async () => {
    const sent = serve();
    const { dialog } = renderDialog();
    await userEvent.upload(within(dialog).getByLabelText('Velg PDF'), pdf(5 * 1024 * 1024 + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.resumeTooLarge,
    );
    expect(within(dialog).getByRole('button', { name: 'Analyser' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('shows what it found and how, and puts only the checked values on the profile', async () => {
    const sent = serve();
    const { dialog, onClose } = renderDialog();
    await analyse(dialog);

    expect(await within(dialog).findByText('Dette fant vi i CV-en:')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ path: ANALYZE, method: 'POST' });
    expect((sent[0].body as File).name).toBe('cv.pdf');
    expect(
      within(dialog).getByText('Analysert automatisk med tekstgjenkjenning og regler (ingen KI).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Erstatter: Ola Nordmann')).toBeInTheDocument();
    for (const label of ['Navn', 'Sted', 'Om meg']) {
      expect(within(dialog).getByRole('checkbox', { name: label })).toBeChecked();
    }

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sted' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bruk i profilen' }));

    expect(await screen.findByText(STUDENT_MESSAGES.resumeApplied)).toBeInTheDocument();
    expect(sent[1]).toEqual({
      path: '/api/users/profile',
      method: 'PUT',
      body: { name: 'Kari Nordmann', bio: 'Elektrikerlærling med sans for automasjon.' },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('says so honestly when nothing was found', async () => {
    serve(() => json(200, { analysis: { name: null, location: '  ', bio: null }, source: 'ai' }));
    const { dialog } = renderDialog();
    await analyse(dialog);

    expect(await within(dialog).findByText(/Vi fant verken navn, sted/)).toBeInTheDocument();
    expect(within(dialog).getByText('Analysert med KI.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Bruk i profilen' })).toBeNull();
  });

  it('toasts the server’s message when the analysis fails and keeps the chosen file', async () => {
    serve(() => apiError(422, STUDENT_MESSAGES.resumeUnreadable));
    const { dialog } = renderDialog();
    await analyse(dialog);

    expect(await screen.findByText(STUDENT_MESSAGES.resumeUnreadable)).toBeInTheDocument();
    expect(within(dialog).getByText('Valgt: cv.pdf')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Analyser' })).toBeEnabled(),
    );
  });

  it("falls back to 'Kunne ikke laste opp CV'", async () => {
    serve(() => json(500, {}));
    const { dialog } = renderDialog();
    await analyse(dialog);
    expect(await screen.findByText(STUDENT_MESSAGES.resumeFailed)).toBeInTheDocument();
  });
});
