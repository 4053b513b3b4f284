import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { LoadFailure } from './load-failure.tsx';
import { LoadsInPlace } from './loads-in-place.tsx';

describe('LoadsInPlace', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback while the part’s code comes, and the part once it is in', async () => {
    const Part = lazy(async () => ({ default: () => <h2>Lagre søk</h2> }));
    render(
      <LoadsInPlace fallback={<p role="status">Åpner</p>}>
        <Part />
      </LoadsInPlace>,
    );
    expect(await screen.findByRole('heading', { name: 'Lagre søk' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a part that has shown before in its first render, with no loader', async () => {
    const Part = lazy(async () => ({ default: () => <h2>Meldinger</h2> }));
    const first = render(
      <LoadsInPlace fallback={<p>Åpner</p>}>
        <Part />
      </LoadsInPlace>,
    );
    await screen.findByRole('heading', { name: 'Meldinger' });
    first.unmount();

    const fallbackRenders = jest.fn();
    function Fallback() {
      fallbackRenders();
      return <p>Åpner</p>;
    }
    render(
      <LoadsInPlace fallback={<Fallback />}>
        <Part />
      </LoadsInPlace>,
    );
    expect(screen.getByRole('heading', { name: 'Meldinger' })).toBeInTheDocument();
    expect(fallbackRenders).not.toHaveBeenCalled();
  });

  it('gives a part that cannot load to the nearest error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazy(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const onFailed = jest.fn();
    render(
      <LoadFailure onFailed={onFailed} fallback={<p role="alert">Kunne ikke åpnes</p>}>
        <LoadsInPlace fallback={<p>Åpner</p>}>
          <Part />
        </LoadsInPlace>
      </LoadFailure>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunne ikke åpnes');
    expect(onFailed).toHaveBeenCalledTimes(1);
  });
});
