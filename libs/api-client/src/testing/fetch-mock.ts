/** Test helpers: JSON answers for a mocked fetch, and Node's Request resolving '/api/...' like a browser. */
export function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function resolveRelativeRequests(origin = 'http://localhost:4200'): void {
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, origin) : input, init);
    }
  };
}

/** The path a mocked fetch was asked for, whether it got a Request or a URL string. */
export function requestedPath(input: unknown): string {
  return typeof input === 'string'
    ? new URL(input, 'http://localhost').pathname
    : new URL((input as Request).url).pathname;
}

export function requestedPaths(fetchMock: jest.SpyInstance): string[] {
  return fetchMock.mock.calls.map(([input]) => requestedPath(input));
}
