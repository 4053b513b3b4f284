import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES } from '@yrkesbro/contracts';
import { json, mockApi, renderPage } from '../testing/render-page.tsx';
import ContactPage from './contact-page.tsx';

const THANKS = 'Takk for meldingen! Vi svarer deg så snart vi kan.';

/** The API; with `answer` given, the send waits for it to resolve. */
function fakeApi(answer: Promise<void> = Promise.resolve()) {
  const sent: unknown[] = [];
  mockApi(async (path, request) => {
    if (path === '/api/contact' && request.method === 'POST') {
      sent.push(await request.json());
      await answer;
      return json(201, { message: THANKS });
    }
    return json(404);
  });
  return sent;
}

async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

describe('The contact page', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('has what was typed again after a reload, with a word that it was kept', async () => {
    fakeApi();
    const first = renderPage(<ContactPage />, { url: '/contact' });
    await fill(/^Melding/, 'Hvordan finner jeg en læreplass?');
    first.unmount();
    renderPage(<ContactPage />, { url: '/contact' });
    expect(await screen.findByLabelText(/^Melding/)).toHaveValue(
      'Hvordan finner jeg en læreplass?',
    );
    expect(screen.getByText(/Det du skrev sist, er hentet fram igjen/)).toBeInTheDocument();
  });

  it('sends nothing empty and takes the keyboard to the first field in error', async () => {
    const sent = fakeApi();
    renderPage(<ContactPage />, { url: '/contact' });
    await userEvent.click(screen.getByRole('button', { name: 'Send melding' }));
    expect(await screen.findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Navn/)).toHaveFocus());

    await fill(/^Navn/, 'Kari Nordmann');
    await userEvent.click(screen.getByRole('button', { name: 'Send melding' }));
    await waitFor(() => expect(screen.getByLabelText(/^E-post/)).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('keeps the keyboard on the send button while sending, and empties the form once sent', async () => {
    let answer = () => {};
    const sent = fakeApi(new Promise((resolve) => (answer = resolve)));
    renderPage(<ContactPage />, { url: '/contact' });
    await fill(/^Navn/, 'Kari Nordmann');
    await fill(/^E-post/, 'kari@example.no');
    await fill(/^Emne/, 'Læreplass');
    await fill(/^Melding/, 'Hvordan finner jeg en læreplass?');
    // From the last field to the button by keyboard, and sent with Enter.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send melding' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Busy, the button takes no second press but is not disabled: that drops the focus to the page.
    const busy = await screen.findByRole('button', { name: 'Sender…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    answer();

    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Kari Nordmann',
        email: 'kari@example.no',
        subject: 'Læreplass',
        message: 'Hvordan finner jeg en læreplass?',
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/^Navn/)).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Send melding' })).toHaveFocus();
    expect(sessionStorage.length).toBe(0);
  });
});
