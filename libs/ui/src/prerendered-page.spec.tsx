import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentProps } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { PageLoader } from './page-loader.tsx';
import {
  capturePrerenderedPage,
  PrerenderedPageOr,
  PrerenderedPageRoot,
} from './prerendered-page.tsx';

// jsdom's page is at '/', the address these snapshots are written for.
function prerenderedRoot(path: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.prerendered = path;
  root.innerHTML =
    '<div data-prerendered-markup=""><nav>Meny</nav><main id="main"><h1>Velkommen</h1></main></div>';
  document.body.append(root);
  return root;
}

/** The shell's first render into the element `capturePrerenderedPage` gave, with a page to load. */
function renderApp(
  container: HTMLElement,
  page = <PageLoader />,
  initialEntries?: ComponentProps<typeof MemoryRouter>['initialEntries'],
) {
  let showPage: () => void = () => undefined;
  function App() {
    const [loaded, setLoaded] = useState(false);
    showPage = () => setLoaded(true);
    return loaded ? <h1>Live</h1> : page;
  }
  render(
    <PrerenderedPageRoot>
      <MemoryRouter initialEntries={initialEntries}>
        <Navigator />
        <App />
      </MemoryRouter>
    </PrerenderedPageRoot>,
    { container },
  );
  return { showPage: () => act(showPage) };
}

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the prerendered page', () => {
  it('ignores markup written for another address: React renders into #root', async () => {
    const root = prerenderedRoot('/faq');
    expect(capturePrerenderedPage(root)).toBe(root);
    renderApp(root);
    await act(async () => undefined);
    expect(screen.getByRole('status', { name: 'Laster inn siden' })).toBeInTheDocument();
    expect(screen.queryByText('Velkommen')).not.toBeInTheDocument();
  });

  it('stands as the build wrote it until the live page is in, which then takes its place', async () => {
    const root = prerenderedRoot('/');
    const live = capturePrerenderedPage(root);
    expect(live).not.toBe(root);
    expect(live.hidden).toBe(true);
    expect(root.nextElementSibling).toBe(live);
    const { showPage } = renderApp(live);
    await act(async () => undefined);
    // The markup stays, hidden from assistive technology, which hears that the page is loading.
    expect(root.isConnected).toBe(true);
    expect(live.hidden).toBe(true);
    expect(root.querySelector('[role="status"]')).toHaveTextContent('Laster inn siden');

    showPage();
    await act(async () => undefined);
    expect(root.isConnected).toBe(false);
    expect(live.hidden).toBe(false);
    expect(live.id).toBe('root');
    expect(screen.getByRole('heading', { name: 'Live' })).toBeInTheDocument();
  });

  it('stays while one part holding it gives way to another in the same commit', async () => {
    const root = prerenderedRoot('/');
    const live = capturePrerenderedPage(root);
    function SessionCheck() {
      const [answered, setAnswered] = useState(false);
      showAnswer = () => setAnswered(true);
      return answered ? <PageLoader /> : <PrerenderedPageOr fallback={<p>Laster …</p>} />;
    }
    let showAnswer: () => void = () => undefined;
    renderApp(live, <SessionCheck />);
    await act(async () => undefined);
    act(showAnswer);
    await act(async () => undefined);
    expect(root.isConnected).toBe(true);
    expect(live.hidden).toBe(true);
  });

  it('gives way to the loader once the visitor moves on, and not again on coming back', async () => {
    const root = prerenderedRoot('/');
    const live = capturePrerenderedPage(root);
    renderApp(live);
    await act(async () => undefined);
    act(() => void navigate('/about'));
    await act(async () => undefined);
    expect(root.isConnected).toBe(false);
    expect(live.hidden).toBe(false);
    act(() => void navigate(-1));
    expect(screen.getByRole('status', { name: 'Laster inn siden' })).toBeInTheDocument();
  });

  it('shows the loader, not a held place, when the page waits again on the same entry once live', async () => {
    const root = prerenderedRoot('/');
    const live = capturePrerenderedPage(root);
    const { showPage } = renderApp(live);
    await act(async () => undefined);
    showPage();
    await act(async () => undefined);
    // A retry after a failed remote, say: its new fallback on the entry the page was loaded into.
    render(
      <MemoryRouter>
        <PageLoader />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Laster inn siden' })).toBeInTheDocument();
  });

  it('shows the live app, its loader in the held places, if the page has not come in 10 s', async () => {
    jest.useFakeTimers();
    try {
      const root = prerenderedRoot('/');
      const live = capturePrerenderedPage(root);
      renderApp(live);
      await act(async () => undefined);
      await act(async () => void jest.advanceTimersByTime(9_000));
      expect(live.hidden).toBe(true);
      await act(async () => void jest.advanceTimersByTime(1_000));
      expect(root.isConnected).toBe(false);
      expect(live.hidden).toBe(false);
      expect(screen.getByRole('status', { name: 'Laster inn siden' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the live page at once when nothing holds it in the first commit', async () => {
    const root = prerenderedRoot('/');
    const live = capturePrerenderedPage(root);
    renderApp(live, <h1>Allerede lastet</h1>);
    await act(async () => undefined);
    expect(root.isConnected).toBe(false);
    expect(live.hidden).toBe(false);
  });
});

describe('the prerendered page on a reload', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('stands in for the entry the router stored, not only a first visit’s', async () => {
    window.history.replaceState({ key: 'k3y', idx: 2, usr: null }, '');
    const root = prerenderedRoot('/');
    const live = capturePrerenderedPage(root);
    renderApp(live, <PageLoader />, [{ pathname: '/', key: 'k3y' }]);
    await act(async () => undefined);
    expect(root.isConnected).toBe(true);
    expect(live.hidden).toBe(true);
  });
});
