import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import { favouriteStudent } from '../testing/fixtures.ts';
import { BUSINESS, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { FavouriteStudentsTab } from './favourite-students-tab.tsx';

describe('FavouriteStudentsTab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the favourites with a link to the profile and removes one with the heart', async () => {
    let favourites = [favouriteStudent()];
    mockApi((_path, request) => {
      if (request.method === 'DELETE') {
        favourites = [];
        return new Response(null, { status: 204 });
      }
      return json(200, favourites);
    });
    renderPage(<FavouriteStudentsTab />, { url: '/business/dashboard', user: BUSINESS });
    const list = await screen.findByRole('list', { name: 'Favoritt-studenter' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Kari Nordmann' })).toHaveAttribute(
      'href',
      '/profile/44444444-4444-4444-8444-444444444444',
    );
    expect(within(row).getByText('Elektrolærling')).toBeInTheDocument();
    expect(within(row).getByText('Bergen')).toBeInTheDocument();
    expect(within(row).getByText(/elektriske anlegg/)).toBeInTheDocument();
    await userEvent.click(
      within(row).getByRole('button', { name: 'Fjern Kari Nordmann fra favoritter' }),
    );
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.favoriteRemoved)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Ingen favoritt-studenter ennå.')).toBeInTheDocument(),
    );
  });

  it('says so when the favourites cannot be loaded', async () => {
    mockApi(() => json(500, {}));
    renderPage(<FavouriteStudentsTab />, { url: '/business/dashboard', user: BUSINESS });
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.favoritesLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });
});
