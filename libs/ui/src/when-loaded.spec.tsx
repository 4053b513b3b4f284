import { act, render, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { suspendingLoad } from './suspending-load.ts';
import type { SuspendingLoad } from './suspending-load.ts';
import { deferred, offTheClock, onTheClock } from './testing/on-the-clock.ts';
import { WhenLoaded } from './when-loaded.tsx';

function Read({ load }: { load: SuspendingLoad<string> }) {
  return <p>{load.read()}</p>;
}

const reactOnTheClock = async () => {
  const [{ createRoot }, { WhenLoaded: Fresh }, loads] = await onTheClock(() =>
    Promise.all([
      import('react-dom/client'),
      import('./when-loaded.tsx'),
      import('./suspending-load.ts'),
    ]),
  );
  return { createRoot, WhenLoaded: Fresh, suspendingLoad: loads.suspendingLoad };
};

describe('WhenLoaded', () => {
  afterEach(() => {
    offTheClock();
    jest.restoreAllMocks();
  });

  it('shows the content as soon as the load is in, where a suspended boundary waits 300 ms', async () => {
    const react = await reactOnTheClock();
    const suspending = deferred<string>();
    const whenLoaded = deferred<string>();
    const viaSuspense = react.suspendingLoad(() => suspending.promise);
    const viaWhenLoaded = react.suspendingLoad(() => whenLoaded.promise);
    const suspended = document.createElement('div');
    const shown = document.createElement('div');
    const roots = [react.createRoot(suspended), react.createRoot(shown)];
    try {
      roots[0].render(
        <Suspense fallback={<p>Laster</p>}>
          <Read load={viaSuspense} />
        </Suspense>,
      );
      roots[1].render(
        <react.WhenLoaded load={viaWhenLoaded} fallback={<p>Laster</p>}>
          {(text) => <p>{text}</p>}
        </react.WhenLoaded>,
      );
      await jest.advanceTimersByTimeAsync(20);
      expect(suspended.textContent).toBe('Laster');
      expect(shown.textContent).toBe('Laster');

      suspending.resolve('Jobber');
      whenLoaded.resolve('Jobber');
      await jest.advanceTimersByTimeAsync(50);

      expect(shown.textContent).toBe('Jobber');
      // React's own hold on a boundary's content, which this component exists to avoid.
      expect(suspended.textContent).toBe('Laster');
      await jest.advanceTimersByTimeAsync(300);
      expect(suspended.textContent).toBe('Jobber');
    } finally {
      for (const root of roots) root.unmount();
    }
  });

  it('renders the content in its first render when the load is already in', async () => {
    const load = suspendingLoad(async () => 'Jobber');
    await load.load();
    const fallback = jest.fn(() => <p>Laster</p>);
    function Fallback() {
      return fallback();
    }
    render(
      <WhenLoaded load={load} fallback={<Fallback />}>
        {(text) => <h1>{text}</h1>}
      </WhenLoaded>,
    );
    expect(screen.getByRole('heading', { name: 'Jobber' })).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('starts the load as it renders, once however often it renders', async () => {
    const load = jest.fn(async () => 'Jobber');
    const code = suspendingLoad(load);
    // Rendered after WhenLoaded's own render and before any effect: the load has started by then.
    const startedWhenFallbackRendered: number[] = [];
    function Fallback() {
      startedWhenFallbackRendered.push(load.mock.calls.length);
      return <p>Laster</p>;
    }
    const view = (
      <WhenLoaded load={code} fallback={<Fallback />}>
        {(text) => <h1>{text}</h1>}
      </WhenLoaded>
    );
    const { rerender } = render(view);
    rerender(view);
    expect(startedWhenFallbackRendered[0]).toBe(1);
    expect(await screen.findByRole('heading', { name: 'Jobber' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a failed load to the nearest error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = deferred<string>();
    const code = suspendingLoad(() => load.promise);
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>Noe gikk galt</p> : this.props.children;
      }
    }
    render(
      <Boundary>
        <WhenLoaded load={code} fallback={<p>Laster</p>}>
          {(text) => <h1>{text}</h1>}
        </WhenLoaded>
      </Boundary>,
    );
    expect(screen.getByText('Laster')).toBeInTheDocument();
    await act(async () => load.reject(new Error('nettverksfeil')));
    expect(await screen.findByText('Noe gikk galt')).toBeInTheDocument();
  });
});
