import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { Job } from '@yrkesbro/contracts';
import { BUSINESS_UUID, PROFILE, job, jobsResponse } from '../testing/fixtures.ts';
import { json, mockApi, renderPage } from '../testing/render-page.tsx';
import JobsAllPage from './jobs-all-page.tsx';

const page = { url: `/business/jobs/all/${BUSINESS_UUID}`, path: '/business/jobs/all/:uuid' };

/** Serves the business's jobs and records every call, so a test can see what was sent when. */
function serve(
  initial: Job[],
  deleteAnswer: () => Response = () => new Response(null, { status: 204 }),
) {
  let jobs = initial;
  const calls: string[] = [];
  mockApi((path, request) => {
    calls.push(`${request.method} ${path}`);
    if (path === '/api/businesses/mine') return json(200, PROFILE);
    if (path === `/api/businesses/jobs/jobs-by-business/${BUSINESS_UUID}`)
      return json(200, jobsResponse(jobs));
    if (request.method === 'DELETE') {
      const answer = deleteAnswer();
      if (answer.ok) jobs = jobs.filter((one) => path !== `/api/businesses/job/${one.uuid}`);
      return answer;
    }
    return json(404);
  });
  return { calls, deletes: () => calls.filter((call) => call.startsWith('DELETE')) };
}

const two = [
  job(),
  job({
    uuid: 'job-2',
    title: 'Elektrikerlærling',
    status: 'draft',
    created_at: '2027-01-05T08:00:00Z',
  }),
];

describe('JobsAllPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists every job with status, place and Norwegian date', async () => {
    serve(two);
    renderPage(<JobsAllPage />, page);
    expect(screen.getByRole('heading', { name: 'Alle stillinger', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Alle stillinger' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Tømrerlærling');
    expect(items[0]).toHaveTextContent('Aktiv');
    expect(items[0]).toHaveTextContent('Opprettet 12. mars 2027');
    expect(items[0]).toHaveTextContent('5 000 – 7 500 kr');
    expect(items[1]).toHaveTextContent('Utkast');
    expect(items[1]).toHaveTextContent('Opprettet 5. januar 2027');
    expect(await within(items[1]).findByRole('link', { name: /Rediger/ })).toHaveAttribute(
      'href',
      '/business/jobs/job-2/edit',
    );
  });

  it.each([
    [
      3,
      'Stillingen har 3 søknader. De slettes med stillingen. Søkere som ikke er avvist, får beskjed på e-post, og planlagte intervjuer avlyses.',
    ],
    [
      1,
      'Stillingen har 1 søknad. Den slettes med stillingen. Er søkeren ikke avvist, får søkeren beskjed på e-post, og et planlagt intervju avlyses.',
    ],
  ])("says what goes with a job's %i application(s) before deleting it", async (count, text) => {
    serve([job({ application_count: count })]);
    renderPage(<JobsAllPage />, page);
    await userEvent.click(await screen.findByRole('button', { name: 'Slett Tømrerlærling' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      `${JOB_MESSAGES.deleteConfirm} ${text} Vil du bare skjule stillingen, sett den til Utkast.`,
    );
  });

  it('asks for confirmation before calling DELETE, and Avbryt sends nothing', async () => {
    const { deletes } = serve(two);
    renderPage(<JobsAllPage />, page);

    await userEvent.click(await screen.findByRole('button', { name: 'Slett Tømrerlærling' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(JOB_MESSAGES.deleteConfirm);
    expect(dialog).toHaveAccessibleDescription(JOB_MESSAGES.deleteConfirm);
    expect(deletes()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Slett Tømrerlærling' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Slett' }),
    );

    expect(await screen.findByText('Stillingen er slettet')).toBeInTheDocument();
    expect(deletes()).toEqual(['DELETE /api/businesses/job/job-1']);
    await waitFor(() => expect(screen.queryByText('Tømrerlærling')).not.toBeInTheDocument());
    expect(screen.getByText('Elektrikerlærling')).toBeInTheDocument();
    // Its Slett button went with the job: the keyboard goes on from the list.
    await waitFor(() => expect(screen.getByRole('list', { name: /./ })).toHaveFocus());
  });

  it('toasts Kunne ikke slette stilling when the delete fails and keeps the job', async () => {
    const { deletes } = serve(two, () => json(500));
    renderPage(<JobsAllPage />, page);
    await userEvent.click(await screen.findByRole('button', { name: 'Slett Tømrerlærling' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Slett' }),
    );
    expect(await screen.findByText(JOB_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(deletes()).toHaveLength(1);
    expect(screen.getByText('Tømrerlærling')).toBeInTheDocument();
    // Still open, to try again with the same button.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the empty state with a way to create the first job', async () => {
    serve([]);
    renderPage(<JobsAllPage />, page);
    expect(await screen.findByRole('heading', { name: JOB_MESSAGES.noJobs })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ny stilling' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/business/jobs/create');
  });

  it('shows the error with a retry', async () => {
    mockApi(() => json(500));
    renderPage(<JobsAllPage />, page);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(JOB_MESSAGES.loadFailed);
    expect(within(alert).getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });

  it('invites nobody to post on another business’s empty list', async () => {
    mockApi((path) => {
      if (path === '/api/businesses/mine') return json(200, { ...PROFILE, uuid: 'en-annen' });
      if (path.startsWith('/api/businesses/jobs/jobs-by-business/'))
        return json(200, jobsResponse([]));
      return json(404);
    });
    renderPage(<JobsAllPage />, page);
    expect(
      await screen.findByText('Bedriften har ingen ledige stillinger akkurat nå.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ny stilling' })).not.toBeInTheDocument();
  });

  it('offers no edit or delete on another business’s jobs', async () => {
    mockApi((path) => {
      if (path === '/api/businesses/mine') return json(200, { ...PROFILE, uuid: 'en-annen' });
      if (path.startsWith('/api/businesses/jobs/jobs-by-business/'))
        return json(200, jobsResponse(two));
      return json(404);
    });
    renderPage(<JobsAllPage />, page);
    await screen.findByText('Elektrikerlærling');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Slett/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: /^Rediger/ })).not.toBeInTheDocument();
  });
});
