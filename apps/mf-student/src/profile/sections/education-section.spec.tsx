import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { STUDENT, apiError, json, mockApi, renderPage } from '../../testing/render-page.tsx';
import { EducationSection } from './education-section.tsx';
import { anEducation } from './section-fixtures.ts';

/** Captures what each call sent; `answer` decides the reply. */
function serve(answer: (request: Request) => Response = () => json(201, anEducation())) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  mockApi(async (path, request) => {
    const text = await request.text();
    sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    return answer(request);
  });
  return sent;
}

function render(education = [anEducation()], editable = true, user = STUDENT) {
  return renderPage(<EducationSection education={education} editable={editable} />, {
    url: '/',
    user,
  });
}

const DRAFT_NOTICE = /Det du skrev sist, er hentet fram igjen/;

async function type(dialog: HTMLElement, label: RegExp, text: string) {
  const field = within(dialog).getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('EducationSection', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('lists each education with school, period and description', () => {
    render();
    const section = screen.getByRole('region', { name: 'Utdanning' });
    expect(
      within(section).getByRole('heading', { name: 'Elektro og datateknologi' }),
    ).toBeVisible();
    const meta = within(section).getByText('Bergen tekniske fagskole').parentElement!;
    expect(meta).toHaveTextContent('Bergen tekniske fagskole · 2025–2027');
    // Each part isolated, so right-to-left text beside it cannot turn the years around.
    expect([...meta.querySelectorAll('bdi')].map((part) => part.textContent)).toEqual([
      'Bergen tekniske fagskole',
      '2025–2027',
    ]);
    expect(within(section).getByText('Vg1 og Vg2 med fordypning i automasjon.')).toBeVisible();
  });

  it('asks for the required fields without sending anything', async () => {
    const sent = serve();
    render([]);
    await userEvent.click(screen.getByRole('button', { name: 'Legg til utdanning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Legg til utdanning' });
    await type(dialog, /^Beskrivelse/, 'Bare beskrivelse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(await within(dialog).findAllByText(STUDENT_MESSAGES.requiredFields)).toHaveLength(3);
    expect(sent).toEqual([]);
  });

  it('adds an education with the trimmed fields and closes', async () => {
    const sent = serve();
    render([]);
    await userEvent.click(screen.getByRole('button', { name: 'Legg til utdanning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Legg til utdanning' });
    await type(dialog, /^Utdanning/, ' Bygg- og anleggsteknikk ');
    await type(dialog, /^Skole/, 'Årstad videregående');
    await type(dialog, /^Periode/, '2024–2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(await screen.findByText(STUDENT_MESSAGES.educationAdded)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/users/education',
        body: {
          educationName: 'Bygg- og anleggsteknikk',
          schoolName: 'Årstad videregående',
          yearPeriod: '2024–2026',
          description: '',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits in the same dialog, prefilled, and keeps the typing when saving fails', async () => {
    const sent = serve(() => apiError(500, ''));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Rediger Elektro og datateknologi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger utdanning' });
    expect(within(dialog).getByLabelText(/^Skole/)).toHaveValue('Bergen tekniske fagskole');
    await type(dialog, /^Periode/, '2025–2028');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText(STUDENT_MESSAGES.educationUpdateFailed)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/users/education/education-1',
        body: {
          educationName: 'Elektro og datateknologi',
          schoolName: 'Bergen tekniske fagskole',
          yearPeriod: '2025–2028',
          description: 'Vg1 og Vg2 med fordypning i automasjon.',
        },
      },
    ]);
    expect(within(dialog).getByLabelText(/^Periode/)).toHaveValue('2025–2028');
    expect(within(dialog).getByRole('button', { name: 'Lagre' })).toBeEnabled();
  });

  it('keeps a new education in the tab when the page goes before it is saved, for that student only, and forgets it once saved', async () => {
    const sent = serve();
    const first = render([]);
    await userEvent.click(screen.getByRole('button', { name: 'Legg til utdanning' }));
    let dialog = await screen.findByRole('dialog', { name: 'Legg til utdanning' });
    await type(dialog, /^Utdanning/, 'Bygg- og anleggsteknikk');
    await type(dialog, /^Skole/, 'Årstad videregående');
    // The session ended: the page goes to /login, and comes back once signed in again.
    first.unmount();

    // Someone else signing in on the tab is not shown it.
    const other = render([], true, { ...STUDENT, id: '7' });
    await userEvent.click(screen.getByRole('button', { name: 'Legg til utdanning' }));
    dialog = await screen.findByRole('dialog', { name: 'Legg til utdanning' });
    expect(within(dialog).getByLabelText(/^Utdanning/)).toHaveValue('');
    expect(within(dialog).queryByText(DRAFT_NOTICE)).not.toBeInTheDocument();
    other.unmount();

    render([]);
    await userEvent.click(screen.getByRole('button', { name: 'Legg til utdanning' }));
    dialog = await screen.findByRole('dialog', { name: 'Legg til utdanning' });
    expect(await within(dialog).findByText(DRAFT_NOTICE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Utdanning/)).toHaveValue('Bygg- og anleggsteknikk');
    expect(within(dialog).getByLabelText(/^Skole/)).toHaveValue('Årstad videregående');
    await type(dialog, /^Periode/, '2024–2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(await screen.findByText(STUDENT_MESSAGES.educationAdded)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(Object.keys(sessionStorage)).toEqual([]));
  });

  it('keeps the changes to an education for its own Rediger, and forgets them on Avbryt', async () => {
    serve();
    const first = render();
    await userEvent.click(screen.getByRole('button', { name: 'Rediger Elektro og datateknologi' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rediger utdanning' });
    await type(dialog, /^Periode/, '2025–2028');
    first.unmount();

    render();
    // Legg til is another form: it opens empty.
    await userEvent.click(screen.getByRole('button', { name: 'Legg til utdanning' }));
    dialog = await screen.findByRole('dialog', { name: 'Legg til utdanning' });
    expect(within(dialog).getByLabelText(/^Periode/)).toHaveValue('');
    expect(within(dialog).queryByText(DRAFT_NOTICE)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Rediger Elektro og datateknologi' }));
    dialog = await screen.findByRole('dialog', { name: 'Rediger utdanning' });
    expect(await within(dialog).findByText(DRAFT_NOTICE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Periode/)).toHaveValue('2025–2028');
    expect(within(dialog).getByLabelText(/^Skole/)).toHaveValue('Bergen tekniske fagskole');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));

    expect(Object.keys(sessionStorage)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Rediger Elektro og datateknologi' }));
    dialog = await screen.findByRole('dialog', { name: 'Rediger utdanning' });
    expect(within(dialog).getByLabelText(/^Periode/)).toHaveValue('2025–2027');
    expect(within(dialog).queryByText(DRAFT_NOTICE)).not.toBeInTheDocument();
  });

  it('deletes after the confirmation and toasts', async () => {
    const sent = serve(() => new Response(null, { status: 204 }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Slett Elektro og datateknologi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slett utdanning' });
    expect(confirm).toHaveTextContent(STUDENT_MESSAGES.educationDeleteConfirm);
    expect(sent).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));

    expect(await screen.findByText(STUDENT_MESSAGES.educationDeleted)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/users/education/education-1', body: undefined },
    ]);
    // The row's button goes with the row: focus goes to the section instead of the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Utdanning' })).toHaveFocus());
  });

  it('says the server’s message when deleting fails', async () => {
    serve(() => apiError(404, STUDENT_MESSAGES.itemNotFound));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Slett Elektro og datateknologi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slett utdanning' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    expect(await screen.findByText(STUDENT_MESSAGES.itemNotFound)).toBeInTheDocument();
  });

  it('read-only: shows the list without buttons, and a short sentence when empty', () => {
    const { unmount } = render([anEducation()], false);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    render([], false);
    expect(screen.getByText('Ingen utdanning lagt til ennå')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
