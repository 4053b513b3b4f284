import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPRENTICESHIP_FAQ, PLATFORM_GUIDE } from '@yrkesbro/content';
import { renderPage } from '../testing/render-page.tsx';
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

  it('opens the answer a link names', () => {
    const [, second] = PLATFORM_GUIDE;
    renderPage(<FaqPage />, { url: `/faq#${second.id}`, path: '/faq' });
    expect(expanded()).toEqual([second.question]);
  });
});
