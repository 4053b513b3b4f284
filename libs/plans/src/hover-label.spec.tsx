import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HoverLabel } from './hover-label.tsx';

function renderLabelled() {
  render(
    <>
      <HoverLabel label="Legg Ola til favoritter">
        <button type="button" aria-label="Legg Ola til favoritter">
          ♥
        </button>
      </HoverLabel>
      <button type="button">Neste</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Legg Ola til favoritter' });
}

const label = () => screen.queryByTestId('hover-label');

describe('HoverLabel', () => {
  it('shows the label while the pointer is on the button or on the label itself', async () => {
    const button = renderLabelled();
    expect(label()).toBeNull();
    await userEvent.hover(button);
    expect(label()).toHaveTextContent('Legg Ola til favoritter');
    await userEvent.hover(label() as HTMLElement);
    expect(label()).not.toBeNull();
    await userEvent.unhover(button.parentElement as HTMLElement);
    expect(label()).toBeNull();
  });

  it('shows it on keyboard focus, hides it on Escape and when focus moves on', async () => {
    renderLabelled();
    await userEvent.tab();
    expect(label()).toHaveTextContent('Legg Ola til favoritter');
    await userEvent.keyboard('{Escape}');
    expect(label()).toBeNull();
    fireEvent.focus(screen.getByRole('button', { name: 'Legg Ola til favoritter' }));
    expect(label()).not.toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Neste' })).toHaveFocus();
    expect(label()).toBeNull();
  });

  it('is for the eye only: the button keeps its one name', async () => {
    const button = renderLabelled();
    await userEvent.hover(button);
    expect(label()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('button', { name: 'Legg Ola til favoritter' })).toHaveLength(1);
  });
});
