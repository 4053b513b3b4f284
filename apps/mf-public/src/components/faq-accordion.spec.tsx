import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './faq-accordion.tsx';

const entries = [
  { id: 'a', question: 'Hvor lenge varer læretiden?', answer: ['To år i bedrift.'] },
  { id: 'b', question: 'Hva er feriepengene?', answer: ['10,2 prosent.'] },
  { id: 'c', question: 'Hva er overtidstillegget?', answer: ['Minst 40 prosent.'] },
];

const expanded = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');

describe('FaqAccordion', () => {
  it('starts closed and keeps at most one item open', async () => {
    render(<FaqAccordion entries={entries} />);
    expect(expanded()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Hvor lenge varer læretiden?' }));
    expect(expanded().map((b) => b.textContent)).toEqual(['Hvor lenge varer læretiden?']);
    await userEvent.click(screen.getByRole('button', { name: 'Hva er feriepengene?' }));
    expect(expanded().map((b) => b.textContent)).toEqual(['Hva er feriepengene?']);
    expect(screen.getByText('10,2 prosent.')).toBeVisible();
  });

  it('closes the open item when it is clicked again, and works from the keyboard', async () => {
    render(<FaqAccordion entries={entries} initiallyOpen="c" />);
    expect(expanded()).toHaveLength(1);
    screen.getByRole('button', { name: 'Hva er overtidstillegget?' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(expanded()).toHaveLength(0);
  });

  it('ties each question to its one answer region: no id is given twice', () => {
    const { container } = render(<FaqAccordion entries={entries} initiallyOpen="a" />);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const question = screen.getByRole('button', { name: 'Hvor lenge varer læretiden?' });
    const answer = screen.getByRole('region', { name: 'Hvor lenge varer læretiden?' });
    expect(question).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent('To år i bedrift.');
    expect(
      screen.getAllByRole('heading', { level: 3, name: 'Hvor lenge varer læretiden?' }),
    ).toHaveLength(1);
  });
});
