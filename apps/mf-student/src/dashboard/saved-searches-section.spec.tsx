import { screen, within } from '@testing-library/react';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from '@yrkesbro/contracts';
import type { SavedSearch } from '@yrkesbro/contracts';
import { STUDENT, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { SavedSearchesSection } from './saved-searches-section.tsx';

function aSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    name: 'Læreplass i Trondheim',
    q: '',
    location: 'Trondheim',
    vocation: null,
    job_type: 'apprenticeship',
    frequency: 'daily',
    created_at: '2026-12-01T08:00:00.000Z',
    ...overrides,
  };
}

describe('SavedSearchesSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps a long name beside Slett: the name wraps anywhere, the button takes its own room', async () => {
    // The longest name the API takes, without a space to break at.
    const name = 'x'.repeat(SAVED_SEARCH_NAME_MAX);
    mockApi((path) =>
      path === '/api/jobs/saved-searches' ? json(200, [aSavedSearch({ name })]) : json(404),
    );
    renderPage(<SavedSearchesSection />, {
      url: '/student/dashboard?fane=favoritter',
      user: STUDENT,
    });

    const list = await screen.findByRole('list', { name: 'Lagrede søk' });
    const item = within(list).getByRole('listitem');
    const link = within(item).getByRole('link', { name: new RegExp(name) });
    const remove = within(item).getByRole('button', { name: `Slett søket ${name}` });
    expect(within(link).getByText(name)).toHaveStyle({ overflowWrap: 'anywhere' });
    // A flex item's automatic minimum width is its longest word: 0 lets the link shrink.
    expect(link).toHaveStyle({ minWidth: '0' });
    // Not MUI's secondaryAction, which is laid over the row's end (position: absolute).
    expect(remove.parentElement).toBe(item);
    expect(remove).toHaveStyle({ flexShrink: '0' });
  });

  it('says the saved searches could not be loaded, not the job ads, with a retry', async () => {
    mockApi((path) => (path === '/api/jobs/saved-searches' ? json(500) : json(404)));
    renderPage(<SavedSearchesSection />, {
      url: '/student/dashboard?fane=favoritter',
      user: STUDENT,
    });
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });
});
