import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_MESSAGES } from '@yrkesbro/contracts';
import type { Message } from '@yrkesbro/contracts';
import { BUSINESS, apiError, json, mockApi, renderPage } from '@yrkesbro/testing';
import { ChatDialog } from './chat-dialog.tsx';
import { STUDENT_ID, aMessage } from './fixtures.ts';

function renderChat(onClose = () => {}) {
  return renderPage(
    <ChatDialog
      open
      onClose={onClose}
      recipient={{ id: STUDENT_ID, role: 'student' }}
      name="Kari Nordmann"
    />,
    { url: '/profile/x', user: BUSINESS },
  );
}

/**
 * An empty history, and every message sent held on its way until the returned function answers
 * it.
 */
function holdSends(): (response: Response) => void {
  let answer: (response: Response) => void = () => {};
  mockApi((_path, request) =>
    request.method === 'POST'
      ? new Promise<Response>((resolve) => (answer = resolve))
      : json(200, { messages: [], before: null }),
  );
  return (response) => answer(response);
}

/** The texts of the messages on screen, top to bottom. */
async function shown(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Meldinger' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

describe('ChatDialog', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows the history oldest first, as plain text, and loads earlier pages', async () => {
    const older = [aMessage({ content: 'Første' }), aMessage({ content: 'Andre' })];
    const latest = [
      aMessage({ content: '<b>Tredje</b>', sender_id: STUDENT_ID }),
      aMessage({ content: 'Fjerde\nmed linjeskift' }),
    ];
    mockApi((_path, request) => {
      const before = new URL(request.url).searchParams.get('before');
      return json(
        200,
        before === latest[0].id
          ? { messages: older, before: null }
          : { messages: latest, before: latest[0].id },
      );
    });
    renderChat();
    expect(await screen.findByRole('dialog', { name: 'Kari Nordmann' })).toBeInTheDocument();
    expect(await shown()).toEqual(['<b>Tredje</b>', 'Fjerde\nmed linjeskift']);
    await userEvent.click(screen.getByRole('button', { name: 'Last inn eldre meldinger' }));
    await waitFor(async () =>
      expect(await shown()).toEqual(['Første', 'Andre', '<b>Tredje</b>', 'Fjerde\nmed linjeskift']),
    );
    expect(
      screen.queryByRole('button', { name: 'Last inn eldre meldinger' }),
    ).not.toBeInTheDocument();
  });

  it('sends on Enter, adds a line on Shift+Enter, and shows the sent message once', async () => {
    const history: Message[] = [aMessage({ content: 'Hei Kari' })];
    const sent: unknown[] = [];
    mockApi(async (_path, request) => {
      if (request.method === 'POST') {
        const body = await request.json();
        sent.push(body);
        const message = aMessage({ content: body.content, sender_id: BUSINESS.id });
        history.push(message);
        return json(201, message);
      }
      return json(200, { messages: [...history], before: null });
    });
    renderChat();
    expect(await shown()).toEqual(['Hei Kari']);
    const box = screen.getByRole('textbox', { name: 'Melding' });
    // Opened to write: the keyboard is in the box at once.
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('Linje 1{Shift>}{Enter}{/Shift}Linje 2');
    expect(box).toHaveValue('Linje 1\nLinje 2');
    expect(sent).toEqual([]);
    await userEvent.type(box, '{Enter}');
    expect(await screen.findByText(MESSAGE_MESSAGES.sent)).toBeInTheDocument();
    expect(sent).toEqual([{ receiverId: STUDENT_ID, content: 'Linje 1\nLinje 2' }]);
    expect(box).toHaveValue('');
    await waitFor(async () => expect(await shown()).toEqual(['Hei Kari', 'Linje 1\nLinje 2']));
  });

  it("announces the other party's new messages to screen readers, not the history or one's own", async () => {
    const history: Message[] = [aMessage({ content: 'Hei Kari', sender_id: STUDENT_ID })];
    mockApi(async (_path, request) => {
      if (request.method === 'POST') {
        const { content } = await request.json();
        const message = aMessage({ content, sender_id: BUSINESS.id });
        // The student answers at once: the history read after sending holds both.
        history.push(
          message,
          aMessage({ content: 'Takk, det passer fint', sender_id: STUDENT_ID }),
        );
        return json(201, message);
      }
      return json(200, { messages: [...history], before: null });
    });
    renderChat();
    expect(await shown()).toEqual(['Hei Kari']);
    const log = screen.getByRole('log');
    expect(log).toHaveTextContent('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Melding' }), 'Kan du fredag?{Enter}');
    await waitFor(() => expect(log).toHaveTextContent('Ny melding: Takk, det passer fint'));
  });

  it('keeps what is typed while a message is on its way', async () => {
    const deliver = holdSends();
    renderChat();
    const box = await screen.findByRole('textbox', { name: 'Melding' });
    await userEvent.type(box, 'Første{Enter}');
    await screen.findByRole('button', { name: 'Sender…' });
    await userEvent.type(box, ' og andre');
    deliver(json(201, aMessage({ content: 'Første', sender_id: BUSINESS.id })));
    expect(await screen.findByText(MESSAGE_MESSAGES.sent)).toBeInTheDocument();
    expect(box).toHaveValue('og andre');
  });

  it('has what was typed in the box again when the chat opens anew, until it is sent', async () => {
    const deliver = holdSends();
    const first = renderChat();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Melding' }), 'Hei Kari');
    // The session ended, or the page was reloaded, before it was sent.
    first.unmount();
    renderChat();
    const box = await screen.findByRole('textbox', { name: 'Melding' });
    expect(box).toHaveValue('Hei Kari');
    await userEvent.type(box, '{Enter}');
    deliver(json(201, aMessage({ content: 'Hei Kari', sender_id: BUSINESS.id })));
    expect(await screen.findByText(MESSAGE_MESSAGES.sent)).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  it('cannot be closed while a message is on its way, so a failed one is still in the box', async () => {
    const deliver = holdSends();
    const onClose = jest.fn();
    renderChat(onClose);
    const box = await screen.findByRole('textbox', { name: 'Melding' });
    await userEvent.type(box, 'Hei{Enter}');
    await screen.findByRole('button', { name: 'Sender…' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Lukk' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    deliver(apiError(500, 'Meldingen ble ikke sendt.'));
    expect(await screen.findByText('Meldingen ble ikke sendt.')).toBeInTheDocument();
    expect(box).toHaveValue('Hei');
  });

  it("refuses a blank message with 'Vennligst skriv inn en melding'", async () => {
    const fetchMock = mockApi(() => json(200, { messages: [], before: null }));
    renderChat();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Melding' }), '   {Enter}');
    // Told at once (focus is already in the box), and from «Send» focus goes back to the box.
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_MESSAGES.contentRequired);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Melding' })).toHaveFocus();
    expect(fetchMock.mock.calls.every(([input]) => (input as Request).method === 'GET')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Melding' }), 'Hei');
    expect(screen.queryByText(MESSAGE_MESSAGES.contentRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Melding' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("says 'Kunne ikke sende melding' or the server's reason when sending fails", async () => {
    let reason = '';
    mockApi((_path, request) =>
      request.method === 'POST' ? apiError(403, reason) : json(200, { messages: [], before: null }),
    );
    renderChat();
    const box = await screen.findByRole('textbox', { name: 'Melding' });
    await userEvent.type(box, 'Hei{Enter}');
    expect(await screen.findByText(MESSAGE_MESSAGES.sendFailed)).toBeInTheDocument();
    expect(box).toHaveValue('Hei');
    reason = MESSAGE_MESSAGES.studentMayNotStart;
    await userEvent.type(box, '{Enter}');
    expect(await screen.findByText(MESSAGE_MESSAGES.studentMayNotStart)).toBeInTheDocument();
  });

  it("says 'Klarte ikke å laste meldingshistorikk' when the history cannot be read", async () => {
    mockApi(() => apiError(500, ''));
    renderChat();
    expect(await screen.findByText(MESSAGE_MESSAGES.historyFailed)).toBeInTheDocument();
  });

  it('opens a conversation that has not started as an empty one', async () => {
    mockApi(() => json(200, { messages: [], before: null }));
    renderChat();
    expect(await screen.findByText('Ingen meldinger ennå. Skriv den første!')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE_MESSAGES.historyFailed)).not.toBeInTheDocument();
  });
});
