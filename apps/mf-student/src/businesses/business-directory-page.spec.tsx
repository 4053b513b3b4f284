import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_MESSAGES } from '@yrkesbro/contracts';
import type { BusinessDirectoryResponse } from '@yrkesbro/contracts';
import {
  chooseOption,
  STUDENT,
  json,
  mockApi,
  renderPage,
  requests,
} from '../testing/render-page.tsx';
import BusinessDirectoryPage from './business-directory-page.tsx';

const DIRECTORY: BusinessDirectoryResponse = {
  businesses: [
    {
      business_uuid: '22222222-2222-4222-8222-222222222222',
      company_name: 'Lys & Kraft AS',
      description: 'Elektrikere i Bergen',
      location: 'Bergen',
      industry: 3,
      industry_name: 'Elektriker',
      logo: null,
      headline: 'Vi lyser opp Vestlandet',
      job_count: 3,
      review_count: 0,
    },
  ],
  total: 1,
  page: 1,
  limit: 24,
  industries: [
    { value: 3, label: 'Elektriker', count: 1 },
    { value: 5, label: 'Rørlegger', count: 2 },
  ],
};

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

describe('BusinessDirectoryPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the businesses as cards opening their page', async () => {
    mockApi(() => json(200, DIRECTORY));
    renderPage(<BusinessDirectoryPage />, { url: '/businesses', user: STUDENT });
    expect(screen.getByRole('heading', { name: 'Bedriftskatalog' })).toBeInTheDocument();
    expect(screen.getAllByTestId('business-card-skeleton')).not.toHaveLength(0);
    const card = await screen.findByRole('article', { name: 'Lys & Kraft AS' });
    expect(within(card).getByText('Elektriker')).toBeInTheDocument();
    expect(within(card).getByText('Bergen')).toBeInTheDocument();
    expect(within(card).getByText('3 ledige stillinger')).toBeInTheDocument();
    // The spec's card names the review count, none so far included.
    expect(within(card).getByText('0 vurderinger')).toBeInTheDocument();
    expect(within(card).getByText('LK')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      '/business/22222222-2222-4222-8222-222222222222',
    );
  });

  it('searches and filters by industry through the address', async () => {
    const fetchMock = mockApi(() => json(200, DIRECTORY));
    renderPage(<BusinessDirectoryPage />, { url: '/businesses', user: STUDENT });
    await screen.findByRole('article', { name: 'Lys & Kraft AS' });
    await userEvent.type(screen.getByLabelText('Søk'), 'bergen');
    await waitFor(() => expect(search().get('q')).toBe('bergen'));
    const options = within(screen.getByRole('combobox', { name: 'Bransje' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'Alle yrker',
      'Elektriker (1)',
      'Rørlegger (2)',
    ]);
    await chooseOption('Bransje', 'Rørlegger (2)');
    await waitFor(() =>
      expect(Object.fromEntries(requests(fetchMock).at(-1)?.url.searchParams ?? [])).toEqual({
        q: 'bergen',
        industry: '5',
        page: '1',
        limit: '24',
      }),
    );
  });

  it('says so when nothing matches', async () => {
    mockApi(() => json(200, { ...DIRECTORY, businesses: [], total: 0 }));
    renderPage(<BusinessDirectoryPage />, { url: '/businesses?q=xyz', user: STUDENT });
    expect(await screen.findByText(BUSINESS_MESSAGES.directoryEmpty)).toBeInTheDocument();
  });

  it('says a page past the last does not exist, and leads to the first', async () => {
    mockApi(() => json(200, { ...DIRECTORY, businesses: [], total: 4 }));
    renderPage(<BusinessDirectoryPage />, { url: '/businesses?page=999', user: STUDENT });
    expect(await screen.findByText('Denne siden finnes ikke')).toBeInTheDocument();
    expect(
      screen.getByText('Det finnes 4 bedrifter, fordelt på færre sider enn dette.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Til første side' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
  });

  it('shows the load error with a retry', async () => {
    mockApi(() => json(500, {}));
    renderPage(<BusinessDirectoryPage />, { url: '/businesses', user: STUDENT });
    expect(await screen.findByText(BUSINESS_MESSAGES.directoryFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });
});
