import { waitFor } from '@testing-library/react';
import { SIGNED_OUT_COOKIE } from '@yrkesbro/contracts';
import { json, mockApi, requests } from '../testing/render-page.tsx';
import { SESSION_CHECK } from '../../vite/early-head.ts';
import { preloadApiCall } from '../remotes/page-data-preload.ts';
import { sessionCheckedWithin } from './session-check.ts';
import { createStartingStore } from './signed-out.ts';

const STUDENT = { id: 'u1', email: 'elev@yrkesbro.no', role: 'student' };

describe('sessionCheckedWithin', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.innerHTML = '';
    document.cookie = `${SIGNED_OUT_COOKIE}=; path=/; max-age=0`;
  });

  it('settles with the answer in the store, so that the first render has it', async () => {
    mockApi(() => json(200, { user: STUDENT }));
    const store = createStartingStore();
    await sessionCheckedWithin(store, 5000);
    expect(store.getState().auth).toMatchObject({
      initialCheckComplete: true,
      isAuthenticated: true,
      user: STUDENT,
    });
  });

  it('settles with a visitor checked when nobody is signed in', async () => {
    const fetchMock = mockApi(() => json(401, { statusCode: 401, message: 'Du må logge inn' }));
    const store = createStartingStore();
    await sessionCheckedWithin(store, 5000);
    expect(store.getState().auth).toMatchObject({
      initialCheckComplete: true,
      isAuthenticated: false,
    });
    expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual([
      '/api/auth/me',
      '/api/auth/refresh-token',
    ]);
  });

  it('waits no longer than it is told for a slow API, whose answer still arrives later', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi(() => new Promise((resolve) => (answer = resolve)));
    const store = createStartingStore();
    // Settled while the API has not answered: the first render shows the loader, as before.
    await sessionCheckedWithin(store, 50);
    expect(store.getState().auth.initialCheckComplete).toBe(false);
    answer(json(200, { user: STUDENT }));
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true));
  });

  it("asks nothing when the API's cookie says nobody is signed in", async () => {
    document.cookie = `${SIGNED_OUT_COOKIE}=1; path=/`;
    const fetchMock = mockApi(() => json(200, { user: STUDENT }));
    const store = createStartingStore();
    await sessionCheckedWithin(store, 5000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().auth.initialCheckComplete).toBe(true);
  });

  it('asks through the same single preload as index.html’s early script, whichever runs first', async () => {
    mockApi(() => json(200, { user: STUDENT }));
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
        link.getAttribute('href'),
      );
    await sessionCheckedWithin(createStartingStore(), 5000);
    expect(preloads()).toEqual([SESSION_CHECK]);
    // The early script, coming after the shell.
    preloadApiCall(SESSION_CHECK);
    expect(preloads()).toEqual([SESSION_CHECK]);
  });
});
