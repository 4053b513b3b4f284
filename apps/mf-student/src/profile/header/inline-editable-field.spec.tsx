import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LOOKING_FOR,
  LOOKING_FOR_LABELS,
  PROFILE_TEXT_MAX,
  STUDENT_MESSAGES,
} from '@yrkesbro/contracts';
import type { StudentProfile } from '@yrkesbro/contracts';
import { OWN_PROFILE_PATH, WithOwnProfile, anOwnProfile } from '../../testing/profile-fixtures.tsx';
import { STUDENT, apiError, json, mockApi, renderPage } from '../../testing/render-page.tsx';
import { InlineEditableField } from './inline-editable-field.tsx';
import type { EditableProfileField } from './inline-editable-field.tsx';

const PROFILE = anOwnProfile({ name: 'Ola Nordmann', headline: null, bio: 'Liker å skru.' });

/** Serves the own profile; `update` answers each PUT, by default with the changed profile. */
function serve(
  update: (body: Partial<StudentProfile>) => Response = (body) =>
    json(200, { ...PROFILE, ...body }),
) {
  const sent: unknown[] = [];
  mockApi(async (path, request) => {
    if (path !== OWN_PROFILE_PATH) return json(404);
    if (request.method === 'GET') return json(200, PROFILE);
    const body = await request.json();
    sent.push(body);
    return update(body);
  });
  return sent;
}

const FIELDS: Record<
  EditableProfileField,
  { label: string; placeholder: string; multiline?: boolean; select?: boolean }
> = {
  name: { label: 'Navn', placeholder: 'Legg til navn' },
  headline: { label: 'Overskrift', placeholder: 'Legg til overskrift' },
  location: { label: 'Sted', placeholder: 'Legg til sted' },
  bio: { label: 'Om meg', placeholder: 'Legg til noe om deg selv', multiline: true },
  lookingfor: { label: 'Ser etter', placeholder: 'Velg hva du ser etter', select: true },
};

function renderField(field: EditableProfileField) {
  const { label, placeholder, multiline, select } = FIELDS[field];
  renderPage(
    <WithOwnProfile>
      {(profile) => (
        <InlineEditableField
          field={field}
          label={label}
          value={profile[field]}
          placeholder={placeholder}
          multiline={multiline}
          options={
            select
              ? LOOKING_FOR.map((value) => ({ value, label: LOOKING_FOR_LABELS[value] }))
              : undefined
          }
        />
      )}
    </WithOwnProfile>,
    { url: '/student/dashboard', user: STUDENT },
  );
  return screen.findByRole('button', { name: `Rediger ${label}` });
}

const DRAFT_NOTICE = /Det du skrev sist, er hentet fram igjen/;

