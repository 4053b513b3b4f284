import { act, render, screen } from '@testing-library/react';
import { StoreProvider } from '@yrkesbro/api-client';
import { SIGNED_OUT_COOKIE } from '@yrkesbro/contracts';
import { json, mockApi, requests } from '../testing/render-page.tsx';
import { MemoryRouter } from 'react-router-dom';
import { AuthGate } from './auth-gate.tsx';
import { createStartingStore } from './signed-out.ts';

/** The gate over a page, in a fresh store (made after the cookie is set, as on a page load). */
function renderGate() {
  const fetchMock = mockApi(() => json(401, { statusCode: 401, message: 'Du må logge inn' }));
  render(
    <StoreProvider store={createStartingStore()}>
      <MemoryRouter initialEntries={['/login']}>
        <AuthGate>
          <p>Siden</p>
        </AuthGate>
      </MemoryRouter>
    </StoreProvider>,
  );
  return fetchMock;
}

describe('AuthGate', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.cookie = `${SIGNED_OUT_COOKIE}=; path=/; max-age=0`;
  });

  it('asks who is signed in, then shows the page to a visitor', async () => {
    const fetchMock = renderGate();
    expect(screen.queryByText('Siden')).not.toBeInTheDocument();
    expect(await screen.findByText('Siden')).toBeInTheDocument();
    expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual([
      '/api/auth/me',
      '/api/auth/refresh-token',
    ]);
  });

  it("shows the page at once, asking nothing, when the API's cookie says nobody is signed in", async () => {
    document.cookie = `${SIGNED_OUT_COOKIE}=1; path=/`;
    const fetchMock = renderGate();
    expect(screen.getByText('Siden')).toBeInTheDocument();
    // A query started in an effect would have called fetch by now: nothing waits on a timer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
