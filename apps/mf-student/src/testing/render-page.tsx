import { render } from '@testing-library/react';
import { createAppStore } from '@yrkesbro/api-client';
import type { AuthUser } from '@yrkesbro/contracts';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function CurrentLocation() {
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

export const STUDENT: AuthUser = { id: '1', email: 'elev@yrkesbro.no', role: 'student' };
export const BUSINESS: AuthUser = { id: '2', email: 'bedrift@yrkesbro.no', role: 'business' };

/**
 * Renders a page at `url` (matched by `path`) with the store, toasts and router it runs with;
 * `user` is who is signed in (nobody when left out).
 */
export function renderPage(
  page: ReactElement,
  { url, path = url.split('?')[0], user }: { url: string; path?: string; user?: AuthUser },
) {
  const store = createAppStore(
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
  const result = render(
    <Provider store={store}>
      <SnackbarProvider maxSnack={1}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </SnackbarProvider>
    </Provider>,
  );
  return { ...result, store };
}

/** Answers fetch by path; Node's Request needs the browser's origin to resolve '/api/...'. */
export function mockApi(handler: (path: string, request: Request) => Response | Promise<Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    return handler(new URL(request.url, 'http://localhost').pathname, request);
  });
}

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Every request the page made, as method, path and query, in order. */
export function requests(fetchMock: jest.SpyInstance): { method: string; url: URL }[] {
  return fetchMock.mock.calls.map(([input]) => {
    const request = input as Request;
    return { method: request.method, url: new URL(request.url) };
  });
}
