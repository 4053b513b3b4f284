import { render } from '@testing-library/react';
import { createAppStore } from '@yrkesbro/api-client';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Renders a page at `url` (matched by `path`) with the store, toasts and router it runs with. */
export function renderPage(
  page: ReactElement,
  { url, path = url }: { url: string; path?: string },
) {
  const store = createAppStore();
  const result = render(
    <Provider store={store}>
      <SnackbarProvider maxSnack={1}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentPath />
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
