import { renewSession } from '@yrkesbro/api-client';

/**
 * A file upload that reports how far it has come. fetch cannot report upload progress, and a
 * video CV may take minutes on a phone, so this uses XMLHttpRequest. It sends the session
 * cookies and, on a 401, renews the session once through the API client's shared renewal
 * (never one of its own, which would race the store's calls for the rotating refresh token).
 * An expired session meets a large file differently: the API answers 401 before reading the
 * body and closes, and a proxy that streams the body (nginx, the preview server) reports 502 or
 * a dropped connection. Those are renewed for the same way; if no renewal comes, they stand.
 */
export function uploadWithProgress<T>({
  url,
  body,
  onProgress,
}: {
  url: string;
  body: FormData;
  /** 0–100, the share of the file sent so far. */
  onProgress: (percent: number) => void;
}): { result: Promise<T>; abort: () => void } {
  let current: XMLHttpRequest | undefined;
  let aborted = false;

  const send = () =>
    new Promise<{ status: number; data: unknown }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      current = xhr;
      xhr.open('POST', url);
      xhr.withCredentials = true;
      xhr.responseType = 'json';
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => resolve({ status: xhr.status, data: xhr.response });
      xhr.onerror = () => reject(new UploadError('FETCH_ERROR'));
      xhr.onabort = () => reject(new UploadError('ABORTED'));
      onProgress(0);
      xhr.send(body);
    });

  const result = (async () => {
    let answer = await send().catch((error: unknown) => {
      if (error instanceof UploadError && error.status === 'FETCH_ERROR') return null;
      throw error;
    });
    const mayBeExpired = answer === null || answer.status === 401 || answer.status === 502;
    if (mayBeExpired && (await renewSession())) {
      if (aborted) throw new UploadError('ABORTED');
      answer = await send();
    }
    if (answer === null) throw new UploadError('FETCH_ERROR');
    if (answer.status >= 200 && answer.status < 300) return answer.data as T;
    throw new UploadError(answer.status, answer.data);
  })();

  return {
    result,
    abort: () => {
      aborted = true;
      current?.abort();
    },
  };
}

/**
 * A failed upload, shaped like RTK Query's errors (`status`, `data`) so errorMessage and
 * errorStatus from the API client read it the same way.
 */
export class UploadError extends Error {
  constructor(
    readonly status: number | 'ABORTED' | 'FETCH_ERROR',
    readonly data?: unknown,
  ) {
    super(`Upload failed: ${status}`);
    this.name = 'UploadError';
  }
}

export function isAborted(error: unknown): boolean {
  return error instanceof UploadError && error.status === 'ABORTED';
}
