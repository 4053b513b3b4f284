import { waitFor } from '@testing-library/react';
import { SIGNED_OUT_COOKIE } from '@yrkesbro/contracts';
import {
  answerRemoteLists,
  modulePreloads as preloads,
  STUDENT_ORIGIN as STUDENT,
} from '../testing/remote-lists.ts';

const asked = () => jest.mocked(global.fetch).mock.calls.map(([url]) => String(url));

const apiPreloads = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'),
];
const SESSION_CHECK = 'http://localhost/api/auth/me';
const pagePreloads = () => apiPreloads().filter((link) => link.href !== SESSION_CHECK);

const FEDERATION = ['/assets/federation-host-1.js', '/assets/load-failed-2.js'];

/** Runs the early script afresh, as index.html (with the build's attribute) would at `address`. */
async function runEarlyScriptAt(address: string) {
  window.history.replaceState(null, '', address);
  const script = document.createElement('script');
  script.setAttribute('data-federation', FEDERATION.join(' '));
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    await jest.isolateModulesAsync(async () => {
      await import('./early-preload.ts');
    });
  } finally {
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  }
}

/** Runs the early script at `address` with the API's "signed out" cookie set. */
async function runSignedOutAt(address: string, settled: () => Promise<unknown>) {
  document.cookie = `${SIGNED_OUT_COOKIE}=1; path=/`;
  try {
    await runEarlyScriptAt(address);
    await settled();
  } finally {
    document.cookie = `${SIGNED_OUT_COOKIE}=; path=/; max-age=0`;
  }
}

/**
 * Runs `run` in a browser with the Cookie Store API, whose `get` answers as `get` does; answers
 * whether `document.cookie` was read meanwhile.
 */
async function withCookieStore(
  get: (name: string) => Promise<{ name: string; value: string } | null>,
  run: () => Promise<unknown>,
) {
  const cookieRead = jest.spyOn(Document.prototype, 'cookie', 'get');
  Object.defineProperty(window, 'cookieStore', { configurable: true, value: { get } });
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { cookieRead: cookieRead.mock.calls.length > 0 };
  } finally {
    delete (window as { cookieStore?: unknown }).cookieStore;
    cookieRead.mockRestore();
  }
}

/** A Cookie Store API's answer: the "signed out" cookie, or none. */
const storedCookie = (signedOut: boolean) => (name: string) =>
  Promise.resolve(signedOut && name === SIGNED_OUT_COOKIE ? { name, value: '1' } : null);

const JOBS = { remote: 'mf_student', page: 'jobs' } as const;

