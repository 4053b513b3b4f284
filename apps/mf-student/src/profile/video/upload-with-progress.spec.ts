import { waitFor } from '@testing-library/react';
import { authApi, createAppStore, errorMessage, errorStatus } from '@yrkesbro/api-client';
import { json, mockApi, requests } from '../../testing/render-page.tsx';
import { UploadError, isAborted, uploadWithProgress } from './upload-with-progress.ts';

/** Stands in for the browser's XMLHttpRequest; the test answers each request by hand. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  withCredentials = false;
  responseType = '';
  status = 0;
  response: unknown = null;
  method = '';
  url = '';
  body: unknown;
  headers: Record<string, string> = {};
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;

function start(onProgress = jest.fn()) {
  const body = new FormData();
  body.append('video', new File(['data'], 'meg.mp4', { type: 'video/mp4' }));
  const upload = uploadWithProgress<{ videoUrl: string }>({
    url: '/api/upload/upload-video',
    body,
    onProgress,
  });
  return { ...upload, body, onProgress };
}

/** Holds the session renewal open until the test has let every caller ask for it. */
function renewalGate() {
  let open!: () => void;
  const gate = {
    isOpen: false,
    opened: new Promise<void>((resolve) => (open = resolve)),
    open: () => {
      gate.isOpen = true;
      open();
    },
  };
  return gate;
}

describe('uploadWithProgress', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
    jest.restoreAllMocks();
  });

  it('posts the form with the session cookies, reports progress and answers the JSON', async () => {
    const { result, body, onProgress } = start();
    const [xhr] = FakeXhr.sent;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload/upload-video');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(body);

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([0, 25, 100]);

    xhr.respond(201, { videoUrl: '/uploads/meg.mp4' });
    await expect(result).resolves.toEqual({ videoUrl: '/uploads/meg.mp4' });
  });

  it('renews an expired session once and sends the file again', async () => {
    const fetchMock = mockApi(() => json(200, {}));
    const { result, body } = start();
    FakeXhr.sent[0].respond(401, { statusCode: 401, message: 'Utløpt' });

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/refresh-token',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(FakeXhr.sent[1].body).toBe(body);

    FakeXhr.sent[1].respond(201, { videoUrl: '/uploads/meg.mp4' });
    await expect(result).resolves.toEqual({ videoUrl: '/uploads/meg.mp4' });
  });

  it('renews and sends again when a proxy cut the upload off (502, or the connection dropped)', async () => {
    for (const cutOff of [
      (xhr: FakeXhr) => xhr.respond(502, null),
      (xhr: FakeXhr) => xhr.onerror?.(),
    ]) {
      FakeXhr.sent = [];
      const fetchMock = mockApi(() => json(200, {}));
      const { result } = start();
      cutOff(FakeXhr.sent[0]);
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
      expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual([
        '/api/auth/refresh-token',
      ]);
      FakeXhr.sent[1].respond(201, { videoUrl: '/uploads/meg.mp4' });
      await expect(result).resolves.toEqual({ videoUrl: '/uploads/meg.mp4' });
      jest.restoreAllMocks();
    }
  });

  it('fails as a network error when the connection dropped and no renewal comes', async () => {
    mockApi(() => json(401, {}));
    const { result } = start();
    FakeXhr.sent[0].onerror?.();
    await expect(result).rejects.toMatchObject({ status: 'FETCH_ERROR' });
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('renews once for two uploads that meet a 401 at the same time', async () => {
    const gate = renewalGate();
    const fetchMock = mockApi(async () => {
      await gate.opened;
      return json(200, {});
    });
    const first = start();
    const second = start();
    FakeXhr.sent[0].respond(401, { statusCode: 401, message: 'Utløpt' });
    FakeXhr.sent[1].respond(401, { statusCode: 401, message: 'Utløpt' });

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    gate.open();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent[2].body).toBe(first.body);
    expect(FakeXhr.sent[3].body).toBe(second.body);

    FakeXhr.sent[2].respond(201, { videoUrl: '/uploads/a.mp4' });
    FakeXhr.sent[3].respond(201, { videoUrl: '/uploads/b.mp4' });
    await expect(first.result).resolves.toEqual({ videoUrl: '/uploads/a.mp4' });
    await expect(second.result).resolves.toEqual({ videoUrl: '/uploads/b.mp4' });
  });

  it('joins the renewal the API client’s calls have already started', async () => {
    const gate = renewalGate();
    const user = { id: 'u1', email: 'elev@yrkesbro.no', role: 'student' };
    const fetchMock = mockApi(async (path) => {
      if (path === '/api/auth/refresh-token') {
        await gate.opened;
        return json(200, { user });
      }
      return gate.isOpen ? json(200, { user }) : json(401, { statusCode: 401, message: 'Utløpt' });
    });
    const renewals = () =>
      requests(fetchMock).filter(({ url }) => url.pathname === '/api/auth/refresh-token');
    const store = createAppStore();
    const me = store.dispatch(authApi.endpoints.me.initiate());
    const upload = start();

    // The store's call met its 401 first and is renewing; the upload's 401 comes meanwhile.
    await waitFor(() => expect(renewals()).toHaveLength(1));
    FakeXhr.sent[0].respond(401, { statusCode: 401, message: 'Utløpt' });
    gate.open();

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1].respond(201, { videoUrl: '/uploads/meg.mp4' });
    await expect(upload.result).resolves.toEqual({ videoUrl: '/uploads/meg.mp4' });
    expect((await me).data).toEqual({ user });
    expect(renewals()).toHaveLength(1);
  });

  it('gives up with the 401 when the session cannot be renewed', async () => {
    mockApi(() => json(401, {}));
    const { result } = start();
    FakeXhr.sent[0].respond(401, { statusCode: 401, message: 'Utløpt' });

    const error = await result.catch((reason: unknown) => reason);
    expect(errorStatus(error)).toBe(401);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('fails with the server’s answer, which errorMessage reads like any API error', async () => {
    const { result } = start();
    FakeXhr.sent[0].respond(400, { statusCode: 400, error: 'ERROR', message: 'Ikke en video' });

    const error = await result.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UploadError);
    expect(errorStatus(error)).toBe(400);
    expect(errorMessage(error, 'Kunne ikke laste opp video')).toBe('Ikke en video');
  });

  it('stops on abort', async () => {
    const { result, abort } = start();
    abort();
    const error = await result.catch((reason: unknown) => reason);
    expect(isAborted(error)).toBe(true);
  });
});
