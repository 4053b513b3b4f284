import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { lazyPage } from './lazy-page.tsx';
import { createPageSwitch } from './page-switch.tsx';
import { placeholderPage } from './placeholder-page.tsx';
import { deferred, offTheClock, onTheClock } from './testing/on-the-clock.ts';

describe('createPageSwitch', () => {
  const home = () => lazyPage(async () => ({ default: () => <h1>Hjemmeside</h1> }));
  const PageSwitch = createPageSwitch<'hjem' | 'om'>({
    hjem: home(),
    om: placeholderPage('Om oss'),
  });

  it('is typed by the remote’s page keys, and still shows the 404 for a page left out', () => {
    // @ts-expect-error the map lacks the page 'om'
    const Incomplete = createPageSwitch<'hjem' | 'om'>({ hjem: placeholderPage('Hjem') });
    createPageSwitch<'hjem'>({
      hjem: placeholderPage('Hjem'),
      // @ts-expect-error 'om' is not one of the remote's pages
      om: placeholderPage('Om oss'),
    });
    render(
      <MemoryRouter>
        <Incomplete page="om" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Siden finnes ikke' })).toBeInTheDocument();
  });

  it('renders the page the shell asks for, lazily', async () => {
    render(
      <MemoryRouter>
        <PageSwitch page="hjem" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Hjemmeside' })).toBeInTheDocument();
  });

  it('loads a page’s code ahead, and then shows the page in its first render', async () => {
    const Fresh = createPageSwitch<'hjem'>({ hjem: home() });
    await Fresh.preload('hjem');
    render(
      <MemoryRouter>
        <Fresh page="hjem" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Hjemmeside' })).toBeInTheDocument();
  });

  it('shows a page as soon as its code is in, not held back as a suspended boundary’s content', async () => {
    const [
      { createRoot },
      { MemoryRouter: Router },
      { createPageSwitch: fresh },
      { lazyPage: lazy },
    ] = await onTheClock(() =>
      Promise.all([
        import('react-dom/client'),
        import('react-router-dom'),
        import('./page-switch.tsx'),
        import('./lazy-page.tsx'),
      ]),
    );
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      const code = deferred<{ default: () => React.JSX.Element }>();
      const Switch = fresh<'hjem'>({ hjem: lazy(() => code.promise) });
      root.render(
        <Router>
          <Switch page="hjem" />
        </Router>,
      );
      await jest.advanceTimersByTimeAsync(20);
      expect(container.querySelector('[role="status"]')).not.toBeNull();

      code.resolve({ default: () => <h1>Hjemmeside</h1> });
      // React reveals a suspended boundary's content 300 ms after its loader at the soonest.
      await jest.advanceTimersByTimeAsync(50);

      expect(container.querySelector('h1')?.textContent).toBe('Hjemmeside');
    } finally {
      root.unmount();
      offTheClock();
    }
  });

  it('has nothing to load ahead for a page without code of its own, or one it lacks', async () => {
    await expect(PageSwitch.preload('om')).resolves.toBeUndefined();
    // @ts-expect-error the types let the shell ask only for this remote's pages
    await expect(PageSwitch.preload('toString')).resolves.toBeUndefined();
  });

  it('shows a placeholder page’s heading as the tab’s title too', async () => {
    render(<PageSwitch page="om" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Om oss' })).toBeInTheDocument();
    expect(document.title).toBe('Om oss – Yrkesbro');
  });

  it('shows the friendly 404 when an older remote does not have the page yet', () => {
    render(
      <MemoryRouter>
        {/* @ts-expect-error the types let the shell ask only for this remote's pages */}
        <PageSwitch page="toString" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Siden finnes ikke' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
  });
});
