import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from './submit-button.tsx';

describe('SubmitButton', () => {
  it('keeps the focus while busy and sends nothing a second time', async () => {
    const sent = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={sent}>
        <SubmitButton busy={false} busyLabel="Lagrer...">
          Lagre
        </SubmitButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(sent).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={sent}>
        <SubmitButton busy busyLabel="Lagrer...">
          Lagre
        </SubmitButton>
      </form>,
    );
    const busy = screen.getByRole('button', { name: 'Lagrer...' });
    // A disabled button would drop the keyboard's focus to the page.
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
