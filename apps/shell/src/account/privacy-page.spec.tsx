import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deletionDateText, PRIVACY_MESSAGES } from '@yrkesbro/contracts';
import { apiError, json, mockApi, renderPage, requests, STUDENT } from '../testing/render-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';

const LATER = '2026-12-22T10:00:00.000Z';

function renderPrivacy(handler: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(handler);
  const page = renderPage(<PrivacyPage />, { url: '/account/privacy', user: STUDENT });
  return { fetchMock, ...page };
}

describe('PrivacyPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the password in a dialog that shows the day, and signs out once scheduled', async () => {
    const bodies: unknown[] = [];
    const { store } = renderPrivacy(async (_path, request) => {
      if (request.method === 'POST') {
        const body = (await request.json()) as { password: string };
        bodies.push(body);
        return body.password === 'Riktig123'
          ? json(200, { scheduledFor: LATER })
          : apiError(403, PRIVACY_MESSAGES.wrongPassword);
      }
      return json(200, { scheduledFor: null });
    });
    const opener = await screen.findByRole('button', { name: 'Slett kontoen' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Slett kontoen' });
    const password = within(dialog).getByLabelText(/Passordet ditt/);
    expect(password).toHaveFocus();
    const in30Days = deletionDateText(new Date(Date.now() + 30 * 24 * 3600 * 1000));
    expect(dialog).toHaveTextContent(in30Days);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Slett kontoen' }));
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.passwordRequired)).toBeVisible();
    expect(bodies).toEqual([]);

    await userEvent.type(password, 'Feil1234{Enter}');
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.wrongPassword)).toBeVisible();
    expect(store.getState().auth.user).toEqual(STUDENT);

    await userEvent.clear(password);
    await userEvent.type(password, 'Riktig123{Enter}');
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(bodies).toEqual([{ password: 'Feil1234' }, { password: 'Riktig123' }]);
    expect(
      await screen.findByText(
        `Kontoen din slettes ${deletionDateText(LATER)}. Du er nå logget ut.`,
      ),
    ).toBeVisible();
  });

  it('closes the dialog with Escape and gives focus back to the button that opened it', async () => {
    renderPrivacy(() => json(200, { scheduledFor: null }));
    const opener = await screen.findByRole('button', { name: 'Slett kontoen' });
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('shows a scheduled deletion with its date and cancels it', async () => {
    let scheduledFor: string | null = LATER;
    const { fetchMock } = renderPrivacy((_path, request) => {
      if (request.method === 'DELETE') scheduledFor = null;
      return json(200, { scheduledFor });
    });
    expect(await screen.findByText(/Kontoen din slettes 22\. desember 2026/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Angre sletting' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.deletionCancelled)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Slett kontoen' })).toBeVisible();
    expect(requests(fetchMock).map((r) => r.method)).toContain('DELETE');
  });

  it('says why a download failed, with the API’s message', async () => {
    renderPrivacy((path) =>
      path === '/api/account/export'
        ? apiError(429, 'For mange forsøk. Prøv igjen om 40 minutter.')
        : json(200, { scheduledFor: null }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Last ned dataene mine' }));
    expect(await screen.findByText('For mange forsøk. Prøv igjen om 40 minutter.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Last ned dataene mine' })).toBeEnabled();
  });

  it('says in Norwegian that a download failed when the network did, not in the browser’s words', async () => {
    renderPrivacy((path) => {
      if (path === '/api/account/export') throw new TypeError('Failed to fetch');
      return json(200, { scheduledFor: null });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Last ned dataene mine' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.exportFailed)).toBeVisible();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });

  it('shows the status’s error with a retry', async () => {
    renderPrivacy(() => apiError(500, 'Noe gikk galt på serveren.'));
    expect(await screen.findByText('Kunne ikke hente kontoens status')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  });
});
