import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { PublicStudentProfile, VideoUploadResponse } from '@yrkesbro/contracts';
import { OWN_PROFILE_PATH, WithOwnProfile, anOwnProfile } from '../../testing/profile-fixtures.tsx';
import { STUDENT, apiError, json, mockApi, renderPage } from '../../testing/render-page.tsx';
import { UploadError, uploadWithProgress } from './upload-with-progress.ts';
import { VideoCvSection } from './video-cv-section.tsx';

jest.mock('./upload-with-progress.ts', () => ({
  ...jest.requireActual('./upload-with-progress.ts'),
  uploadWithProgress: jest.fn(),
}));

const upload = jest.mocked(uploadWithProgress);
const VIDEO_URL = '/uploads/videos/ola.mp4';

/** An upload the test finishes by hand: report progress, then resolve, fail or abort it. */
function pendingUpload() {
  let settle!: { resolve: (value: VideoUploadResponse) => void; reject: (error: unknown) => void };
  const result = new Promise<VideoUploadResponse>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const abort = jest.fn(() => settle.reject(new UploadError('ABORTED')));
  upload.mockImplementation(() => ({ result, abort }) as ReturnType<typeof uploadWithProgress>);
  return {
    abort,
    progress: (percent: number) => act(() => upload.mock.calls[0][0].onProgress(percent)),
    resolve: (value: VideoUploadResponse) => act(async () => settle.resolve(value)),
    reject: (error: unknown) => act(async () => settle.reject(error)),
  };
}

/** Serves the own profile as `server.profile` holds it; a PUT changes it. */
function serve(profile = anOwnProfile()) {
  const server = { profile, sent: [] as unknown[] };
  const fetchMock = mockApi(async (path, request) => {
    if (path !== OWN_PROFILE_PATH) return json(404);
    if (request.method === 'PUT') {
      const body = await request.json();
      server.sent.push(body);
      server.profile = { ...server.profile, ...body };
    }
    return json(200, server.profile);
  });
  return { server, fetchMock };
}

function renderOwn() {
  renderPage(
    <WithOwnProfile>{(profile) => <VideoCvSection profile={profile} editable />}</WithOwnProfile>,
    { url: '/student/dashboard', user: STUDENT },
  );
  return screen.findByRole('button', { name: 'Last opp video eller dra videofilen hit' });
}

function renderPublic(profile: PublicStudentProfile) {
  return renderPage(<VideoCvSection profile={profile} editable={false} />, {
    url: `/profile/${profile.id}`,
    user: STUDENT,
  });
}