async function edit(field: EditableProfileField, text: string) {
  await userEvent.click(await renderField(field));
  // The editor loads when editing starts.
  const input = await screen.findByLabelText(FIELDS[field].label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  return input;
}

describe('InlineEditableField', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('invites to fill in an empty field, then saves the trimmed text with PUT', async () => {
    const sent = serve();
    const button = await renderField('headline');
    expect(screen.getByText('Legg til overskrift')).toBeInTheDocument();

    await userEvent.click(button);
    const input = await screen.findByLabelText('Overskrift');
    expect(input).toHaveFocus();
    await userEvent.type(input, '  Elektrikerlærling fra Bergen ');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText('Elektrikerlærling fra Bergen')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ headline: 'Elektrikerlærling fra Bergen' }]));
    expect(screen.queryByLabelText('Overskrift')).not.toBeInTheDocument();
    // Focus goes back to where editing began.
    expect(screen.getByRole('button', { name: 'Rediger Overskrift' })).toHaveFocus();
  });

  it('saves a one-line field on Enter', async () => {
    const sent = serve();
    await edit('location', 'Trondheim{Enter}');
    expect(await screen.findByText('Trondheim')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ location: 'Trondheim' }]));
  });

  it('says "Navn kan ikke være tom" for blank text and sends nothing', async () => {
    const sent = serve();
    const input = await edit('name', '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Navn kan ikke være tom');
    expect(input).toHaveValue('   ');
    expect(sent).toEqual([]);
  });

  it('shows the saved value again and the server’s message when saving fails, keeping the typed text', async () => {
    const sent = serve(() => apiError(400, 'Navnet inneholder ugyldige tegn'));
    await edit('name', 'Ola <Nordmann>');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText('Navnet inneholder ugyldige tegn')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Ola <Nordmann>' }]);
    expect(await screen.findByText('Ola Nordmann')).toBeInTheDocument();
    expect(screen.getByText(/Ikke lagret/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rediger Navn' }));
    expect(await screen.findByLabelText('Navn')).toHaveValue('Ola <Nordmann>');
  });

  it("falls back to 'Kunne ikke oppdatere profil' when the server gives no message", async () => {
    serve(() => json(500, {}));
    await edit('location', 'Oslo{Enter}');
    expect(await screen.findByText(STUDENT_MESSAGES.profileUpdateFailed)).toBeInTheDocument();
    expect(await screen.findByText('Bergen')).toBeInTheDocument();
  });

  it('leaves the value as it was on Avbryt and on Escape', async () => {
    const sent = serve();
    await edit('name', 'Kari');
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.getByText('Ola Nordmann')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rediger Navn' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Rediger Navn' }));
    const input = await screen.findByLabelText('Navn');
    expect(input).toHaveValue('Ola Nordmann');
    await userEvent.type(input, ' Junior{Escape}');
    expect(screen.queryByLabelText('Navn')).not.toBeInTheDocument();
    expect(screen.getByText('Ola Nordmann')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('keeps the text being edited in the tab when the page goes, offers it at Rediger, and forgets it once saved', async () => {
    const sent = serve();
    await edit('bio', 'Liker å lodde.');
    // The session ended: the page goes to /login, and comes back once signed in again.
    cleanup();

    await userEvent.click(await renderField('bio'));
    const input = await screen.findByLabelText('Om meg');
    expect(input).toHaveValue('Liker å lodde.');
    expect(screen.getByText(DRAFT_NOTICE)).toBeInTheDocument();
    await userEvent.type(input, '{Control>}{Enter}{/Control}');

    await waitFor(() => expect(sent).toEqual([{ bio: 'Liker å lodde.' }]));
    expect(await screen.findByText('Liker å lodde.')).toBeInTheDocument();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('forgets the kept text on Avbryt', async () => {
    const sent = serve();
    await edit('name', 'Kari');
    cleanup();

    await userEvent.click(await renderField('name'));
    expect(await screen.findByLabelText('Navn')).toHaveValue('Kari');
    expect(screen.getByText(DRAFT_NOTICE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));

    expect(Object.keys(sessionStorage)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Rediger Navn' }));
    expect(await screen.findByLabelText('Navn')).toHaveValue('Ola Nordmann');
    expect(screen.queryByText(DRAFT_NOTICE)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('keeps a refused text in the tab for the next Rediger after the page went; Begynn på nytt goes back to the saved value', async () => {
    serve(() => apiError(401, 'Økten er utløpt'));
    await edit('name', 'Ola Kristian Nordmann');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(await screen.findByText('Økten er utløpt')).toBeInTheDocument();
    expect(Object.keys(sessionStorage)).toEqual(['profile-field:1:name']);
    cleanup();

    await userEvent.click(await renderField('name'));
    const input = await screen.findByLabelText('Navn');
    expect(input).toHaveValue('Ola Kristian Nordmann');
    await userEvent.click(screen.getByRole('button', { name: 'Begynn på nytt' }));

    expect(input).toHaveValue('Ola Nordmann');
    expect(input).toHaveFocus();
    expect(screen.queryByText(DRAFT_NOTICE)).not.toBeInTheDocument();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('keeps Enter as a new line in Om meg and saves on Ctrl+Enter', async () => {
    const sent = serve();
    const input = await edit('bio', 'Første linje{Enter}Andre linje');
    expect(input).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(input, '{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent).toEqual([{ bio: 'Første linje\nAndre linje' }]));
  });

  it('stops each text where the API would refuse it; Om meg counts down to its limit', async () => {
    serve();
    for (const field of ['name', 'headline', 'location'] as const) {
      const input = await edit(field, 'x');
      expect(input).toHaveAttribute('maxLength', String(PROFILE_TEXT_MAX[field]));
      await userEvent.keyboard('{Escape}');
      cleanup();
    }
    const bio = await edit('bio', '');
    expect(bio).toHaveAttribute('maxLength', String(PROFILE_TEXT_MAX.bio));
    await userEvent.paste('x'.repeat(PROFILE_TEXT_MAX.bio + 1));
    expect(bio).toHaveValue('x'.repeat(PROFILE_TEXT_MAX.bio));
    expect(bio).toHaveAccessibleDescription('2\u00a0000 av 2\u00a0000 tegn – mer får ikke plass');
  });

  it('chooses what the student is looking for from the four options', async () => {
    const sent = serve();
    await userEvent.click(await renderField('lookingfor'));
    expect(await screen.findByText('Lærlingplass', { selector: 'option' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Ser etter'), 'Heltidsjobb');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre' }));

    expect(await screen.findByText('Heltidsjobb')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ lookingfor: 'heltid' }]));
  });
});
