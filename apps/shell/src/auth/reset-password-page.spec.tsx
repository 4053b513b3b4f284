import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { authApi } from '@yrkesbro/api-client';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import { json, mockApi, renderPage } from '../testing/render-page.tsx';
import { RESET_REDIRECT_DELAY_MS, ResetPasswordPage } from './reset-password-page.tsx';

/** Types the new password and its confirmation, then sends the form. */
async function submitPasswords(
  password: string,
  confirmation = password,
  user: Pick<UserEvent, 'type' | 'click'> = userEvent,
) {
  await user.type(screen.getByLabelText(/^Nytt passord/), password);
  await user.type(screen.getByLabelText(/^Bekreft nytt passord/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Lagre nytt passord' }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('without a token shows the error, disables submit and goes to /forgot-password after 2 s', async () => {
    jest.useFakeTimers();
    renderPage(<ResetPasswordPage />, { url: '/reset-password' });
    expect(screen.getByText(AUTH_MESSAGES.resetMissingToken)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lagre nytt passord' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(RESET_REDIRECT_DELAY_MS));
    expect(screen.getByTestId('path')).toHaveTextContent('/forgot-password');
  });

  it('checks that the passwords match before sending', async () => {
    const fetchMock = mockApi(() => json(200, { message: AUTH_MESSAGES.resetSuccess }));
    renderPage(<ResetPasswordPage />, {
      url: '/reset-password/abc',
      path: '/reset-password/:token',
    });
    await submitPasswords('Sterkt123', 'Annet1234');
    expect(await screen.findByText(AUTH_MESSAGES.resetPasswordsMustMatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends token and new password, then goes to /login, signing nobody out', async () => {
    const asked: string[] = [];
    const bodies: unknown[] = [];
    mockApi(async (path, request) => {
      asked.push(`${request.method} ${path}`);
      bodies.push(await request.json());
      return json(200, { message: AUTH_MESSAGES.resetSuccess });
    });
    renderPage(<ResetPasswordPage />, {
      url: '/reset-password/abc',
      path: '/reset-password/:token',
    });
    await submitPasswords('Sterkt123');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(bodies).toEqual([{ token: 'abc', newPassword: 'Sterkt123' }]);
    // Nobody was signed in here, so nobody is signed out.
    expect(asked).toEqual(['POST /api/auth/reset-password']);
  });

  it('signs out someone who was signed in, cookies and cached data too', async () => {
    const asked: string[] = [];
    mockApi((path, request) => {
      asked.push(`${request.method} ${path}`);
      if (path === '/api/auth/logout') return new Response(null, { status: 204 });
      if (path === '/api/auth/reset-password')
        return json(200, { message: AUTH_MESSAGES.resetSuccess });
      return json(401, { statusCode: 401, message: 'Unauthorized' });
    });
    const { store } = renderPage(<ResetPasswordPage />, {
      url: '/reset-password/abc',
      path: '/reset-password/:token',
      user: { id: 'u1', email: 'bedrift@yrkesbro.test', role: 'business' },
    });
    // What the previous person had fetched, which the next one in this tab must not see.
    await store.dispatch(
      authApi.util.upsertQueryData('me', undefined, { user: store.getState().auth.user! }),
    );
    await submitPasswords('Sterkt123');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(asked).toEqual(['POST /api/auth/reset-password', 'POST /api/auth/logout']);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
    expect(store.getState().api.queries).toEqual({});
  });

  it('on 401 shows the spec message and goes to /forgot-password after 2 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockApi(() =>
      json(401, { statusCode: 401, error: 'UNAUTHORIZED', message: AUTH_MESSAGES.resetFailed }),
    );
    renderPage(<ResetPasswordPage />, {
      url: '/reset-password/brukt',
      path: '/reset-password/:token',
    });
    await submitPasswords('Sterkt123', 'Sterkt123', user);
    expect(await screen.findByText(AUTH_MESSAGES.resetFailed)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(RESET_REDIRECT_DELAY_MS - 1));
    expect(screen.getByTestId('path')).toHaveTextContent('/reset-password/brukt');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('path')).toHaveTextContent('/forgot-password');
  });
});
