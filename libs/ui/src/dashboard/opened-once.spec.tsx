import { render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { attachToasts } from '@yrkesbro/toasts';
import { deferred, offTheClock, onTheClock } from '../testing/on-the-clock.ts';
import { OpenedOnce } from './opened-once.tsx';
import { TEXTS } from './texts.ts';

describe('OpenedOnce', () => {
  const toast = jest.fn();
  let detach: () => void;
  beforeEach(() => {
    detach = attachToasts(toast);
  });
  afterEach(() => {
    detach();
    jest.clearAllMocks();
  });

  it('loads its dialog only when first opened, and keeps it mounted once closed', async () => {
    const load = jest.fn(async () => ({
      default: ({ open }: { open: boolean }) => <p>{open ? 'Åpen' : 'Lukket'}</p>,
    }));
    const Dialog = lazy(load);
    const view = (open: boolean) => (
      <OpenedOnce open={open} onFailed={jest.fn()}>
        <Dialog open={open} />
      </OpenedOnce>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Åpen|Lukket/)).not.toBeInTheDocument();

    rerender(view(true));
    // A bar shows the click was taken while the dialog's chunk arrives.
    expect(screen.getByRole('progressbar', { name: TEXTS.openedOnce.opening })).toBeInTheDocument();
    expect(await screen.findByText('Åpen')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(view(false));
    expect(screen.getByText('Lukket')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the dialog as soon as its chunk is in, not 300 ms after its loader', async () => {
    const [{ createRoot }, fresh, { OpenedOnce: Fresh }] = await onTheClock(() =>
      Promise.all([import('react-dom/client'), import('react'), import('./opened-once.tsx')]),
    );
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      const chunk = deferred<{ default: () => React.JSX.Element }>();
      const Dialog = fresh.lazy(() => chunk.promise);
      root.render(
        <Fresh open onFailed={jest.fn()}>
          <Dialog />
        </Fresh>,
      );
      await jest.advanceTimersByTimeAsync(20);
      expect(container.querySelector('[role="progressbar"]')).not.toBeNull();

      chunk.resolve({ default: () => <p role="dialog">Lagre søk</p> });
      await jest.advanceTimersByTimeAsync(50);

      expect(container.querySelector('[role="dialog"]')?.textContent).toBe('Lagre søk');
      expect(container.querySelector('[role="progressbar"]')).toBeNull();
    } finally {
      root.unmount();
      offTheClock();
    }
  });

  it('tells the person and closes when the dialog cannot be loaded; the page stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Dialog = lazy(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const onFailed = jest.fn();
    render(
      <main>
        <h1>Søknader</h1>
        <OpenedOnce open onFailed={onFailed}>
          <Dialog />
        </OpenedOnce>
      </main>,
    );
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith(TEXTS.openedOnce.failed, { variant: 'error' });
    expect(screen.getByRole('heading', { name: 'Søknader' })).toBeInTheDocument();
  });
});
