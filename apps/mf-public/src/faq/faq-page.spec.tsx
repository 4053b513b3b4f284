import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPRENTICESHIP_FAQ, PLATFORM_GUIDE } from '@yrkesbro/content';
import { json, mockApi, renderPage } from '../testing/render-page.tsx';
import FaqPage from './faq-page.tsx';

const expanded = () =>
  screen
    .getAllByRole('button', { expanded: true })
    .filter((button) => button.id.endsWith('-sporsmal'))
    .map((button) => button.textContent);

describe('FaqPage', () => {
  // jsdom lays nothing out; the assistant's log and the named answer scroll in a browser.
  beforeAll(() => {
    Element.prototype.scrollTo = () => undefined;
    Element.prototype.scrollIntoView = () => undefined;
  });

  it('keeps one answer open on the page, across both lists', async () => {
    renderPage(<FaqPage />, { url: '/faq' });
    const [apprenticeship] = APPRENTICESHIP_FAQ;
    const [platform] = PLATFORM_GUIDE;
    await userEvent.click(screen.getByRole('button', { name: apprenticeship.question }));
    expect(expanded()).toEqual([apprenticeship.question]);
    await userEvent.click(screen.getByRole('button', { name: platform.question }));
    expect(expanded()).toEqual([platform.question]);
  });

  it('leaves the focus where the page starts: the assistant’s box takes none on opening', async () => {
    renderPage(<FaqPage />, { url: '/faq' });
    await screen.findByRole('textbox', { name: 'Spørsmål til assistenten' });
    await new Promise((settled) => setTimeout(settled, 50));
    expect(document.body).toHaveFocus();
  });

  it('sends the assistant no question with nothing to see in it, and a real one', async () => {
    const fetchMock = mockApi(() => json(200, { message: 'Spør skolen din.', sources: [] }));
    try {
      renderPage(<FaqPage />, { url: '/faq' });
      const box = await screen.findByRole('textbox', { name: 'Spørsmål til assistenten' });
      const send = screen.getByRole('button', { name: 'Send' });
      await userEvent.click(box);
      // What QA pasted: spaces and zero-width characters, which `trim` leaves.
      await userEvent.paste(' \u200B\u200B\u200D\uFEFF ');
      expect(send).toBeDisabled();
      // The form's own submit too (the button is not the only way to send).
      fireEvent.submit(box.closest('form')!);
      await new Promise((settled) => setTimeout(settled, 50));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(document.querySelectorAll('[data-role="user"]')).toHaveLength(0);

      await userEvent.clear(box);
      await userEvent.paste('Hva tjener en lærling? 👩‍🔧');
      await userEvent.click(send);
      expect(await screen.findByText('Spør skolen din.')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      fetchMock.mockRestore();
    }
  });

  it('opens the answer a link names', () => {
    const [, second] = PLATFORM_GUIDE;
    renderPage(<FaqPage />, { url: `/faq#${second.id}`, path: '/faq' });
    expect(expanded()).toEqual([second.question]);
  });
});
