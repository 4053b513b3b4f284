import { authApi } from './auth-api.ts';
import { selectAuth } from './auth-slice.ts';
import { errorMessage } from '@yrkesbro/contracts';
import { createAppStore } from './store.ts';
import { answer, resolveRelativeRequests } from './testing/fetch-mock.ts';

describe('auth state', () => {
  const fetchMock = jest.spyOn(globalThis, 'fetch');
  const user = { id: 'u1', email: 'elev@yrkesbro.no', role: 'student' as const };

  beforeAll(() => resolveRelativeRequests());

  afterEach(() => fetchMock.mockReset());

  it('starts unchecked and marks the check complete when /auth/me answers 401', async () => {
    const store = createAppStore();
    expect(selectAuth(store.getState())).toMatchObject({
      initialCheckComplete: false,
      isAuthenticated: false,
    });
    fetchMock.mockResolvedValueOnce(
      answer(401, { statusCode: 401, message: 'Du må logge inn', error: 'UNAUTHORIZED' }),
    );
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(selectAuth(store.getState())).toMatchObject({
      initialCheckComplete: true,
      isAuthenticated: false,
      user: null,
      isLoading: false,
    });
  });

  it('signs in from /auth/me and sends cookies with the request', async () => {
    const store = createAppStore();
    fetchMock.mockResolvedValueOnce(answer(200, { user }));
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(selectAuth(store.getState())).toMatchObject({
      user,
      isAuthenticated: true,
      initialCheckComplete: true,
    });
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.credentials).toBe('include');
    expect(request.url).toMatch(/\/api\/auth\/me$/);
  });

  it('keeps the server message of a failed login', async () => {
    const store = createAppStore();
    fetchMock.mockResolvedValueOnce(
      answer(401, { statusCode: 401, message: 'Feil e-post eller passord', error: 'UNAUTHORIZED' }),
    );
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.no', password: 'feil123' }),
    );
    expect(selectAuth(store.getState())).toMatchObject({
      isAuthenticated: false,
      error: 'Feil e-post eller passord',
    });
  });

  it('falls back to the spec text when the server sends no message, and clears the user on logout', async () => {
    const store = createAppStore();
    fetchMock.mockResolvedValueOnce(answer(500));
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.no', password: 'feil123' }),
    );
    expect(selectAuth(store.getState()).error).toBe('Login failed');

    fetchMock.mockResolvedValueOnce(answer(200, { user }));
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.no', password: 'Riktig1' }),
    );
    expect(selectAuth(store.getState()).user).toEqual(user);

    fetchMock.mockResolvedValueOnce(answer(204));
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(selectAuth(store.getState())).toMatchObject({
      user: null,
      isAuthenticated: false,
      initialCheckComplete: true,
    });
  });
});

describe('errorMessage', () => {
  it('prefers the server message and falls back otherwise', () => {
    expect(
      errorMessage(
        { status: 409, data: { statusCode: 409, message: 'Finnes allerede', error: 'CONFLICT' } },
        'x',
      ),
    ).toBe('Finnes allerede');
    expect(
      errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Kunne ikke logge deg inn'),
    ).toBe('Kunne ikke logge deg inn');
    expect(errorMessage(undefined, 'Reserve')).toBe('Reserve');
  });
});
