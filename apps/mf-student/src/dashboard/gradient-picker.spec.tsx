import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { PROFILE_GRADIENTS } from '@yrkesbro/ui/dashboard';
import { OWN_PROFILE_PATH, WithOwnProfile, anOwnProfile } from '../testing/profile-fixtures.tsx';
import { STUDENT, apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { GradientPicker } from './gradient-picker.tsx';

const [HAVBLA, , SKOGSGRONN, SOLNEDGANG] = PROFILE_GRADIENTS;

/** Serves the own profile (themed Havblå) and keeps what a PUT saves; `update` answers each PUT. */
function serve(update: (body: { gradient: string }) => Response) {
  const sent: unknown[] = [];
  const profile = anOwnProfile({ gradient: HAVBLA.className });
  mockApi(async (path, request) => {
    if (path !== OWN_PROFILE_PATH) return json(404);
    if (request.method === 'GET') return json(200, profile);
    const body = await request.json();
    sent.push(body);
    const answer = update(body);
    // Like the server: a saved theme is what the next read answers.
    if (answer.ok) Object.assign(profile, body);
    return answer;
  });
  return sent;
}

async function renderPicker() {
  renderPage(<WithOwnProfile>{(profile) => <GradientPicker profile={profile} />}</WithOwnProfile>, {
    url: '/student/dashboard',
    user: STUDENT,
  });
  return screen.findByRole('radiogroup', { name: 'Profiltema' });
}

describe('GradientPicker', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers the twelve themes as radio buttons with the saved one checked', async () => {
    serve(() => json(500));
    await renderPicker();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(
      PROFILE_GRADIENTS.map((gradient) => gradient.label),
    );
    expect(screen.getByRole('radio', { name: 'Havblå' })).toBeChecked();
  });

  it('shows a choice at once and saves its class string', async () => {
    const sent = serve((body) => json(200, anOwnProfile(body)));
    await renderPicker();
    await userEvent.click(screen.getByRole('radio', { name: 'Skogsgrønn' }));

    expect(screen.getByRole('radio', { name: 'Skogsgrønn' })).toBeChecked();
    await waitFor(() => expect(sent).toEqual([{ gradient: SKOGSGRONN.className }]));
    expect(screen.getByRole('radio', { name: 'Skogsgrønn' })).toBeChecked();
  });

  it('saves only where arrow keys stop', async () => {
    const sent = serve((body) => json(200, anOwnProfile(body)));
    await renderPicker();
    await userEvent.click(screen.getByRole('radio', { name: 'Kongelig Lilla' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');

    expect(screen.getByRole('radio', { name: 'Solnedgang Oransje' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Solnedgang Oransje' })).toBeChecked();
    await waitFor(() => expect(sent).toEqual([{ gradient: SOLNEDGANG.className }]));
  });

  it('goes back to the saved theme and toasts when saving fails', async () => {
    const sent = serve(() => apiError(400, 'Ukjent profiltema'));
    await renderPicker();
    await userEvent.click(screen.getByRole('radio', { name: 'Skogsgrønn' }));

    expect(await screen.findByText('Ukjent profiltema')).toBeInTheDocument();
    expect(sent).toEqual([{ gradient: SKOGSGRONN.className }]);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Havblå' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Skogsgrønn' })).not.toBeChecked();
  });

  it("falls back to 'Kunne ikke oppdatere profiltema' without a server message", async () => {
    serve(() => json(500, {}));
    await renderPicker();
    await userEvent.click(screen.getByRole('radio', { name: 'Gyllen' }));
    expect(await screen.findByText(STUDENT_MESSAGES.themeFailed)).toBeInTheDocument();
  });
});
