import { screen } from '@testing-library/react';
import type { AuthUser } from '@yrkesbro/contracts';
import { json, mockApi, renderPage } from './testing/render-page.tsx';
import AdminPages from './routes.tsx';

const ADMIN: AuthUser = { id: '9', email: 'admin@yrkesbro.no', role: 'admin' };

describe("mf-admin's pages", () => {
  afterEach(() => jest.restoreAllMocks());

  it('schools (/schools) shows its heading', async () => {
    mockApi(() => json(200, []));
    renderPage(<AdminPages page="schools" />, { url: '/schools', user: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skoler' })).toBeInTheDocument();
  });

  it('gives an admin a calendar like every signed-in role', async () => {
    mockApi(() => json(200, []));
    renderPage(<AdminPages page="calendar" />, { url: '/calendar', user: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalender' })).toBeInTheDocument();
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });
});
