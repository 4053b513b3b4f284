import { configure, render } from '@testing-library/react';
import { createAppStore } from '@yrkesbro/api-client';
import type { CalendarEvent } from '@yrkesbro/contracts';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// findBy… and waitFor give a busy 2-core machine a little longer than the default second.
configure({ asyncUtilTimeout: 3000 });

function CurrentLocation() {
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

/** Renders a page at `url` (matched by `path`) with the store, toasts and router it runs with. */
export function renderPage(
  page: ReactElement,
  { url, path = url.split('?')[0] }: { url: string; path?: string },
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

/** Every request the page made, as method and URL, in order. */
export function requests(fetchMock: jest.SpyInstance): { method: string; url: URL }[] {
  return fetchMock.mock.calls.map(([input]) => {
    const request = input as Request;
    return { method: request.method, url: new URL(request.url) };
  });
}

/** The startDate/endDate of every GET /api/calendar/events, in order. */
export function loadedRanges(fetchMock: jest.SpyInstance): Record<string, string>[] {
  return requests(fetchMock)
    .filter(({ method, url }) => method === 'GET' && url.pathname === '/api/calendar/events')
    .map(({ url }) => Object.fromEntries(url.searchParams));
}

/** An event at local time: `at(2027, 2, 12, 14, 30)` is 12 March 2027 at 14:30 here. */
export function at(year: number, month: number, day: number, hour = 0, minute = 0): string {
  return new Date(year, month, day, hour, minute).toISOString();
}

let nextId = 1;

export function anEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    title: 'Intervju hos Rør AS',
    type: 'interview',
    startDate: at(2027, 2, 12, 14, 30),
    endDate: at(2027, 2, 12, 15, 30),
    description: null,
    ...overrides,
  };
}
