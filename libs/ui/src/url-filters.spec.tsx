import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, useDebouncedUrlText, useUrlFilters } from './url-filters.ts';

let setFilters: ReturnType<typeof useUrlFilters>['setFilters'];
let navigateTo: (to: string) => void;

/** A link elsewhere on the page (back and forward, a filter reset) that changes the address. */
function Elsewhere() {
  navigateTo = useNavigate();
  return null;
}

function Filters() {
  ({ setFilters } = useUrlFilters());
  return <output aria-label="adresse">{useLocation().search}</output>;
}

describe('useUrlFilters', () => {
  it('keeps both of two filters written before the address renders again', () => {
    render(
      <MemoryRouter initialEntries={['/jobs?page=2']}>
        <Filters />
      </MemoryRouter>,
    );
    // Two search boxes whose typing paused together: both write before the next render.
    act(() => {
      setFilters({ q: 'lærling' }, { replace: true });
      setFilters({ location: 'Bergen' }, { replace: true });
    });
    const address = new URLSearchParams(screen.getByLabelText('adresse').textContent ?? '');
    expect(Object.fromEntries(address)).toEqual({ q: 'lærling', location: 'Bergen' });
  });

  it('starts from the address as it is now when something else changed it', () => {
    render(
      <MemoryRouter initialEntries={['/jobs?q=kokk']}>
        <Filters />
        <Elsewhere />
      </MemoryRouter>,
    );
    act(() => setFilters({ location: 'Oslo' }));
    act(() => navigateTo('/jobs?q=r%C3%B8r'));
    act(() => setFilters({ job_type: 'contract' }));
    const address = new URLSearchParams(screen.getByLabelText('adresse').textContent ?? '');
    expect(Object.fromEntries(address)).toEqual({ q: 'rør', job_type: 'contract' });
  });
});

let type: (text: string) => void;

function SearchBox() {
  const { text, setFilters: write } = useUrlFilters();
  [, type] = useDebouncedUrlText('q', text('q'), write);
  return null;
}

describe('useDebouncedUrlText', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/admin/dashboard');
  });
  afterEach(() => jest.useRealTimers());

  const renderOnPage = () =>
    render(
      <BrowserRouter>
        <SearchBox />
        <Elsewhere />
      </BrowserRouter>,
    );

  it('writes the text to the address when typing pauses', () => {
    renderOnPage();
    act(() => type('Emma'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/admin/dashboard?q=Emma');
  });

  it('writes nothing once a link has left the page before typing paused', () => {
    renderOnPage();
    act(() => type('Emma'));
    // The link's page may still be loading, with the page left on screen and its timer running.
    act(() => navigateTo('/profile/emma'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/profile/emma');
  });
});
