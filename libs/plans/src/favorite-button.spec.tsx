import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import { BUSINESS, json, mockApi, renderPage, requests } from '@yrkesbro/testing';
import { FavoriteButton } from './favorite-button.tsx';

function renderHeart(isFavorite: boolean) {
  return renderPage(<FavoriteButton studentUuid="s-1" name="Ola" isFavorite={isFavorite} />, {
    url: '/students',
    user: BUSINESS,
  });
}

describe('FavoriteButton', () => {
  afterEach(() => jest.restoreAllMocks());

  it('adds the student and says so; the heart is filled', async () => {
    const fetchMock = mockApi(() => json(201, {}));
    renderHeart(false);
    await userEvent.click(screen.getByRole('button', { name: 'Legg Ola til favoritter' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.favoriteAdded)).toBeInTheDocument();
    const heart = screen.getByRole('button', { name: 'Fjern Ola fra favoritter' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    // The keyboard stays on the heart while it saves and after.
    expect(heart).toHaveFocus();
    expect(requests(fetchMock).map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'POST /api/users/favorites/s-1',
    ]);
  });

  it('stays a focusable button while it saves, taking no second press', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderHeart(false);
    const heart = screen.getByRole('button', { name: 'Legg Ola til favoritter' });
    await userEvent.click(heart);
    const saving = screen.getByRole('button', { name: 'Fjern Ola fra favoritter' });
    // A disabled button would drop the keyboard's focus to the page.
    expect(saving).not.toBeDisabled();
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saving);
    answer(json(201, {}));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.favoriteAdded)).toBeInTheDocument();
    expect(requests(fetchMock)).toHaveLength(1);
  });

  it('removes the student and says so', async () => {
    const fetchMock = mockApi(() => new Response(null, { status: 204 }));
    renderHeart(true);
    await userEvent.click(screen.getByRole('button', { name: 'Fjern Ola fra favoritter' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.favoriteRemoved)).toBeInTheDocument();
    expect(requests(fetchMock).map(({ method }) => method)).toEqual(['DELETE']);
  });

  it('goes back to the old state when the change fails', async () => {
    mockApi(() => json(500, {}));
    renderHeart(false);
    await userEvent.click(screen.getByRole('button', { name: 'Legg Ola til favoritter' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.favoritesFailed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Legg Ola til favoritter' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });
});
