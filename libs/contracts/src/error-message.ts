import { isApiErrorBody } from './errors.ts';

/**
 * The text to show for a failed call: the server's Norwegian `message` when it sent one,
 * otherwise the screen's own fallback (seed 1, section 8).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (isApiErrorBody(data) && data.message.trim() !== '') return data.message;
  }
  return fallback;
}

/** The machine-readable code of a failed call (e.g. `EMAIL_NOT_VERIFIED`), when the API sent one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (isApiErrorBody(data)) return data.error;
  }
  return undefined;
}

/** The HTTP status of a failed call, or undefined for network failures. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A refusal (4xx) says why, in the server's words; a failure (5xx, no answer) gets the screen's
 * own `fallback`, as the spec words it.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  return status !== undefined && status < 500 ? errorMessage(error, fallback) : fallback;
}
