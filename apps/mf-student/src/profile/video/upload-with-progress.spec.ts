import { waitFor } from '@testing-library/react';
import { errorMessage, errorStatus } from '@yrkesbro/api-client';
import { json, mockApi } from '../../testing/render-page.tsx';
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
