import { act, render, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import { lazyPage } from './lazy-page.tsx';

const Heading = () => <h1>Jobber</h1>;

function renderInSuspense(Page: React.ComponentType) {
  const fallbacks: string[] = [];
  function Fallback() {
    fallbacks.push('laster');
    return <p>Laster …</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Page />
    </Suspense>,
  );
  return fallbacks;
}

describe('lazyPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads its code when first rendered, the boundary’s loader showing meanwhile', async () => {
    const load = jest.fn(async () => ({ default: Heading }));
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();

    const fallbacks = renderInSuspense(Page);

    expect(await screen.findByRole('heading', { name: 'Jobber' })).toBeInTheDocument();
    expect(fallbacks.length).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without suspending, once its code is loaded ahead', async () => {
    const Page = lazyPage(async () => ({ default: Heading }));
    await Page.preload();

    const fallbacks = renderInSuspense(Page);

    expect(screen.getByRole('heading', { name: 'Jobber' })).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
  });

  it('loads once for any number of preloads and renders', async () => {
    const load = jest.fn(async () => ({ default: Heading }));
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    renderInSuspense(Page);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a failed load to the error boundary, and loads afresh on the next preload', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ default: React.ComponentType }>, []>()
      .mockRejectedValueOnce(new Error('nettverksfeil'))
      .mockResolvedValueOnce({ default: Heading });
    const Page = lazyPage(load);

    render(
      <ErrorBoundary>
        <Suspense fallback={<p>Laster …</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('nettverksfeil');
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => Page.preload());
    renderInSuspense(Page);
    expect(screen.getByRole('heading', { name: 'Jobber' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

class ErrorBoundary extends Component<{ children: React.ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
