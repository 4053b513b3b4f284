import { waitFor } from '@testing-library/react';
import { aJob } from '../testing/fixtures.ts';
import { BUSINESS, STUDENT, json, mockApi, renderPage, requests } from '../testing/render-page.tsx';
import { studentJobsApi } from './student-jobs-api.ts';
import { useFavoritesShown } from './use-favorite-jobs.ts';

const JOB = aJob();

/** A page that shows hearts, counting how often it renders. */
function PageWithHearts({ renders }: { renders: { count: number } }) {
  renders.count += 1;
  return <p>{useFavoritesShown() ? 'hjerter' : 'ingen hjerter'}</p>;
}

const favoritesAsked = (fetchMock: jest.SpyInstance) =>
  requests(fetchMock).filter(({ url }) => url.pathname === '/api/jobs/favorites').length;

describe('useFavoritesShown', () => {
  afterEach(() => jest.restoreAllMocks());

  it("loads a student's favourites without rendering the page again as they come", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi((path) =>
      path === '/api/jobs/favorites' ? new Promise((resolve) => (answer = resolve)) : json(200, []),
    );
    const renders = { count: 0 };
    const { store, getByText } = renderPage(<PageWithHearts renders={renders} />, {
      url: '/jobs',
      user: STUDENT,
    });
    expect(getByText('hjerter')).toBeInTheDocument();
    await waitFor(() => expect(favoritesAsked(fetchMock)).toBe(1));
    answer(json(200, [JOB]));
    const favorites = studentJobsApi.endpoints.getFavoriteJobs.select();
    // The shared store's type knows only the api's own endpoints; the state is the same object.
    const state = () => store.getState() as unknown as Parameters<typeof favorites>[0];
    await waitFor(() => expect(favorites(state()).data).toEqual([JOB]));
    // Neither the request starting nor its answer rendered the page again.
    expect(renders.count).toBe(1);
  });

  it('asks nothing for a business, which sees no hearts', async () => {
    const fetchMock = mockApi(() => json(200, []));
    const renders = { count: 0 };
    const { getByText } = renderPage(<PageWithHearts renders={renders} />, {
      url: '/jobs',
      user: BUSINESS,
    });
    expect(getByText('ingen hjerter')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(favoritesAsked(fetchMock)).toBe(0);
  });
});
