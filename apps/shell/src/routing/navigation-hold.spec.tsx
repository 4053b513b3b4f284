import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { RemotePageTarget } from '@yrkesbro/federation';
import { preloadPageCode, RemotePage } from '../remotes/remote-page.tsx';
import { loadRemoteRoutes } from '../remotes/remote-registry.ts';
import { LONGEST_HOLD_MS, useNavigationHeld } from './navigation-hold.ts';

jest.mock('../remotes/remote-registry.ts', () => ({
  loadRemoteRoutes: jest.fn(),
  preloadRemote: jest.fn(),
  reRegisterRemote: jest.fn(),
}));

/** A remote whose pages' code arrives only when the test lets it, once per page as lazyPage's. */
function remoteWithHeldCode() {
  let arrive = () => {};
  const code = new Promise<void>((done) => (arrive = done));
  const Pages = Object.assign(({ page }: { page: string }) => <h1>Siden {page}</h1>, {
    preload: () => code,
  });
  jest.mocked(loadRemoteRoutes).mockResolvedValue({ default: Pages });
  return { arrive: () => act(async () => arrive()) };
}

function Held() {
  return useNavigationHeld() ? <p>Venter på neste side</p> : null;
}

/** From a page of the shell's own, links to two pages of a remote, `first` and `second`. */
function renderFrom(start: string, first: RemotePageTarget, second: RemotePageTarget) {
  render(
    <MemoryRouter initialEntries={[start]}>
      <Held />
      <Routes>
        <Route
          path="/start"
          element={
            <>
              <h1>Startsiden</h1>
              <Link to="/om">Om oss</Link>
              <Link to="/faq">FAQ</Link>
              <Link to="/kontakt">Kontakt</Link>
            </>
          }
        />
        <Route path="/om" element={<RemotePage {...first} />} />
        <Route path="/faq" element={<RemotePage {...second} />} />
        <Route path="/kontakt" element={<h1>Kontakt oss</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

// Module state (each remote's routes and pages' code) lasts across tests: each test opens a remote
// of its own, but for those whose code never arrives, which share mf_business.
it("keeps the page a link leaves on screen, and says so, until the next page's code is in; then shows that page without a loader", async () => {
  const { arrive } = remoteWithHeldCode();
  renderFrom(
    '/start',
    { remote: 'mf_public', page: 'about' },
    { remote: 'mf_public', page: 'faq' },
  );
  // What the link's intent does before its click (link-intent.ts).
  preloadPageCode({ remote: 'mf_public', page: 'about' });
  fireEvent.click(screen.getByRole('link', { name: 'Om oss' }));

  expect(await screen.findByText('Venter på neste side')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Startsiden' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  await arrive();
  expect(await screen.findByRole('heading', { name: 'Siden about' })).toBeInTheDocument();
  expect(screen.queryByText('Venter på neste side')).not.toBeInTheDocument();
});

it("shows the next page's loader once its code has taken the longest a navigation waits", async () => {
  jest.useFakeTimers();
  try {
    remoteWithHeldCode();
    renderFrom(
      '/start',
      { remote: 'mf_business', page: 'applications' },
      { remote: 'mf_business', page: 'analytics' },
    );
    preloadPageCode({ remote: 'mf_business', page: 'applications' });
    fireEvent.click(screen.getByRole('link', { name: 'Om oss' }));
    await act(async () => jest.advanceTimersByTime(LONGEST_HOLD_MS - 1));
    expect(screen.getByText('Venter på neste side')).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Startsiden' })).not.toBeInTheDocument();
    expect(screen.queryByText('Venter på neste side')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('ends the wait when another link shows its page in the meantime', async () => {
  remoteWithHeldCode();
  renderFrom(
    '/start',
    { remote: 'mf_business', page: 'dashboard' },
    { remote: 'mf_business', page: 'students' },
  );
  preloadPageCode({ remote: 'mf_business', page: 'students' });
  fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(await screen.findByText('Venter på neste side')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }));

  expect(await screen.findByRole('heading', { name: 'Kontakt oss' })).toBeInTheDocument();
  expect(screen.queryByText('Venter på neste side')).not.toBeInTheDocument();
});

it('shows the loader of a page whose code nothing asked for ahead, as a navigation made in code has', async () => {
  remoteWithHeldCode();
  renderFrom(
    '/start',
    { remote: 'mf_business', page: 'jobs' },
    { remote: 'mf_business', page: 'job-create' },
  );
  fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Startsiden' })).not.toBeInTheDocument();
  expect(screen.queryByText('Venter på neste side')).not.toBeInTheDocument();
});

it('shows the loader of a page a redirect leads to, where the page left is empty', async () => {
  const { arrive } = remoteWithHeldCode();
  render(
    <MemoryRouter initialEntries={['/gammel']}>
      <Held />
      <Routes>
        <Route path="/gammel" element={<Navigate to="/ny" replace />} />
        <Route path="/ny" element={<RemotePage remote="mf_admin" page="schools" />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(screen.queryByText('Venter på neste side')).not.toBeInTheDocument();
  await arrive();
  expect(await screen.findByRole('heading', { name: 'Siden schools' })).toBeInTheDocument();
});

it('shows the first page of a visit with its loader, holding nothing', async () => {
  const { arrive } = remoteWithHeldCode();
  render(
    <MemoryRouter>
      <Held />
      <RemotePage remote="mf_student" page="dashboard" />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(screen.queryByText('Venter på neste side')).not.toBeInTheDocument();
  await arrive();
  expect(await screen.findByRole('heading', { name: 'Siden dashboard' })).toBeInTheDocument();
});
