import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from '@yrkesbro/ui';
import { useEffect } from 'react';
import { json, mockApi, renderPage } from '../testing/render-page.tsx';
import { isCurrent } from './nav-drawer.tsx';
import { Navbar } from './navbar.tsx';

describe('Navbar on a phone', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens a menu that marks the current page and closes with its own button', async () => {
    mockApi(() => json(404));
    renderPage(<Navbar />, { url: '/faq' });
    await userEvent.click(screen.getByRole('button', { name: 'Åpne menyen' }));
    const menu = await screen.findByRole('list', { name: 'Meny' });
    expect(screen.getByRole('dialog', { name: 'Meny' })).toContainElement(menu);
    // Every link in an item of its own, as a list is read out.
    const items = within(menu).getAllByRole('listitem');
    expect(items).toHaveLength(within(menu).getAllByRole('link').length);
    expect(within(menu).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Om oss' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Lukk menyen' }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Meny' })).not.toBeInTheDocument(),
    );
  });

  it('closes the menu when the page changes, also when a page held back the click on its link', async () => {
    mockApi(() => json(404));
    renderPage(
      <>
        <Navbar />
        <LinkCatcher />
      </>,
      { url: '/faq', path: '*' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Åpne menyen' }));
    const menu = await screen.findByRole('list', { name: 'Meny' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Om oss' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/about');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Meny' })).not.toBeInTheDocument(),
    );
  });

  it('counts the pages under a link as its page', () => {
    expect(isCurrent('/calendar', '/calendar/day/2027-03-12')).toBe(true);
    expect(isCurrent('/calendar', '/calendarium')).toBe(false);
  });
});

describe('Navbar, signed in', () => {
  afterEach(() => jest.restoreAllMocks());

  it('signing out forgets the drafts this person left in the tab', async () => {
    const asked: string[] = [];
    mockApi((path, request) => {
      asked.push(`${request.method} ${path}`);
      return path === '/api/auth/logout' ? new Response(null, { status: 204 }) : json(404);
    });
    // jsdom cannot load a page; the sign-out's fresh load is not what is tested here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('apply:1:job-1', JSON.stringify({ cover_letter: 'Hei!' }));
    renderPage(<Navbar />, {
      url: '/jobs',
      user: { id: '1', email: 'elev@yrkesbro.no', role: 'student' },
    });
    await userEvent.click(screen.getAllByRole('button', { name: 'Logg ut' })[0]);
    await waitFor(() => expect(asked).toContain('POST /api/auth/logout'));
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });
});

/** Takes every link's click before the app sees it and navigates itself, as the assessment does. */
function LinkCatcher() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      event.stopPropagation();
      navigate(new URL(link.href).pathname);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);
  return null;
}
