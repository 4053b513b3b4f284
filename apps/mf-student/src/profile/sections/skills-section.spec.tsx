import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { STUDENT, apiError, json, mockApi, renderPage } from '../../testing/render-page.tsx';
import { aSkill } from './section-fixtures.ts';
import { SkillsSection } from './skills-section.tsx';

const VOCATIONS = [
  { id: 3, name: 'Elektriker' },
  { id: 5, name: 'Rørlegger' },
];

function serve({
  vocations = () => json(200, VOCATIONS),
  add = () => json(201, aSkill()),
  update = () => json(200, aSkill()),
  remove = () => new Response(null, { status: 204 }),
}: {
  vocations?: () => Response;
  add?: () => Response;
  update?: () => Response;
  remove?: () => Response;
} = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  mockApi(async (path, request) => {
    if (path === '/api/vocations') return vocations();
    const text = await request.text();
    sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    if (request.method === 'PUT') return update();
    return request.method === 'DELETE' ? remove() : add();
  });
  return sent;
}

function render(skills = [aSkill()], editable = true) {
  return renderPage(<SkillsSection skills={skills} editable={editable} />, {
    url: '/',
    user: STUDENT,
  });
}

const DRAFT_NOTICE = /Det du skrev sist, er hentet fram igjen/;

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Legg til ferdighet' }));
  return screen.findByRole('dialog', { name: 'Legg til ferdighet' });
}

/** Lodding, Rørlegger, 80 %: typed, chosen once the categories have come, and slid to. */
async function fillIn(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByLabelText(/^Ferdighet/));
  await userEvent.paste(' Lodding ');
  const category = within(dialog).getByLabelText(/^Kategori/);
  await waitFor(() => expect(category).toBeEnabled());
  await userEvent.selectOptions(category, 'Rørlegger');
  fireEvent.change(within(dialog).getByRole('slider', { name: /^Nivå/ }), {
    target: { value: 80 },
  });
}

