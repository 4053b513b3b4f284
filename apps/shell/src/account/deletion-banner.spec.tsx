import { screen, waitFor } from '@testing-library/react';
import { deletionDateText } from '@yrkesbro/contracts';
import { json, mockApi, renderPage, STUDENT } from '../testing/render-page.tsx';
import { DeletionBanner } from './deletion-banner.tsx';

const LATER = '2026-12-22T10:00:00.000Z';

function renderBanner(url: string, scheduledFor: string | null) {
  mockApi(() => json(200, { scheduledFor }));
  return renderPage(<DeletionBanner />, { url, path: '*', user: STUDENT });
}

/** Until the status has come, the banner has nothing to say either way. */
async function statusRead(store: ReturnType<typeof renderPage>['store']) {
  const read = () =>
    Object.values(store.getState().api.queries).some(
      (query) => query?.endpointName === 'accountDeletion' && query.status === 'fulfilled',
    );
  await waitFor(() => expect(read()).toBe(true));
}

describe('DeletionBanner', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says when an account waiting for deletion goes, with the way to call it off', async () => {
    renderBanner('/jobs', LATER);
    const undo = await screen.findByRole('link', { name: 'Angre sletting' });
    expect(undo).toHaveAttribute('href', '/account/privacy');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Kontoen din slettes ${deletionDateText(LATER)}.`,
    );
  });

  it('says nothing of an account that stays, nor on the page where it is called off', async () => {
    // Shown once first, so the notice's code is loaded and would show at once below.
    const shown = renderBanner('/jobs', LATER);
    await screen.findByRole('alert');
    shown.unmount();

    const staying = renderBanner('/jobs', null);
    await statusRead(staying.store);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    staying.unmount();

    const onPrivacyPage = renderBanner('/account/privacy', LATER);
    await statusRead(onPrivacyPage.store);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
