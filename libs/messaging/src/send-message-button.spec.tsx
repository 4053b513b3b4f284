import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDENT, json, mockApi, renderPage, requests } from '@yrkesbro/testing';
import { BUSINESS_ID } from './fixtures.ts';
import { messagesApi } from './messages-api.ts';
import { SendMessageWhenAllowed } from './send-message-button.tsx';

const REFUSAL = 'Du kan sende melding når du har søkt.';

function renderButton() {
  return renderPage(
    <SendMessageWhenAllowed
      recipient={{ id: BUSINESS_ID, role: 'business' }}
      name="Rør AS"
      label="Send melding"
      refusal={REFUSAL}
    />,
    { url: '/business/x', path: '*', user: STUDENT },
  );
}

describe('SendMessageWhenAllowed', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks ahead about the recipient and, allowed, opens the chat with its text box', async () => {
    const fetchMock = mockApi((path) =>
      path.endsWith('/may-write')
        ? json(200, { may_write: true })
        : json(200, { messages: [], before: null }),
    );
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Send melding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rør AS' });
    expect(within(dialog).getByRole('textbox', { name: 'Melding' })).toBeInTheDocument();
    expect(requests(fetchMock)[0].url.pathname).toBe(`/api/messages/${BUSINESS_ID}/may-write`);
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });

  it('refused, says why in the button’s place, and offers the button once a message changes it', async () => {
    let allowed = false;
    mockApi(() => json(200, { may_write: allowed }));
    const { store } = renderButton();
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();

    // The company writes first: the live message reloads the conversation's tag.
    allowed = true;
    act(() => {
      store.dispatch(
        messagesApi.util.invalidateTags([{ type: 'MessageHistory', id: BUSINESS_ID }]),
      );
    });
    expect(await screen.findByRole('button', { name: 'Send melding' })).toBeInTheDocument();
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });
});
