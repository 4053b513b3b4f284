import { isApiErrorBody } from '@yrkesbro/contracts';

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
