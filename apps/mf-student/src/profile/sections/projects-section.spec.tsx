import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_SIGNATURES, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { STUDENT, apiError, json, mockApi, renderPage } from '../../testing/render-page.tsx';
import { ProjectsSection } from './projects-section.tsx';
import { aProject } from './section-fixtures.ts';

const PROJECT = aProject();

function serve(answer: () => Response = () => json(201, PROJECT)) {
  const requests: Request[] = [];
  mockApi((_path, request) => {
    requests.push(request);
    return answer();
  });
  return requests;
}

function render(projects = [PROJECT], editable = true) {
  return renderPage(<ProjectsSection projects={projects} editable={editable} />, {
    url: '/',
    user: STUDENT,
  });
}

/** A file whose first bytes are those of its type's images (none for other types). */
function image(name: string, type = 'image/png', size = 2048) {
  const bytes = new Uint8Array(size);
  const kind = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' }[type];
  bytes.set(IMAGE_SIGNATURES.find((signature) => signature.kind === kind)?.bytes ?? []);
  return new File([bytes], name, { type });
}

/** Picks images and waits for their thumbnails: the dialog first reads each file's first bytes. */
async function pickImages(dialog: HTMLElement, files: File[]) {
  await userEvent.upload(within(dialog).getByLabelText('Velg bilder'), files);
  for (const file of files) {
    await within(dialog).findByRole('img', { name: `Nytt bilde: ${file.name}` });
  }
}

async function openAddDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Legg til prosjekt' }));
  return screen.findByRole('dialog', { name: 'Legg til prosjekt' });
}

async function type(dialog: HTMLElement, label: RegExp, text: string) {
  const field = within(dialog).getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('ProjectsSection: the portfolio', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a card with cover, title, description and a link opening in a new tab', () => {
    render();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Smarthus-tavle' })).toBeVisible();
    expect(within(card).getByText(PROJECT.description)).toBeVisible();
    const link = within(card).getByRole('link', { name: /Se prosjektet/ });
    expect(link).toHaveAttribute('href', 'https://example.com/tavle');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(card).getByRole('button', { name: 'Vis alle 3 bildene fra Smarthus-tavle' }),
    ).toBeVisible();
  });

  it('never links to anything but http(s)', () => {
    render([aProject({ project_link: 'javascript:alert(1)' })]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the images full screen and moves with the buttons and the arrow keys', async () => {
    render([PROJECT], false);
    await userEvent.click(
      screen.getByRole('button', { name: 'Vis alle 3 bildene fra Smarthus-tavle' }),
    );
    const lightbox = await screen.findByRole('dialog', { name: 'Smarthus-tavle' });
    const shown = () => within(lightbox).getByRole('img');
    expect(shown()).toHaveAttribute('src', '/uploads/tavle-1.jpg');
    expect(shown()).toHaveAccessibleName('Smarthus-tavle, bilde 1 av 3');
    expect(within(lightbox).getByText('Bilde 1 av 3')).toBeVisible();

    await userEvent.click(within(lightbox).getByRole('button', { name: 'Neste bilde' }));
    expect(shown()).toHaveAttribute('src', '/uploads/tavle-2.jpg');
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('src', '/uploads/tavle-3.jpg');
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('src', '/uploads/tavle-1.jpg');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('src', '/uploads/tavle-3.jpg');
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Forrige bilde' }));
    expect(shown()).toHaveAccessibleName('Smarthus-tavle, bilde 2 av 3');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts at the first image each time it opens', async () => {
    render([PROJECT], false);
    const open = screen.getByRole('button', { name: 'Vis alle 3 bildene fra Smarthus-tavle' });
    await userEvent.click(open);
    let lightbox = await screen.findByRole('dialog', { name: 'Smarthus-tavle' });
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Neste bilde' }));
    await userEvent.click(within(lightbox).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(open);
    lightbox = await screen.findByRole('dialog', { name: 'Smarthus-tavle' });
    expect(within(lightbox).getByRole('img')).toHaveAttribute('src', '/uploads/tavle-1.jpg');
  });

  it('read-only: only the image buttons, no add, edit or delete', () => {
    render([PROJECT], false);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Vis alle 3 bildene fra Smarthus-tavle',
    ]);
  });

  it('deletes after the confirmation', async () => {
    const requests = serve(() => new Response(null, { status: 204 }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Slett Smarthus-tavle' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slett prosjekt' });
    expect(confirm).toHaveTextContent(STUDENT_MESSAGES.projectDeleteConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));

    expect(await screen.findByText(STUDENT_MESSAGES.projectDeleted)).toBeInTheDocument();
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['DELETE', '/api/users/projects/project-1'],
    ]);
  });

  it('says Kunne ikke slette prosjekt when deleting fails', async () => {
    serve(() => json(500));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Slett Smarthus-tavle' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slett prosjekt' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    expect(await screen.findByText(STUDENT_MESSAGES.projectDeleteFailed)).toBeInTheDocument();
  });
});

