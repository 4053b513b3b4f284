import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderPage } from '../testing/render-page.tsx';
import { Navbar } from './navbar.tsx';

// The drawer's chunk cannot be fetched: the network is gone, or a release removed it.
jest.mock('./nav-drawer.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('Navbar on a phone whose menu cannot load', () => {
  it('says so and keeps the page, instead of taking it down', async () => {
    mockApi(() => json(404));
    renderPage(<Navbar />, { url: '/faq' });
    const button = screen.getByRole('button', { name: 'Åpne menyen' });
    await userEvent.click(button);

    expect(
      await screen.findByText('Kunne ikke åpne menyen. Last inn siden på nytt.'),
    ).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Yrkesbro' })).toBeInTheDocument();
  });
});