describe("index.html's early script", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete (window as { __yrkesbroEarly?: unknown }).__yrkesbroEarly;
    answerRemoteLists();
  });

  it("asks for the federation host, the remote's entry, its routes chunks and the page's own at a remote's address", async () => {
    await runEarlyScriptAt('/jobs');
    await waitFor(() => expect(preloads()).toHaveLength(7));
    expect(preloads()).toEqual([
      ...FEDERATION.map((file) => `http://localhost${file}`),
      `${STUDENT}remoteEntry.js`,
      `${STUDENT}assets/routes-1.js`,
      `${STUDENT}assets/runtime-5.js`,
      `${STUDENT}assets/jobs-page-2.js`,
      `${STUDENT}assets/Box-3.js`,
    ]);
  });

  it("preloads the page's first API call as the api client makes it, cookies included", async () => {
    await runEarlyScriptAt('/jobs/search?page=2&q=r%C3%B8r&job_type=nope');
    const [call, ...more] = pagePreloads();
    expect(more).toEqual([]);
    expect(call.href).toBe('http://localhost/api/jobs?q=r%C3%B8r&page=2&limit=12');
    expect(call.getAttribute('as')).toBe('fetch');
    expect(call.getAttribute('crossorigin')).toBe('use-credentials');
  });

  it("leaves the page to the shell's scripts, which then ask for no list again", async () => {
    await runEarlyScriptAt('/jobs');
    await waitFor(() => expect(preloads()).toHaveLength(7));
    const { firstPreloadOf, remotesManifestJson } = await import('./page-preload.ts');
    expect(firstPreloadOf({ remote: 'mf_student', page: 'jobs' })).toBe(false);
    await remotesManifestJson();
    expect(asked().filter((url) => url === '/remotes.json')).toHaveLength(1);
  });

  it('asks only for the session check at the address of a page of the shell or of no page', async () => {
    await runEarlyScriptAt('/login');
    await runEarlyScriptAt('/no/such/page');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked()).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(apiPreloads().map((link) => link.href)).toEqual([SESSION_CHECK]);
    expect(apiPreloads()[0].getAttribute('crossorigin')).toBe('use-credentials');
  });

  it('leaves the session check alone when the shell, whose scripts came first, has asked for it', async () => {
    const { preloadApiCall } = await import('./page-data-preload.ts');
    preloadApiCall('/api/auth/me');
    await runEarlyScriptAt('/login');
    expect(apiPreloads().map((link) => link.href)).toEqual([SESSION_CHECK]);
  });

  it("leaves the session check out where the API's cookie says nobody is signed in", async () => {
    await runSignedOutAt('/', () => waitFor(() => expect(preloads()).toHaveLength(3)));
    expect(preloads()).toEqual([
      ...FEDERATION.map((file) => `http://localhost${file}`),
      'https://public.example/remoteEntry.js',
    ]);
    expect(apiPreloads()).toEqual([]);
  });

  it('reads the cookie through the Cookie Store API where there is one, never waiting on document.cookie', async () => {
    const signedOut = await withCookieStore(storedCookie(true), () => runEarlyScriptAt('/jobs'));
    expect(signedOut).toEqual({ cookieRead: false });
    expect(asked()).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(apiPreloads()).toEqual([]);

    const signedIn = await withCookieStore(storedCookie(false), () => runEarlyScriptAt('/jobs'));
    expect(signedIn).toEqual({ cookieRead: false });
    await waitFor(() => expect(preloads()).toHaveLength(7));
    expect(apiPreloads().map((link) => link.href)).toEqual([
      SESSION_CHECK,
      'http://localhost/api/jobs?page=1&limit=12',
    ]);
  });

  it("takes the page before the cookie's answer comes, which the shell's scripts may not wait for", async () => {
    const { firstPreloadOf } = await import('./page-preload.ts');
    let answer: (cookie: null) => void = () => undefined;
    const pending = () => new Promise<null>((resolve) => (answer = resolve));
    await withCookieStore(pending, async () => {
      await runEarlyScriptAt('/jobs');
      expect(firstPreloadOf(JOBS)).toBe(false);
      answer(null);
    });
    await waitFor(() => expect(preloads()).toHaveLength(7));
    expect(pagePreloads()).toHaveLength(1);
  });

  it('gives the page back when the cookie says nobody is signed in, for a visit after signing in', async () => {
    await withCookieStore(storedCookie(true), () => runEarlyScriptAt('/jobs'));
    const { firstPreloadOf } = await import('./page-preload.ts');
    expect(firstPreloadOf(JOBS)).toBe(true);
  });

  it('reads document.cookie where the Cookie Store API refuses', async () => {
    const refused = await withCookieStore(
      () => Promise.reject(new DOMException('nei', 'SecurityError')),
      () => runSignedOutAt('/jobs', () => new Promise((resolve) => setTimeout(resolve, 0))),
    );
    expect(refused).toEqual({ cookieRead: true });
    expect(preloads()).toEqual([]);
    expect(apiPreloads()).toEqual([]);
  });

  it('asks for nothing of a page for the signed-in when the cookie says nobody is', async () => {
    await runSignedOutAt('/jobs', () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(asked()).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(apiPreloads()).toEqual([]);
  });
});
