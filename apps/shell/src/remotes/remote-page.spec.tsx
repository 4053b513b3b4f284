import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { deferred, offTheClock, onTheClock } from '@yrkesbro/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { federationFailed } from './federation.ts';
import { reloadPage } from './reload-page.ts';
import { RemotePage } from './remote-page.tsx';
import { loadRemoteRoutes, reRegisterRemote } from './remote-registry.ts';

jest.mock('./federation.ts', () => ({ federationFailed: jest.fn() }));
jest.mock('./reload-page.ts', () => ({ reloadPage: jest.fn() }));
jest.mock('./remote-registry.ts', () => ({
  loadRemoteRoutes: jest.fn(),
  preloadRemote: jest.fn(),
  reRegisterRemote: jest.fn(),
}));

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemoteRoutes).mockRejectedValue(new Error('nede'));
});
afterEach(() => jest.restoreAllMocks());

async function retryAfterFailure() {
  render(
    <MemoryRouter>
      <RemotePage remote="mf_student" page="jobs" />
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Prøv igjen' }));
}

test('a remote that failed is asked for again in place, under a fresh address', async () => {
  jest.mocked(federationFailed).mockReturnValue(false);
  await retryAfterFailure();
  expect(reRegisterRemote).toHaveBeenCalledWith('mf_student', expect.any(Number));
  expect(reloadPage).not.toHaveBeenCalled();
});

test("when the federation host's own chunks failed, a retry loads the page afresh", async () => {
  jest.mocked(federationFailed).mockReturnValue(true);
  await retryAfterFailure();
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(reRegisterRemote).not.toHaveBeenCalled();
});

test("a remote's first page renders once its code is in, together with the remote's routes", async () => {
  let pageCodeIn = () => {};
  const preload = jest.fn(() => new Promise<void>((done) => (pageCodeIn = done)));
  const Routes = Object.assign(({ page }: { page: string }) => <h1>Siden {page}</h1>, { preload });
  jest.mocked(loadRemoteRoutes).mockResolvedValue({ default: Routes });

  render(
    <MemoryRouter>
      <RemotePage remote="mf_business" page="dashboard" />
    </MemoryRouter>,
  );

  await waitFor(() => expect(preload).toHaveBeenCalledWith('dashboard'));
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  act(() => pageCodeIn());
  expect(await screen.findByRole('heading', { name: 'Siden dashboard' })).toBeInTheDocument();
});

test("a remote's routes, once in, render its next page at once", async () => {
  const Routes = ({ page }: { page: string }) => <h1>Siden {page}</h1>;
  jest.mocked(loadRemoteRoutes).mockResolvedValue({ default: Routes });
  const { rerender } = render(
    <MemoryRouter>
      <RemotePage remote="mf_admin" page="dashboard" />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Siden dashboard' })).toBeInTheDocument();

  rerender(
    <MemoryRouter>
      <RemotePage remote="mf_admin" page="schools" />
    </MemoryRouter>,
  );

  expect(screen.getByRole('heading', { name: 'Siden schools' })).toBeInTheDocument();
  expect(loadRemoteRoutes).toHaveBeenCalledTimes(1);
});

test("a remote's page shows as soon as its code is in, not held back as a suspended boundary's content", async () => {
  const [{ createRoot }, { MemoryRouter: Router }, { RemotePage: Page }, registry] =
    await onTheClock(() =>
      Promise.all([
        import('react-dom/client'),
        import('react-router-dom'),
        import('./remote-page.tsx'),
        import('./remote-registry.ts'),
      ]),
    );
  const container = document.createElement('div');
  const root = createRoot(container);
  try {
    const routes = deferred<{ default: (props: { page: string }) => React.JSX.Element }>();
    jest.mocked(registry.loadRemoteRoutes).mockReturnValue(routes.promise);
    root.render(
      <Router>
        <Page remote="mf_public" page="faq" />
      </Router>,
    );
    await jest.advanceTimersByTimeAsync(20);
    expect(container.querySelector('[role="status"]')).not.toBeNull();

    routes.resolve({ default: ({ page }) => <h1>Siden {page}</h1> });
    // React reveals a suspended boundary's content 300 ms after its loader at the soonest.
    await jest.advanceTimersByTimeAsync(50);

    expect(container.querySelector('h1')?.textContent).toBe('Siden faq');
  } finally {
    root.unmount();
    offTheClock();
  }
});
