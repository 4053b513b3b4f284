import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { PageLoader } from './page-loader.tsx';
import { capturePrerenderedPage, PrerenderedPageOr } from './prerendered-page.tsx';

// jsdom's page is at '/', the address these snapshots are written for.
function prerenderedRoot(path: string): HTMLElement {
  const root = document.createElement('div');
  root.dataset.prerendered = path;
  root.innerHTML =
    '<div data-prerendered-markup=""><nav>Meny</nav><main id="main"><h1>Velkommen</h1></main></div>';
  return root;
}

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('the prerendered page', () => {
  it('ignores markup written for another address', () => {
    capturePrerenderedPage(prerenderedRoot('/faq'));
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <PageLoader />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Laster inn siden' })).toBeInTheDocument();
    expect(screen.queryByText('Velkommen')).not.toBeInTheDocument();
  });

  it('stands in for the page on the first load, inert, and gives way to the loader after a navigation', () => {
    capturePrerenderedPage(prerenderedRoot('/'));
    const { container } = render(
      <MemoryRouter>
        <Navigator />
        <PrerenderedPageOr fallback={<p>Laster …</p>} />
        <PageLoader />
      </MemoryRouter>,
    );
    const markups = container.querySelectorAll('[data-prerendered-markup]');
    expect(markups).toHaveLength(2);
    expect(markups[0].innerHTML).toContain('<nav>Meny</nav>');
    expect(markups[1].innerHTML).toBe('<h1>Velkommen</h1>');
    for (const markup of markups) {
      expect(markup).toHaveAttribute('inert');
      expect(markup).toHaveAttribute('aria-hidden', 'true');
    }
    // Hidden from assistive technology, which hears that the page is loading instead.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Laster inn siden');

    act(() => void navigate('/about'));
    act(() => void navigate(-1));
    // Back on the entry it was loaded into, the markup is not shown again.
    expect(container.querySelector('[data-prerendered-markup]')).toBeNull();
    expect(screen.getByText('Laster …')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Laster inn siden' })).toBeInTheDocument();
  });
});

describe('the prerendered page on a reload', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('stands in for the entry the router stored, not only a first visit’s', () => {
    window.history.replaceState({ key: 'k3y', idx: 2, usr: null }, '');
    capturePrerenderedPage(prerenderedRoot('/'));
    const { container } = render(
      <MemoryRouter initialEntries={[{ pathname: '/', key: 'k3y' }]}>
        <PageLoader />
      </MemoryRouter>,
    );
    expect(container.querySelector('[data-prerendered-markup]')).not.toBeNull();
  });
});