function aFile(name: string, type: string, size?: number) {
  const file = new File(['data'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('VideoCvSection', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    upload.mockReset();
  });

  it('shows nothing to a visitor when there is no video', () => {
    renderPublic(anOwnProfile({ video_resumes: null }));
    expect(screen.queryByRole('heading', { name: 'Video-CV' })).not.toBeInTheDocument();
  });

  it('offers the owner an upload area that takes only videos, with the tip', async () => {
    serve();
    const zone = await renderOwn();
    expect(screen.getByRole('heading', { name: 'Video-CV' })).toBeInTheDocument();
    expect(zone).toHaveAccessibleDescription(/Tips: hold videoen under 2 minutter\./);
    expect(screen.getByLabelText('Velg videofil')).toHaveAttribute('accept', 'video/*');
  });

  it("refuses a file that is not a video with 'Feil filtype' and sends nothing", async () => {
    serve();
    await renderOwn();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Velg videofil'), aFile('cv.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDENT_MESSAGES.wrongFileType);
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a video over 100 MB and sends nothing', async () => {
    serve();
    await renderOwn();
    const big = aFile('lang.mp4', 'video/mp4', 104_857_601);
    await userEvent.upload(screen.getByLabelText('Velg videofil'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDENT_MESSAGES.videoTooLarge);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads with real progress, then shows the new video and toasts', async () => {
    const { server, fetchMock } = serve();
    const pending = pendingUpload();
    await renderOwn();
    const video = aFile('meg.mp4', 'video/mp4', 104_857_600);
    await userEvent.upload(screen.getByLabelText('Velg videofil'), video);

    const request = upload.mock.calls[0][0];
    expect(request.url).toBe('/api/upload/upload-video');
    expect(request.body.get('video')).toBe(video);
    pending.progress(42);
    const bar = screen.getByRole('progressbar', { name: 'Opplasting av video' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42 %')).toBeInTheDocument();

    // The server stores the uploaded video on the profile itself.
    server.profile = { ...server.profile, video_resumes: VIDEO_URL };
    await pending.resolve({ videoUrl: VIDEO_URL });
    expect(await screen.findByText(STUDENT_MESSAGES.videoUploaded)).toBeInTheDocument();
    expect(screen.getByLabelText('Video-CV av Ola Nordmann')).toHaveAttribute('src', VIDEO_URL);
    // The profile is read again, so the completion and the public profile follow.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('stops the upload on Avbryt opplasting without an error', async () => {
    serve();
    const pending = pendingUpload();
    await renderOwn();
    await userEvent.upload(screen.getByLabelText('Velg videofil'), aFile('meg.mp4', 'video/mp4'));
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt opplasting' }));

    expect(pending.abort).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('button', { name: 'Last opp video eller dra videofilen hit' }),
    ).toHaveFocus();
    expect(screen.queryByText(STUDENT_MESSAGES.videoFailed)).not.toBeInTheDocument();
  });

  it('toasts the server’s message when the upload fails', async () => {
    serve();
    const pending = pendingUpload();
    await renderOwn();
    await userEvent.upload(screen.getByLabelText('Velg videofil'), aFile('meg.mp4', 'video/mp4'));
    await pending.reject(
      new UploadError(400, { statusCode: 400, message: 'Filen er ikke en gyldig video' }),
    );
    expect(await screen.findByText('Filen er ikke en gyldig video')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Last opp video eller dra videofilen hit' }),
    ).toBeInTheDocument();
  });

  it("falls back to 'Kunne ikke laste opp video' when the network fails", async () => {
    serve();
    const pending = pendingUpload();
    await renderOwn();
    await userEvent.upload(screen.getByLabelText('Velg videofil'), aFile('meg.mp4', 'video/mp4'));
    await pending.reject(new UploadError('FETCH_ERROR'));
    expect(await screen.findByText(STUDENT_MESSAGES.videoFailed)).toBeInTheDocument();
  });

  it('plays the video and removes it after asking', async () => {
    const { server } = serve(anOwnProfile({ video_resumes: VIDEO_URL }));
    renderPage(
      <WithOwnProfile>{(profile) => <VideoCvSection profile={profile} editable />}</WithOwnProfile>,
      { url: '/student/dashboard', user: STUDENT },
    );
    const player = await screen.findByLabelText('Video-CV av Ola Nordmann');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', VIDEO_URL);
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('controls');

    await userEvent.click(screen.getByRole('button', { name: 'Fjern video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fjerne video-CV-en?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern video' }));

    expect(await screen.findByText(STUDENT_MESSAGES.videoRemoved)).toBeInTheDocument();
    expect(server.sent).toEqual([{ video_resumes: null }]);
    expect(
      await screen.findByRole('button', { name: 'Last opp video eller dra videofilen hit' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Video-CV av Ola Nordmann')).not.toBeInTheDocument();
  });

  it('replaces the video in place: the new one plays and the upload area closes', async () => {
    const { server } = serve(anOwnProfile({ video_resumes: VIDEO_URL }));
    const pending = pendingUpload();
    renderPage(
      <WithOwnProfile>{(profile) => <VideoCvSection profile={profile} editable />}</WithOwnProfile>,
      { url: '/student/dashboard', user: STUDENT },
    );
    await screen.findByLabelText('Video-CV av Ola Nordmann');
    expect(
      screen.queryByRole('button', { name: 'Last opp video eller dra videofilen hit' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bytt video' }));
    expect(screen.getByRole('button', { name: 'Behold videoen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.upload(screen.getByLabelText('Velg videofil'), aFile('ny.webm', 'video/webm'));

    const newVideo = '/uploads/videos/ny.webm';
    server.profile = { ...server.profile, video_resumes: newVideo };
    await pending.resolve({ videoUrl: newVideo });
    expect(await screen.findByText(STUDENT_MESSAGES.videoUploaded)).toBeInTheDocument();
    expect(screen.getByLabelText('Video-CV av Ola Nordmann')).toHaveAttribute('src', newVideo);
    expect(
      screen.queryByRole('button', { name: 'Last opp video eller dra videofilen hit' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bytt video' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('keeps the video when removing fails', async () => {
    mockApi(async (_path, request) =>
      request.method === 'GET'
        ? json(200, anOwnProfile({ video_resumes: VIDEO_URL }))
        : apiError(500, 'Lagringen svarer ikke'),
    );
    renderPage(
      <WithOwnProfile>{(profile) => <VideoCvSection profile={profile} editable />}</WithOwnProfile>,
      { url: '/student/dashboard', user: STUDENT },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Fjern video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fjerne video-CV-en?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern video' }));

    expect(await screen.findByText('Lagringen svarer ikke')).toBeInTheDocument();
    expect(await screen.findByLabelText('Video-CV av Ola Nordmann')).toHaveAttribute(
      'src',
      VIDEO_URL,
    );
  });

  it('shows a visitor the video without a way to remove it', () => {
    renderPublic(anOwnProfile({ video_resumes: VIDEO_URL, is_own: false }));
    expect(screen.getByLabelText('Video-CV av Ola Nordmann')).toHaveAttribute('src', VIDEO_URL);
    expect(screen.queryByRole('button', { name: 'Fjern video' })).not.toBeInTheDocument();
  });
});
