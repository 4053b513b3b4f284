import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, StoreProvider } from '@yrkesbro/api-client';
import type { AppStore } from '@yrkesbro/api-client';
import type { AuthUser } from '@yrkesbro/contracts';
import { attachToasts } from '@yrkesbro/toasts';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// findBy… and waitFor give a busy 2-core machine a little longer than the default second.
configure({ asyncUtilTimeout: 3000 });

export const STUDENT: AuthUser = { id: '1', email: 'elev@yrkesbro.no', role: 'student' };
export const BUSINESS: AuthUser = { id: '2', email: 'bedrift@yrkesbro.no', role: 'business' };

/** The toasts as the shell shows them: notistack, fed by `@yrkesbro/toasts`' `enqueueSnackbar`. */
function Toasts() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => attachToasts(enqueueSnackbar), [enqueueSnackbar]);
  return null;
}

function CurrentLocation() {
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

/**
 * Renders a page at `url` (matched by `path`) with the store, toasts and router it runs with;
 * `user` is who is signed in (nobody when left out), `state` the location state the page was
 * sent with, and `otherRoutes` pages it may lead to. `store` is one the test has prepared; the
 * page gets a fresh one, with `user` signed in, otherwise.
 */
export function renderPage(
  page: ReactElement,
  {
    url,
    path = url.split('?')[0],
    user,
    state,
    otherRoutes = {},
    store = storeSignedIn(user),
  }: {
    url: string;
    path?: string;
    user?: AuthUser;
    state?: unknown;
    otherRoutes?: Record<string, ReactElement>;
    store?: AppStore;
  },
) {
  const result = render(
    <StoreProvider store={store}>
      <SnackbarProvider maxSnack={1}>
        <Toasts />
        <MemoryRouter initialEntries={[state === undefined ? url : { ...splitUrl(url), state }]}>
          <Routes>
            <Route path={path} element={page} />
            {Object.entries(otherRoutes).map(([otherPath, element]) => (
              <Route key={otherPath} path={otherPath} element={element} />
            ))}
            <Route path="*" element={null} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </SnackbarProvider>
    </StoreProvider>,
  );
  return { ...result, store };
}

/** The store a page runs with, `user` signed in (nobody when left out). */
export function storeSignedIn(user?: AuthUser): AppStore {
  return createAppStore(
    user
      ? {
          auth: {
            user,
            isAuthenticated: true,
            initialCheckComplete: true,
            isLoading: false,
            error: null,
          },
        }
      : undefined,
  );
}

function splitUrl(url: string): { pathname: string; search: string } {
  const [pathname, query] = url.split('?');
  return { pathname, search: query ? `?${query}` : '' };
}

/**
 * Stops the calendar at `now` for this test: pages that read "today" (the current month, the
 * earliest interview day) then see the same day as the test's expectations, even across
 * midnight. Only Date is faked; timers, user events and toasts run in real time.
 */
export function freezeToday(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** Answers fetch by path; the test environment resolves '/api/...' against the page as a browser does. */
export function mockApi(handler: (path: string, request: Request) => Response | Promise<Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = asRequest(input, init);
    return handler(new URL(request.url, 'http://localhost').pathname, request);
  });
}

/** RTK Query hands fetch a Request; a plain `fetch('/api/…', init)` hands it a string. */
function asRequest(input: unknown, init?: RequestInit): Request {
  return input instanceof Request
    ? input
    : new Request(new URL(String(input), 'http://localhost'), init);
}

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The API's error shape (seed 1, section 8). */
export function apiError(status: number, message: string): Response {
  return json(status, { statusCode: status, error: 'ERROR', message });
}

/** Every request the page made, as method and URL, in order. */
export function requests(fetchMock: jest.SpyInstance): { method: string; url: URL }[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const request = asRequest(input, init);
    return { method: request.method, url: new URL(request.url) };
  });
}

/**
 * jsdom's File has no `stream()`, which Node's fetch needs to write a multipart body; lend
 * one, so a test can read the FormData a form sent with `await request.formData()`.
 */
function lendBlobStream() {
  if (typeof Blob.prototype.stream === 'function') return;
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      return new NodeReadableStream({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await readBytes(this)));
          controller.close();
        },
      });
    },
  });
}

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** jsdom has no object URLs; the logo preview only needs a stable string. */
function lendObjectUrls() {
  if (typeof URL.createObjectURL === 'function') return;
  let next = 0;
  URL.createObjectURL = () => `blob:http://localhost/logo-${++next}`;
  URL.revokeObjectURL = () => undefined;
}

lendBlobStream();
lendObjectUrls();

/** Picks the option with the text `option` in the select named `select` (the platform's own). */
export async function chooseOption(
  select: string | RegExp,
  option: string | RegExp,
): Promise<void> {
  const field = screen.getByRole('combobox', { name: select });
  await userEvent.selectOptions(field, within(field).getByRole('option', { name: option }));
}
