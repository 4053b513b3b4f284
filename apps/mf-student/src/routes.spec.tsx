import { screen, waitFor, within } from '@testing-library/react';
import type { StudentPageKey } from '@yrkesbro/federation';
import { aJob } from './testing/fixtures.ts';
import { STUDENT, json, mockApi, renderPage } from './testing/render-page.tsx';
import StudentPages from './routes.tsx';

describe("mf-student's pages", () => {
  afterEach(() => jest.restoreAllMocks());

  it.each<[StudentPageKey, string, string]>([
    ['assessments', '/assessments', 'Ferdighetstester'],
    ['assessment-progress', '/assessments/progress', 'Din fremgang'],
    ['video', '/videos/7', 'Video'],
    ['videos-manage', '/videos/manage', 'Administrer videoer'],
    ['videos-thumbnail', '/videos/thumbnail', 'Miniatyrbilde'],
  ])('%s (%s) shows its heading', async (page, url, heading) => {
    mockApi(() => json(200, []));
    renderPage(<StudentPages page={page} />, { url, user: STUDENT });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} – Yrkesbro`);
  });

  it('apply (/jobs/:id/apply) opens the job with its søknad dialog', async () => {
    const job = aJob();
    mockApi((path) => {
      if (path === `/api/jobs/${job.uuid}`) return json(200, job);
      if (path === `/api/jobs/applied/${job.uuid}`) return json(200, { applied: false });
      return json(200, []);
    });
    renderPage(<StudentPages page="apply" />, {
      url: `/jobs/${job.uuid}/apply`,
      path: '/jobs/:id/apply',
      user: STUDENT,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Søk på stillingen' });
    expect(within(dialog).getByLabelText(/^Søknadsbrev/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: job.title, hidden: true }),
    ).toBeInTheDocument();
  });

  it('apply shows Du har søkt and no dialog when the søknad was sent before', async () => {
    const job = aJob();
    mockApi((path) => {
      if (path === `/api/jobs/${job.uuid}`) return json(200, job);
      if (path === `/api/jobs/applied/${job.uuid}`) return json(200, { applied: true });
      return json(200, []);
    });
    renderPage(<StudentPages page="apply" />, {
      url: `/jobs/${job.uuid}/apply`,
      path: '/jobs/:id/apply',
      user: STUDENT,
    });
    expect(await screen.findByRole('button', { name: 'Du har søkt' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
