import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTH_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  tooManyRequestsMessage,
} from '@yrkesbro/contracts';
import { apiError, json, mockApi, renderPage, requests, STUDENT } from '../testing/render-page.tsx';
import { SecurityPage } from './security-page.tsx';

const CURRENT = 'Gammelt-passord1';
const NEW = 'Nytt-passord-2026';

/** The API of the security page: the second factor off, and a password that is CURRENT. */
function fakeApi(changeAnswer?: () => Response) {
  const sent: unknown[] = [];
  const fetchMock = mockApi(async (path, request) => {
    if (path === '/api/auth/2fa')
      return json(200, { enabled: false, required: false, recoveryCodesLeft: 0 });
    if (path !== '/api/auth/change-password') return json(404);
    const body = (await request.json()) as { currentPassword: string; newPassword: string };
    sent.push(body);
    if (changeAnswer) return changeAnswer();
    if (body.currentPassword !== CURRENT)
      return apiError(400, PASSWORD_CHANGE_MESSAGES.wrongCurrentPassword);
    if (body.newPassword === 'qwerty123') return apiError(400, AUTH_MESSAGES.passwordCommon);
    return json(200, { message: PASSWORD_CHANGE_MESSAGES.changed });
  });
  return { sent, fetchMock };
}

const field = {
  current: () => screen.getByLabelText(/^Nåværende passord/),
  next: () => screen.getByLabelText(/^Nytt passord/),
  again: () => screen.getByLabelText(/^Bekreft nytt passord/),
};

async function fillIn(current: string, next: string, again = next) {
  if (current) await userEvent.type(field.current(), current);
  if (next) await userEvent.type(field.next(), next);
  if (again) await userEvent.type(field.again(), again);
  await userEvent.click(screen.getByRole('button', { name: 'Bytt passord' }));
}

function renderSecurityPage() {
  return renderPage(<SecurityPage />, { url: '/account/security', user: STUDENT });
}

describe('SecurityPage: Bytt passord', () => {
  afterEach(() => jest.restoreAllMocks());

  it('has the three fields, labelled above, with the autocomplete a password manager needs', async () => {
    fakeApi();
    renderSecurityPage();
    const form = screen.getByRole('form', { name: 'Bytt passord' });
    expect(form).toBeInTheDocument();
    expect(field.current()).toHaveAttribute('autocomplete', 'current-password');
    expect(field.current()).toHaveAttribute('type', 'password');
    expect(field.next()).toHaveAttribute('autocomplete', 'new-password');
    expect(field.again()).toHaveAttribute('autocomplete', 'new-password');
    // The account it is for, hidden, so the password manager updates the right entry.
    expect(form.querySelector('input[autocomplete="username"]')).toHaveValue(STUDENT.email);
    await screen.findByText('Tofaktorinnlogging er av.');
  });

  it('sends the current and the new password, says so in a toast and empties the form', async () => {
    const { sent } = fakeApi();
    renderSecurityPage();
    await fillIn(CURRENT, NEW);
    expect(await screen.findByText(PASSWORD_CHANGE_MESSAGES.changed)).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: CURRENT, newPassword: NEW }]);
    await waitFor(() => expect(field.current()).toHaveValue(''));
    expect(field.next()).toHaveValue('');
    expect(field.again()).toHaveValue('');
    // Emptied, not refused: no field says anything is missing.
    expect(screen.queryByText(PASSWORD_CHANGE_MESSAGES.currentPasswordRequired)).toBeNull();
    expect(screen.queryByText(AUTH_MESSAGES.passwordRequired)).toBeNull();
  });

  it('shows a wrong current password at its field, keeps what was typed and puts the cursor there', async () => {
    const { sent } = fakeApi();
    renderSecurityPage();
    await fillIn('Feil-passord1', NEW);
    await waitFor(() =>
      expect(field.current()).toHaveAccessibleDescription(
        PASSWORD_CHANGE_MESSAGES.wrongCurrentPassword,
      ),
    );
    expect(field.current()).toHaveFocus();
    expect(field.current()).toHaveValue('Feil-passord1');
    expect(field.next()).toHaveValue(NEW);
    expect(field.again()).toHaveValue(NEW);
    expect(screen.queryByText(PASSWORD_CHANGE_MESSAGES.changed)).toBeNull();

    // Typing the right one sends again, with the rest as it was.
    await userEvent.clear(field.current());
    await userEvent.type(field.current(), CURRENT);
    await userEvent.click(screen.getByRole('button', { name: 'Bytt passord' }));
    expect(await screen.findByText(PASSWORD_CHANGE_MESSAGES.changed)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('shows a common new password at the new password field', async () => {
    fakeApi();
    renderSecurityPage();
    await fillIn(CURRENT, 'qwerty123');
    await waitFor(() =>
      expect(field.next()).toHaveAccessibleDescription(AUTH_MESSAGES.passwordCommon),
    );
    expect(field.current()).toHaveValue(CURRENT);
    expect(field.next()).toHaveValue('qwerty123');
  });

  it('says any other refusal above the form, in the server’s words, and keeps the values', async () => {
    const limited = tooManyRequestsMessage(600);
    fakeApi(() => apiError(429, limited));
    renderSecurityPage();
    await fillIn(CURRENT, NEW);
    expect((await screen.findByText(limited)).closest('[role="alert"]')).toBeInTheDocument();
    expect(field.current()).toHaveValue(CURRENT);
    expect(field.next()).toHaveValue(NEW);
    expect(field.again()).toHaveValue(NEW);
  });

  it('checks the fields by the registration rule before sending anything', async () => {
    const { fetchMock } = fakeApi();
    renderSecurityPage();
    await userEvent.click(screen.getByRole('button', { name: 'Bytt passord' }));
    await waitFor(() =>
      expect(field.current()).toHaveAccessibleDescription(
        PASSWORD_CHANGE_MESSAGES.currentPasswordRequired,
      ),
    );
    expect(field.next()).toHaveAccessibleDescription(AUTH_MESSAGES.passwordRequired);
    expect(field.again()).toHaveAccessibleDescription(AUTH_MESSAGES.confirmPasswordRequired);

    await fillIn(CURRENT, 'kort', 'annet');
    await waitFor(() =>
      expect(field.next()).toHaveAccessibleDescription(AUTH_MESSAGES.passwordMin),
    );
    expect(field.again()).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsMustMatch);

    await userEvent.clear(field.next());
    await userEvent.type(field.next(), CURRENT);
    await userEvent.clear(field.again());
    await userEvent.type(field.again(), CURRENT);
    await userEvent.click(screen.getByRole('button', { name: 'Bytt passord' }));
    await waitFor(() =>
      expect(field.next()).toHaveAccessibleDescription(PASSWORD_CHANGE_MESSAGES.sameAsCurrent),
    );
    const sentToChange = requests(fetchMock).filter(
      ({ url }) => url.pathname === '/api/auth/change-password',
    );
    expect(sentToChange).toEqual([]);
  });
});
