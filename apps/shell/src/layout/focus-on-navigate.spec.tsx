import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { FocusOnNavigate } from './focus-on-navigate.tsx';

function App() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <nav>
        <Link to="/om">Om oss</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<Link to="/jobb">Til jobben</Link>} />
          <Route path="/jobb" element={<button autoFocus>Søk på stillingen</button>} />
          <Route path="/om" element={<h1>Om oss</h1>} />
        </Routes>
      </main>
      <footer>
        <Link to="/om">Om Yrkesbro</Link>
      </footer>
      <FocusOnNavigate mainId="main" />
    </MemoryRouter>
  );
}

describe('FocusOnNavigate', () => {
  it('leaves focus that the new page took itself', async () => {
    render(<App />);
    const link = screen.getByRole('link', { name: 'Til jobben' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Søk på stillingen' });
    // The new page took focus itself: it keeps it.
    expect(screen.getByRole('button', { name: 'Søk på stillingen' })).toHaveFocus();
  });

  it('moves nothing on the first page, and leaves focus that stayed in the navbar', async () => {
    render(<App />);
    expect(document.body).toHaveFocus();
    const navLink = screen.getByRole('link', { name: 'Om oss' });
    navLink.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Om oss' });
    expect(navLink).toHaveFocus();
  });

  it('takes focus from a footer link to main, the new page’s start', async () => {
    render(<App />);
    screen.getByRole('link', { name: 'Om Yrkesbro' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Om oss' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('gives focus to main when nothing on the new page takes it', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <main id="main" tabIndex={-1}>
          <Routes>
            <Route path="/" element={<Link to="/om">Om oss</Link>} />
            <Route path="/om" element={<h1>Om oss</h1>} />
          </Routes>
        </main>
        <FocusOnNavigate mainId="main" />
      </MemoryRouter>,
    );
    screen.getByRole('link', { name: 'Om oss' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Om oss' });
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
