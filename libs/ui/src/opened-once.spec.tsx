import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { OpenedOnce } from './opened-once.tsx';

describe('OpenedOnce', () => {
  it('loads its dialog only when first opened, and keeps it mounted once closed', async () => {
    const load = jest.fn(async () => ({
      default: ({ open }: { open: boolean }) => <p>{open ? 'Åpen' : 'Lukket'}</p>,
    }));
    const Dialog = lazy(load);
    const view = (open: boolean) => (
      <OpenedOnce open={open}>
        <Dialog open={open} />
      </OpenedOnce>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Åpen|Lukket/)).not.toBeInTheDocument();

    rerender(view(true));
    expect(await screen.findByText('Åpen')).toBeInTheDocument();
    rerender(view(false));
    expect(screen.getByText('Lukket')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
