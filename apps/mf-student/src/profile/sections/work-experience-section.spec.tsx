import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_TEXT_MAX, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { STUDENT, apiError, json, mockApi, renderPage } from '../../testing/render-page.tsx';
import { aWorkExperience } from './section-fixtures.ts';
import { WorkExperienceSection } from './work-experience-section.tsx';

function serve(answer: () => Response = () => json(201, aWorkExperience())) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  mockApi(async (path, request) => {
    const text = await request.text();
    sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    return answer();
  });
  return sent;
}

function render(workExperience = [aWorkExperience()], editable = true) {
  return renderPage(<WorkExperienceSection workExperience={workExperience} editable={editable} />, {
    url: '/',
    user: STUDENT,
  });
}

const DRAFT_NOTICE = /Det du skrev sist, er hentet fram igjen/;

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Legg til arbeidserfaring' }));
  return screen.findByRole('dialog', { name: 'Legg til arbeidserfaring' });
}

async function type(dialog: HTMLElement, label: RegExp, text: string) {
  await userEvent.click(within(dialog).getByLabelText(label));
  await userEvent.paste(text);
}

describe('WorkExperienceSection', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows position, company, period and description', () => {
    render();
    const section = screen.getByRole('region', { name: 'Arbeidserfaring' });
    expect(within(section).getByRole('heading', { name: 'Butikkmedarbeider' })).toBeVisible();
    expect(within(section).getByText('Jernia Bergen').parentElement).toHaveTextContent(
      'Jernia Bergen · Sommeren 2026',
    );
    expect(within(section).getByText('Kundeservice og varemottak.')).toBeVisible();
  });

  it('says Ingen arbeidserfaring lagt til ennå when empty', () => {
    render([]);
    expect(screen.getByText(STUDENT_MESSAGES.workEmpty)).toBeVisible();
  });

  it('requires every field and sends nothing until they are filled', async () => {
    const sent = serve();
    render([]);
    const dialog = await openDialog();
    await type(dialog, /^Stilling/, 'Lagermedarbeider');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(await within(dialog).findAllByText(STUDENT_MESSAGES.requiredFields)).toHaveLength(3);
    expect(sent).toEqual([]);
  });

  it('adds the job with the API’s field names', async () => {
    const sent = serve();
    render([]);
    const dialog = await openDialog();
    await type(dialog, /^Stilling/, 'Lagermedarbeider ');
    await type(dialog, /^Bedrift/, 'Bring');
    await type(dialog, /^Periode/, '2025–2026');
    await type(dialog, /^Beskrivelse/, 'Plukk og pakk.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(await screen.findByText(STUDENT_MESSAGES.workAdded)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/users/work',
        body: {
          position: 'Lagermedarbeider',
          company: 'Bring',
          year_period: '2025–2026',
          description: 'Plukk og pakk.',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes a description up to the limit the API keeps, counting down to it', async () => {
    render([]);
    const dialog = await openDialog();
    const description = within(dialog).getByLabelText(/^Beskrivelse/);
    expect(description).toHaveAttribute('maxLength', String(PROFILE_TEXT_MAX.workDescription));
    // A paste past the limit is cut there, and the field says so.
    await type(dialog, /^Beskrivelse/, 'x'.repeat(PROFILE_TEXT_MAX.workDescription + 500));
    expect(description).toHaveValue('x'.repeat(PROFILE_TEXT_MAX.workDescription));
    expect(description).toHaveAccessibleDescription(
      /2\u00a0000 av 2\u00a0000 tegn – mer får ikke plass/,
    );
  });

  it('keeps the dialog and what was typed when adding fails', async () => {
    serve(() => json(500));
    render([]);
    const dialog = await openDialog();
    await type(dialog, /^Stilling/, 'Lagermedarbeider');
    await type(dialog, /^Bedrift/, 'Bring');
    await type(dialog, /^Periode/, '2025');
    await type(dialog, /^Beskrivelse/, 'Plukk.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(await screen.findByText(STUDENT_MESSAGES.workFailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Bedrift/)).toHaveValue('Bring');
  });

  it('edits in the same dialog, prefilled, and keeps the typing when saving fails', async () => {
    let fail = true;
    const sent = serve(() => (fail ? apiError(500, '') : json(200, aWorkExperience())));
    render();
    await userEvent.click(
      screen.getByRole('button', { name: 'Rediger Butikkmedarbeider hos Jernia Bergen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rediger arbeidserfaring' });
    expect(within(dialog).getByLabelText(/^Bedrift/)).toHaveValue('Jernia Bergen');
    const period = within(dialog).getByLabelText(/^Periode/);
    await userEvent.clear(period);
    await type(dialog, /^Periode/, 'Sommeren 2026 og 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText(STUDENT_MESSAGES.workUpdateFailed)).toBeInTheDocument();
    expect(period).toHaveValue('Sommeren 2026 og 2027');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText(STUDENT_MESSAGES.workUpdated)).toBeInTheDocument();
    const edit = {
      method: 'PUT',
      path: '/api/users/work/work-1',
      body: {
        position: 'Butikkmedarbeider',
        company: 'Jernia Bergen',
        year_period: 'Sommeren 2026 og 2027',
        description: 'Kundeservice og varemottak.',
      },
    };
    expect(sent).toEqual([edit, edit]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a new job in the tab when the page goes before it is saved, and forgets it on Escape', async () => {
    serve();
    const first = render([]);
    let dialog = await openDialog();
    await type(dialog, /^Stilling/, 'Lagermedarbeider');
    await type(dialog, /^Beskrivelse/, 'Plukk og pakking.');
    // The session ended: the page goes to /login, and comes back once signed in again.
    first.unmount();

    render([]);
    dialog = await openDialog();
    expect(await within(dialog).findByText(DRAFT_NOTICE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Stilling/)).toHaveValue('Lagermedarbeider');
    expect(within(dialog).getByLabelText(/^Beskrivelse/)).toHaveValue('Plukk og pakking.');
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.keys(sessionStorage)).toEqual([]);
    dialog = await openDialog();
    expect(within(dialog).getByLabelText(/^Stilling/)).toHaveValue('');
    expect(within(dialog).queryByText(DRAFT_NOTICE)).not.toBeInTheDocument();
  });

  it('keeps the changes to a job for its Rediger when the page goes, and forgets them once saved', async () => {
    const sent = serve(() => json(200, aWorkExperience()));
    const rediger = { name: 'Rediger Butikkmedarbeider hos Jernia Bergen' };
    const first = render();
    await userEvent.click(screen.getByRole('button', rediger));
    let dialog = await screen.findByRole('dialog', { name: 'Rediger arbeidserfaring' });
    await userEvent.clear(within(dialog).getByLabelText(/^Bedrift/));
    await type(dialog, /^Bedrift/, 'Jernia Oslo');
    first.unmount();

    render();
    await userEvent.click(screen.getByRole('button', rediger));
    dialog = await screen.findByRole('dialog', { name: 'Rediger arbeidserfaring' });
    expect(await within(dialog).findByText(DRAFT_NOTICE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Bedrift/)).toHaveValue('Jernia Oslo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText(STUDENT_MESSAGES.workUpdated)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ position: 'Butikkmedarbeider', company: 'Jernia Oslo' });
    await waitFor(() => expect(Object.keys(sessionStorage)).toEqual([]));
  });

  it('asks the exact question before deleting, and deletes on Slett', async () => {
    const sent = serve(() => new Response(null, { status: 204 }));
    render();
    await userEvent.click(
      screen.getByRole('button', { name: 'Slett Butikkmedarbeider hos Jernia Bergen' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Slett arbeidserfaring' });
    expect(
      within(confirm).getByText('Er du sikker på at du vil slette denne arbeidserfaringen?'),
    ).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));

    expect(await screen.findByText(STUDENT_MESSAGES.workDeleted)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/users/work/work-1', body: undefined }]);
  });

  it('Avbryt deletes nothing; a failed deletion says so', async () => {
    const sent = serve(() => apiError(500, ''));
    render();
    const remove = screen.getByRole('button', {
      name: 'Slett Butikkmedarbeider hos Jernia Bergen',
    });
    await userEvent.click(remove);
    let confirm = await screen.findByRole('dialog', { name: 'Slett arbeidserfaring' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await userEvent.click(remove);
    confirm = await screen.findByRole('dialog', { name: 'Slett arbeidserfaring' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    expect(await screen.findByText(STUDENT_MESSAGES.workDeleteFailed)).toBeInTheDocument();
  });

  it('read-only: no buttons', () => {
    render([aWorkExperience()], false);
    expect(screen.getByRole('heading', { name: 'Butikkmedarbeider' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
