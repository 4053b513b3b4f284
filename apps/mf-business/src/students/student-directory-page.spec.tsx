import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import { VOCATIONS, directoryResponse, directoryStudent } from '../testing/fixtures.ts';
import {
  BUSINESS,
  chooseOption,
  apiError,
  json,
  mockApi,
  renderPage,
  requests,
} from '../testing/render-page.tsx';
import StudentDirectoryPage from './student-directory-page.tsx';

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

function directoryCalls(fetchMock: jest.SpyInstance) {
  return requests(fetchMock)
    .filter(({ url }) => url.pathname === '/api/users/students')
    .map(({ url }) => Object.fromEntries(url.searchParams));
}

function answer(students = [directoryStudent()]) {
  return mockApi((path, request) => {
    if (path === '/api/vocations') return json(200, VOCATIONS);
    if (path === '/api/users/students') return json(200, directoryResponse(students));
    if (path.startsWith('/api/users/favorites/'))
      return request.method === 'POST' ? json(201, {}) : new Response(null, { status: 204 });
    return apiError(404, 'Ikke funnet');
  });
}

describe('StudentDirectoryPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the students as cards with the spec's facts, opening the profile", async () => {
    answer();
    renderPage(<StudentDirectoryPage />, { url: '/students', user: BUSINESS });
    expect(screen.getByRole('heading', { level: 1, name: 'Studentkatalog' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Kari Nordmann' });
    expect(within(card).getByText('KN')).toBeInTheDocument();
    expect(within(card).getByText('Elektrolærling med sans for detaljer')).toBeInTheDocument();
    expect(within(card).getByText('Bergen')).toBeInTheDocument();
    expect(within(card).getByText('Ser etter: Lærlingplass')).toBeInTheDocument();
    expect(within(card).getByText(/Jeg har jobbet med elektriske anlegg/)).toBeInTheDocument();
    expect(within(card).getByText('3 ferdigheter · 1 karakter · 0 badges')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      '/profile/44444444-4444-4444-8444-444444444444',
    );
  });

  it('searches by name and city and filters by vocation through the address', async () => {
    const fetchMock = answer();
    renderPage(<StudentDirectoryPage />, { url: '/students', user: BUSINESS });
    await screen.findByRole('article', { name: 'Kari Nordmann' });
    await userEvent.type(screen.getByLabelText('Søk'), 'kari');
    await userEvent.type(screen.getByLabelText('By'), 'Bergen');
    await waitFor(() => expect(search().get('city')).toBe('Bergen'));
    expect(search().get('name')).toBe('kari');
    const options = within(screen.getByRole('combobox', { name: 'Yrke' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Alle yrker',
      'Elektro',
      'Bygg og anlegg',
    ]);
    await chooseOption('Yrke', 'Elektro');
    await waitFor(() =>
      expect(directoryCalls(fetchMock).at(-1)).toEqual({
        name: 'kari',
        city: 'Bergen',
        vocation: '3',
        page: '1',
        limit: '24',
      }),
    );
    // Typing is debounced: no request for every letter.
    expect(directoryCalls(fetchMock).length).toBeLessThan(6);
  });

  it('reads the search from the address and pages through the server', async () => {
    const fetchMock = mockApi((path) =>
      path === '/api/vocations'
        ? json(200, VOCATIONS)
        : json(200, { ...directoryResponse([directoryStudent()]), total: 50 }),
    );
    renderPage(<StudentDirectoryPage />, { url: '/students?city=Oslo', user: BUSINESS });
    expect(await screen.findByLabelText('By')).toHaveValue('Oslo');
    await userEvent.click(await screen.findByRole('button', { name: 'Gå til side 2' }));
    await waitFor(() =>
      expect(directoryCalls(fetchMock).at(-1)).toEqual({ city: 'Oslo', page: '2', limit: '24' }),
    );
    // The page buttons go while the next page loads; focus starts the new page at its heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Studentkatalog' })).toHaveFocus();
  });

  it('says a page past the last does not exist, and leads to the first', async () => {
    mockApi((path) =>
      path === '/api/vocations'
        ? json(200, VOCATIONS)
        : json(200, { ...directoryResponse([]), total: 30 }),
    );
    renderPage(<StudentDirectoryPage />, { url: '/students?city=Oslo&page=9', user: BUSINESS });
    expect(await screen.findByText('Denne siden finnes ikke')).toBeInTheDocument();
    expect(
      screen.getByText('Det finnes 30 studenter, fordelt på færre sider enn dette.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Til første side' }));
    await waitFor(() => expect(search().get('page')).toBeNull());
    expect(search().get('city')).toBe('Oslo');
  });

  it('says so when nothing matches', async () => {
    answer([]);
    renderPage(<StudentDirectoryPage />, { url: '/students?name=xyz', user: BUSINESS });
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.noStudents)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nullstill søket' }));
    await waitFor(() => expect(search().get('name')).toBeNull());
  });

  it('opens the plan dialog with the usage on a 402', async () => {
    mockApi((path) =>
      path === '/api/vocations'
        ? json(200, VOCATIONS)
        : json(402, {
            statusCode: 402,
            message: SUBSCRIPTION_MESSAGES.quotaUsed,
            currentUsage: 10,
            limit: 10,
          }),
    );
    renderPage(<StudentDirectoryPage />, { url: '/students', user: BUSINESS });
    const dialog = await screen.findByRole('dialog', { name: 'Velg plan' });
    expect(within(dialog).getByText('10 av 10 gratis profilvisninger brukt')).toBeInTheDocument();
    expect(screen.queryByText(SUBSCRIPTION_MESSAGES.studentsLoadFailed)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Velg plan' }));
    expect(await screen.findByRole('dialog', { name: 'Velg plan' })).toBeInTheDocument();
  });

  it('shows the failure with a retry, and as a toast', async () => {
    mockApi((path) => (path === '/api/vocations' ? json(200, VOCATIONS) : json(500, {})));
    renderPage(<StudentDirectoryPage />, { url: '/students', user: BUSINESS });
    await waitFor(() =>
      // The page's own message and the spec's toast.
      expect(screen.getAllByText(SUBSCRIPTION_MESSAGES.studentsLoadFailed)).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });

  it('says as a toast that the vocations failed', async () => {
    mockApi((path) =>
      path === '/api/users/students' ? json(200, directoryResponse([])) : json(500, {}),
    );
    renderPage(<StudentDirectoryPage />, { url: '/students', user: BUSINESS });
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.vocationsLoadFailed)).toBeInTheDocument();
  });

  it('favourites a student from her card and re-reads the list', async () => {
    let favourite = false;
    const fetchMock = mockApi((path, request) => {
      if (path === '/api/vocations') return json(200, VOCATIONS);
      if (path === '/api/users/favorites/44444444-4444-4444-8444-444444444444') {
        favourite = request.method === 'POST';
        return json(201, {});
      }
      return json(200, directoryResponse([directoryStudent({ is_favorite: favourite })]));
    });
    renderPage(<StudentDirectoryPage />, { url: '/students', user: BUSINESS });
    const card = await screen.findByRole('article', { name: 'Kari Nordmann' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Legg Kari Nordmann til favoritter' }),
    );
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.favoriteAdded)).toBeInTheDocument();
    await waitFor(() => expect(directoryCalls(fetchMock)).toHaveLength(2));
    await userEvent.click(
      within(card).getByRole('button', { name: 'Fjern Kari Nordmann fra favoritter' }),
    );
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.favoriteRemoved)).toBeInTheDocument();
  });
});
