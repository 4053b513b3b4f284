import { api } from './api.ts';
import { authApi } from './auth-api.ts';
import { selectAuth } from './auth-slice.ts';
import { createAppStore } from './store.ts';
import {
  answer,
  requestedPath,
  requestedPaths,
  resolveRelativeRequests,
} from './testing/fetch-mock.ts';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, string>({ query: (id) => `/probe/${id}` }),
  }),
});

const expired = () =>
  answer(401, { statusCode: 401, message: 'Du må logge inn', error: 'UNAUTHORIZED' });
const user = { id: 'u1', email: 'elev@yrkesbro.no', role: 'student' };

describe('baseQueryWithReauth', () => {
  const fetchMock = jest.spyOn(globalThis, 'fetch');
  beforeAll(() => resolveRelativeRequests());
  afterEach(() => fetchMock.mockReset());

  it('renews an expired access token once and retries the call', async () => {
    const store = createAppStore();
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(answer(200, { user }))
      .mockResolvedValueOnce(answer(200, { user }));
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(requestedPaths(fetchMock)).toEqual([
      '/api/auth/me',
      '/api/auth/refresh-token',
      '/api/auth/me',
    ]);
    expect(selectAuth(store.getState())).toMatchObject({ isAuthenticated: true, user });
  });

  it('ends the session when the renewal fails', async () => {
    const store = createAppStore({
      auth: {
        user: user as never,
        isAuthenticated: true,
        initialCheckComplete: true,
        isLoading: false,
        error: null,
      },
    });
    fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(expired());
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(requestedPaths(fetchMock)).toEqual(['/api/probe/a', '/api/auth/refresh-token']);
    expect(selectAuth(store.getState())).toMatchObject({
      isAuthenticated: false,
      user: null,
      initialCheckComplete: true,
    });
  });

  it('never tries to renew on a failed login', async () => {
    const store = createAppStore();
    fetchMock.mockResolvedValueOnce(
      answer(401, { statusCode: 401, message: 'Feil e-post eller passord', error: 'UNAUTHORIZED' }),
    );
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.no', password: 'feil123' }),
    );
    expect(requestedPaths(fetchMock)).toEqual(['/api/auth/login']);
  });

  it('shares one renewal between calls that fail at the same time', async () => {
    const store = createAppStore();
    let renewed = false;
    fetchMock.mockImplementation(async (input) => {
      const path = requestedPath(input);
      if (path === '/api/auth/refresh-token') {
        await new Promise((r) => setTimeout(r, 20));
        renewed = true;
        return answer(200, { user });
      }
      return renewed ? answer(200, { ok: true }) : expired();
    });
    const [a, b] = await Promise.all([
      store.dispatch(probeApi.endpoints.probe.initiate('a')),
      store.dispatch(probeApi.endpoints.probe.initiate('b')),
    ]);
    expect(a.data).toEqual({ ok: true });
    expect(b.data).toEqual({ ok: true });
    expect(requestedPaths(fetchMock).filter((p) => p === '/api/auth/refresh-token')).toHaveLength(
      1,
    );
  });
});