describe('ProjectsSection: the project dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the messages for text, link and images without sending', async () => {
    const requests = serve();
    render([]);
    const dialog = await openAddDialog();
    await type(dialog, /^Lenke/, 'min-side');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(await within(dialog).findByText(STUDENT_MESSAGES.projectTitleRequired)).toBeVisible();
    expect(within(dialog).getByText(STUDENT_MESSAGES.projectDescriptionRequired)).toBeVisible();
    expect(within(dialog).getByText(STUDENT_MESSAGES.projectLinkInvalid)).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.projectImageRequired,
    );
    expect(requests).toEqual([]);
  });

  it('refuses other file types and files over 5 MB, and keeps the good ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render([]);
    const dialog = await openAddDialog();
    const picker = within(dialog).getByLabelText('Velg bilder');

    await user.upload(picker, [image('a.png'), image('b.webp', 'image/webp')]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.projectImageType,
    );
    expect(within(dialog).getByRole('img', { name: 'Nytt bilde: a.png' })).toBeVisible();
    expect(within(dialog).queryByRole('img', { name: /b\.webp/ })).not.toBeInTheDocument();

    await user.upload(picker, image('stor.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        STUDENT_MESSAGES.projectImageTooLarge,
      ),
    );
    expect(within(dialog).getByText(/^1 av 5 bilder/)).toBeVisible();

    // Named and typed as an image, but text inside: refused as it is picked, never shown.
    const text = new File(['Ikke et bilde'], 'falsk.gif', { type: 'image/gif' });
    await user.upload(picker, [text, image('b.png')]);
    expect(await within(dialog).findByRole('img', { name: 'Nytt bilde: b.png' })).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(STUDENT_MESSAGES.projectImageType);
    expect(within(dialog).queryByRole('img', { name: /falsk\.gif/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^2 av 5 bilder/)).toBeVisible();
  });

  it('refuses a sixth image', async () => {
    render([]);
    const dialog = await openAddDialog();
    const picker = within(dialog).getByLabelText('Velg bilder');
    await userEvent.upload(
      picker,
      [1, 2, 3, 4].map((n) => image(`${n}.png`)),
    );
    expect(await within(dialog).findByText(/^4 av 5 bilder/)).toBeVisible();
    await userEvent.upload(picker, [image('5.gif', 'image/gif'), image('6.jpg', 'image/jpeg')]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.projectTooManyImages,
    );
    expect(within(dialog).getByText(/^4 av 5 bilder/)).toBeVisible();

    await userEvent.upload(picker, image('5.gif', 'image/gif'));
    expect(await within(dialog).findByText(/^5 av 5 bilder/)).toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.upload(picker, image('6.jpg', 'image/jpeg'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.projectTooManyImages,
    );
    expect(within(dialog).getAllByRole('img')).toHaveLength(5);
  });

  it('previews picked images, removes them, and gives the previews back', async () => {
    const revoke = jest.spyOn(URL, 'revokeObjectURL');
    render([]);
    const dialog = await openAddDialog();
    await pickImages(dialog, [image('a.png'), image('b.png')]);
    const previewUrl = within(dialog)
      .getByRole('img', { name: 'Nytt bilde: a.png' })
      .getAttribute('src');
    expect(previewUrl).toMatch(/^blob:/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern a.png' }));
    expect(
      within(dialog).queryByRole('img', { name: 'Nytt bilde: a.png' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Nytt bilde: b.png' })).toBeVisible();
    expect(revoke).toHaveBeenCalledWith(previewUrl);
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('removes exactly the image asked for, also after earlier removals', async () => {
    render([]);
    const dialog = await openAddDialog();
    await pickImages(dialog, [image('a.png'), image('b.png')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern a.png' }));
    await pickImages(dialog, [image('c.png')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern b.png' }));
    expect(
      within(dialog).queryByRole('img', { name: 'Nytt bilde: b.png' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Nytt bilde: c.png' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern c.png' }));
    expect(within(dialog).queryByRole('img', { name: /^Nytt bilde/ })).not.toBeInTheDocument();
  });

  it('hands focus to the next Fjern, else the one before, else Velg bilder, as images go', async () => {
    render([]);
    const dialog = await openAddDialog();
    await pickImages(dialog, [image('p1.png'), image('p2.png'), image('p3.png')]);
    const removeButton = (name: string) => within(dialog).getByRole('button', { name });

    // By mouse: the first of three goes, the next takes its place under focus.
    await userEvent.click(removeButton('Fjern p1.png'));
    expect(removeButton('Fjern p2.png')).toHaveFocus();
    // By keyboard, the last: the one before it.
    await userEvent.tab();
    expect(removeButton('Fjern p3.png')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(removeButton('Fjern p2.png')).toHaveFocus();
    // The only one: the picker, to choose again.
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).queryByRole('button', { name: /^Fjern/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Velg bilder' })).toHaveFocus();
  });

  it('moves focus past a kept image the same way when editing', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: `Rediger ${PROJECT.project_title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger prosjekt' });
    await pickImages(dialog, [image('ny.png')]);
    const kept = within(dialog).getAllByRole('button', { name: /^Fjern bilde \d av prosjektet$/ });
    await userEvent.click(kept[kept.length - 1]);
    expect(within(dialog).getByRole('button', { name: 'Fjern ny.png' })).toHaveFocus();
  });

  it('adds a project as multipart, text first, then the images', async () => {
    const requests = serve();
    render([]);
    const dialog = await openAddDialog();
    await type(dialog, /^Tittel/, ' Vedovn ');
    await type(dialog, /^Beskrivelse/, 'Sveiset av gamle gassflasker.');
    await type(dialog, /^Lenke/, 'https://example.com/vedovn');
    await pickImages(dialog, [image('ovn.png'), image('ovn.gif', 'image/gif')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(await screen.findByText(STUDENT_MESSAGES.projectAdded)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(new URL(requests[0].url).pathname).toBe('/api/users/projects');
    const form = await requests[0].formData();
    expect([...form.keys()]).toEqual([
      'project_title',
      'description',
      'project_link',
      'images',
      'images',
    ]);
    expect(form.get('project_title')).toBe('Vedovn');
    expect(form.get('description')).toBe('Sveiset av gamle gassflasker.');
    expect(form.get('project_link')).toBe('https://example.com/vedovn');
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual([
      'ovn.png',
      'ovn.gif',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps everything when adding fails', async () => {
    serve(() => apiError(400, ''));
    render([]);
    const dialog = await openAddDialog();
    await type(dialog, /^Tittel/, 'Vedovn');
    await type(dialog, /^Beskrivelse/, 'Sveiset.');
    await pickImages(dialog, [image('ovn.png')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Legg til' }));

    expect(await screen.findByText(STUDENT_MESSAGES.projectFailed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Tittel/)).toHaveValue('Vedovn');
    expect(within(dialog).getByRole('img', { name: 'Nytt bilde: ovn.png' })).toBeVisible();
  });

  it('edits prefilled, sends the kept images and the new ones', async () => {
    const requests = serve(() => json(200, PROJECT));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Rediger Smarthus-tavle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger prosjekt' });
    expect(within(dialog).getByLabelText(/^Tittel/)).toHaveValue('Smarthus-tavle');
    expect(within(dialog).getAllByRole('img')).toHaveLength(3);

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Fjern bilde 2 av prosjektet' }),
    );
    await pickImages(dialog, [image('ny.png')]);
    await type(dialog, /^Tittel/, 'Smarthus-tavle v2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText(STUDENT_MESSAGES.projectUpdated)).toBeInTheDocument();
    expect(requests[0].method).toBe('PUT');
    expect(new URL(requests[0].url).pathname).toBe('/api/users/projects/project-1');
    const form = await requests[0].formData();
    expect(form.get('project_title')).toBe('Smarthus-tavle v2');
    expect(JSON.parse(String(form.get('keep_images')))).toEqual([
      '/uploads/tavle-1.jpg',
      '/uploads/tavle-3.jpg',
    ]);
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['ny.png']);
  });

  it('will not save an edited project without images', async () => {
    const requests = serve(() => json(500));
    render([aProject({ project_images: ['/uploads/eneste.jpg'] })]);
    await userEvent.click(screen.getByRole('button', { name: 'Rediger Smarthus-tavle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger prosjekt' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Fjern bilde 1 av prosjektet' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STUDENT_MESSAGES.projectImageRequired,
    );
    expect(requests).toEqual([]);
  });

  it('says Kunne ikke oppdatere prosjekt when saving fails', async () => {
    serve(() => json(500));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Rediger Smarthus-tavle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger prosjekt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText(STUDENT_MESSAGES.projectUpdateFailed)).toBeInTheDocument();
  });
});
