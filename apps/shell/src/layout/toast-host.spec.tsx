import Dialog from '@mui/material/Dialog';
import { act, render, screen } from '@testing-library/react';
import { enqueueSnackbar } from '@yrkesbro/toasts';
import { ToastHost } from './toast-host.tsx';

describe('ToastHost', () => {
  it('loads the toasts with the first one and shows it, and the next as they come', async () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();

    act(() => enqueueSnackbar('Innlogging vellykket!', { variant: 'success' }));
    expect(await screen.findByText('Innlogging vellykket!')).toBeInTheDocument();
    act(() => enqueueSnackbar('Kunne ikke sende e-post.', { variant: 'error' }));
    // One toast at a time (the spec's limit): the newer one replaces it.
    expect(await screen.findByText('Kunne ikke sende e-post.')).toBeInTheDocument();
  });

  it('is heard while a dialog is open, which hides the rest of the page from screen readers', async () => {
    render(
      <>
        <main>Siden</main>
        <ToastHost />
        <Dialog open aria-label="Velg plan">
          <button type="button">Gå til betaling</button>
        </Dialog>
      </>,
    );
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    act(() => enqueueSnackbar('Velg en abonnementsplan', { variant: 'error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Velg en abonnementsplan');
  });
});
