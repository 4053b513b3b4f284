import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { anOwnProfile } from '../../testing/profile-fixtures.tsx';
import { STUDENT, apiError, json, mockApi, renderPage } from '../../testing/render-page.tsx';
import { ProfileHeader } from './profile-header.tsx';

const AVATAR = '/api/users/avatar';

function serve(avatar: () => Response) {
  const sent: string[] = [];
  mockApi(async (path, request) => {
    if (path === AVATAR) {
      sent.push(((await request.formData()).get('avatar') as File).name);
      return avatar();
    }
    return json(200, anOwnProfile());
  });
  return sent;
}

function renderOwn() {
  renderPage(<ProfileHeader profile={anOwnProfile()} editable headingLevel="h2" />, {
    url: '/student/dashboard',
    user: STUDENT,
  });
}

function anImage(name: string, type: string, size?: number) {
  const file = new File(['img'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('ProfileHeader', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the initials when there is no photo, and the visitor's actions", () => {
    renderPage(
      <ProfileHeader
        profile={anOwnProfile({ profile_picture_url: null })}
        editable={false}
        actions={<button type="button">Send Melding</button>}
      />,
      { url: '/profile/x', user: STUDENT },
    );
    expect(screen.getByText('ON')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Melding' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last opp profilbilde' })).not.toBeInTheDocument();
  });

  it('gives the owner each text field to edit in place', () => {
    renderOwn();
    for (const label of ['Navn', 'Overskrift', 'Sted', 'Ser etter', 'Om meg']) {
      expect(screen.getByRole('button', { name: `Rediger ${label}` })).toBeInTheDocument();
    }
  });

  it("refuses a photo that is not JPG, PNG or GIF with 'Feil filtype'", async () => {
    const sent = serve(() => json(200, {}));
    renderOwn();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Last opp profilbilde'),
      anImage('meg.webp', 'image/webp'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDENT_MESSAGES.wrongFileType);
    expect(sent).toEqual([]);
  });

  it('refuses a photo over 5 MB', async () => {
    const sent = serve(() => json(200, {}));
    renderOwn();
    await userEvent.upload(
      screen.getByLabelText('Last opp profilbilde'),
      anImage('meg.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDENT_MESSAGES.photoTooLarge);
    expect(sent).toEqual([]);
  });

  it('uploads a new photo and toasts', async () => {
    const sent = serve(() =>
      json(200, { profile_picture_url: '/u/a.jpg', profile_picture_thumb_url: '/u/a-t.jpg' }),
    );
    renderOwn();
    // Chosen from the button, as the keyboard does; it is disabled while the photo goes up.
    const button = screen.getByRole('button', { name: 'Last opp profilbilde' });
    button.focus();
    await userEvent.upload(
      screen.getByLabelText('Last opp profilbilde'),
      anImage('meg.png', 'image/png'),
    );
    expect(await screen.findByText(STUDENT_MESSAGES.photoUpdated)).toBeInTheDocument();
    expect(sent).toEqual(['meg.png']);
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("toasts the server's message when the upload fails", async () => {
    serve(() => apiError(400, 'Bildet er skadet'));
    renderOwn();
    await userEvent.upload(
      screen.getByLabelText('Last opp profilbilde'),
      anImage('meg.gif', 'image/gif'),
    );
    expect(await screen.findByText('Bildet er skadet')).toBeInTheDocument();
  });

  it("falls back to 'Kunne ikke laste opp profilbilde'", async () => {
    serve(() => json(500, {}));
    renderOwn();
    await userEvent.upload(
      screen.getByLabelText('Last opp profilbilde'),
      anImage('meg.gif', 'image/gif'),
    );
    expect(await screen.findByText(STUDENT_MESSAGES.photoFailed)).toBeInTheDocument();
  });
});
