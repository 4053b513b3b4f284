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
    expect(screen.getByRole('button', { name: 'Fjern Ola fra favoritter' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requests(fetchMock).map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'POST /api/users/favorites/s-1',
    ]);
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