describe('SkillsSection', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows each skill with its category and level', () => {
    render();
    const section = screen.getByRole('region', { name: 'Ferdigheter' });
    expect(within(section).getByText('Kabeltrekking')).toBeVisible();
    expect(within(section).getByText('Elektriker')).toBeVisible();
    expect(within(section).getByText('70 %')).toBeVisible();
  });

  it('sends nothing without a trimmed name and a category, and says which is missing', async () => {
    const sent = serve();
    render([]);
    const dialog = await openDialog();
    const add = within(dialog).getByRole('button', { name: 'Legg til' });
    const category = within(dialog).getByLabelText(/^Kategori/);
    await waitFor(() => expect(category).toBeEnabled());
    await userEvent.click(add);
    expect(await within(dialog).findByText(STUDENT_MESSAGES.skillNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(STUDENT_MESSAGES.skillVocationRequired)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Ferdighet/)).toHaveFocus());

    await userEvent.paste('   ');
    await userEvent.selectOptions(category, 'Rørlegger');
    await userEvent.click(add);
    expect(await within(dialog).findByText(STUDENT_MESSAGES.skillNameRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('adds the skill with name, level and vocation id', async () => {
    const sent = serve();
    render([]);
    const dialog = await openDialog();
    const slider = within(dialog).getByRole('slider', { name: /^Nivå/ });
    expect(slider).toHaveValue('50');
    expect(slider).toHaveAttribute('aria-valuetext', '50 %');
    expect(within(dialog).getByText('Nybegynner')).toBeInTheDocument();
    expect(within(dialog).getByText('Gjennomsnittlig')).toBeInTheDocument();
    expect(within(dialog).getByText('Ekspert')).toBeInTheDocument();

    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(await screen.findByText(STUDENT_MESSAGES.skillAdded)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/users/skills',
        body: { name: 'Lodding', proficiency: 80, vocationId: 5 },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s message on a duplicate and keeps the dialog', async () => {
    serve({ add: () => apiError(409, STUDENT_MESSAGES.skillDuplicate) });
    render();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText(/^Ferdighet/));
    await userEvent.paste('Kabeltrekking');
    const category = within(dialog).getByLabelText(/^Kategori/);
    await waitFor(() => expect(category).toBeEnabled());
    await userEvent.selectOptions(category, 'Elektriker');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(
      await screen.findByText(STUDENT_MESSAGES.skillDuplicate, { selector: '#notistack-snackbar' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Ferdighet/)).toHaveAccessibleDescription(
      STUDENT_MESSAGES.skillDuplicate,
    );
    expect(within(dialog).getByLabelText(/^Ferdighet/)).toHaveValue('Kabeltrekking');
  });

  it('falls back to Kunne ikke legge til ferdighet', async () => {
    serve({ add: () => json(500) });
    render();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText(/^Ferdighet/));
    await userEvent.paste('Lodding');
    const category = within(dialog).getByLabelText(/^Kategori/);
    await waitFor(() => expect(category).toBeEnabled());
    await userEvent.selectOptions(category, 'Elektriker');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));
    expect(await screen.findByText(STUDENT_MESSAGES.skillFailed)).toBeInTheDocument();
  });

  it('edits the level in the same dialog, prefilled; a duplicate name keeps the dialog', async () => {
    let answer = () => apiError(409, STUDENT_MESSAGES.skillDuplicate);
    const sent = serve({ update: () => answer() });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Rediger Kabeltrekking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger ferdighet' });
    expect(within(dialog).getByLabelText(/^Ferdighet/)).toHaveValue('Kabeltrekking');
    const category = within(dialog).getByLabelText(/^Kategori/);
    await waitFor(() => expect(category).toBeEnabled());
    expect(category).toHaveValue('3');
    const slider = within(dialog).getByRole('slider', { name: /^Nivå/ });
    expect(slider).toHaveValue('70');
    fireEvent.change(slider, { target: { value: 90 } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));

    // At the name too, read out with it: the toast beside an open dialog is hidden from screen readers.
    const name = within(dialog).getByLabelText(/^Ferdighet/);
    await waitFor(() => expect(name).toHaveAccessibleDescription(STUDENT_MESSAGES.skillDuplicate));
    expect(name).toBeInvalid();
    expect(name).toHaveFocus();
    expect(slider).toHaveValue('90');
    answer = () => json(200, aSkill({ proficiency: 90 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText(STUDENT_MESSAGES.skillUpdated)).toBeInTheDocument();
    const edit = {
      method: 'PUT',
      path: '/api/users/skills/skill-1',
      body: { name: 'Kabeltrekking', proficiency: 90, vocationId: 3 },
    };
    expect(sent).toEqual([edit, edit]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a new skill in the tab when the page goes before it is added, and forgets it once added', async () => {
    const sent = serve();
    const first = render([]);
    let dialog = await openDialog();
    await fillIn(dialog);
    // The session ended: the page goes to /login, and comes back once signed in again.
    first.unmount();

    render([]);
    dialog = await openDialog();
    expect(await within(dialog).findByText(DRAFT_NOTICE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Ferdighet/)).toHaveValue(' Lodding ');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Kategori/)).toBeEnabled());
    expect(within(dialog).getByLabelText(/^Kategori/)).toHaveValue('5');
    expect(within(dialog).getByRole('slider', { name: /^Nivå/ })).toHaveValue('80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(await screen.findByText(STUDENT_MESSAGES.skillAdded)).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([
      { name: 'Lodding', proficiency: 80, vocationId: 5 },
    ]);
    await waitFor(() => expect(Object.keys(sessionStorage)).toEqual([]));
  });

  it('keeps the changes to a skill for its Rediger when the page goes, and forgets them on Avbryt', async () => {
    serve();
    const first = render();
    await userEvent.click(screen.getByRole('button', { name: 'Rediger Kabeltrekking' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rediger ferdighet' });
    fireEvent.change(within(dialog).getByRole('slider', { name: /^Nivå/ }), {
      target: { value: 95 },
    });
    first.unmount();

    render();
    await userEvent.click(screen.getByRole('button', { name: 'Rediger Kabeltrekking' }));
    dialog = await screen.findByRole('dialog', { name: 'Rediger ferdighet' });
    expect(await within(dialog).findByText(DRAFT_NOTICE)).toBeInTheDocument();
    expect(within(dialog).getByRole('slider', { name: /^Nivå/ })).toHaveValue('95');
    expect(within(dialog).getByLabelText(/^Ferdighet/)).toHaveValue('Kabeltrekking');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));

    expect(Object.keys(sessionStorage)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Rediger Kabeltrekking' }));
    dialog = await screen.findByRole('dialog', { name: 'Rediger ferdighet' });
    expect(within(dialog).getByRole('slider', { name: /^Nivå/ })).toHaveValue('70');
    expect(within(dialog).queryByText(DRAFT_NOTICE)).not.toBeInTheDocument();
  });

  it('says when the categories cannot be loaded, and tries again', async () => {
    let fail = true;
    serve({ vocations: () => (fail ? json(500) : json(200, VOCATIONS)) });
    render([]);
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Kunne ikke laste kategoriene.')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Kategori/)).toBeDisabled();

    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prøv igjen' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Kategori/)).toBeEnabled());
    expect(within(dialog).getByRole('option', { name: 'Rørlegger' })).toBeInTheDocument();
  });

  it('removes a skill after asking', async () => {
    const sent = serve();
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Fjern Kabeltrekking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Fjern ferdighet' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Fjern' }));

    expect(await screen.findByText(STUDENT_MESSAGES.skillRemoved)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/users/skills/skill-1', body: undefined },
    ]);
  });

  it('says Kunne ikke fjerne ferdighet when removing fails', async () => {
    serve({ remove: () => json(500) });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Fjern Kabeltrekking' }));
    const confirm = await screen.findByRole('dialog', { name: 'Fjern ferdighet' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Fjern' }));
    expect(await screen.findByText(STUDENT_MESSAGES.skillRemoveFailed)).toBeInTheDocument();
  });

  it('read-only: no buttons', () => {
    render([aSkill()], false);
    expect(screen.getByText('70 %')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
