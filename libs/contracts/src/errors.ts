/** The one error shape every API failure answers with; `message` is what the UI shows. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** Every validation message when a request had more than one problem. */
  details?: string[];
}

export const COMMON_MESSAGES = {
  notFound: 'Fant ikke det du lette etter.',
  unauthorized: 'Du må logge inn for å fortsette.',
  forbidden: 'Du har ikke tilgang til dette.',
  internal: 'Noe gikk galt på serveren. Vennligst prøv igjen senere.',
  badRequest: 'Ugyldig forespørsel.',
  tooManyRequests: 'For mange forsøk. Vennligst vent litt og prøv igjen.',
  serviceUnavailable: 'Tjenesten er midlertidig utilgjengelig. Vennligst prøv igjen om litt.',
  changedMeanwhile: 'Dette ble endret eller slettet i mellomtiden. Last inn siden på nytt.',
} as const;

/**
 * A 429's message with the wait from its Retry-After: 'For mange forsøk. Prøv igjen om 12
 * minutter.' A wait under a minute is said as one minute.
 */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `For mange forsøk. Prøv igjen om ${minutes} ${minutes === 1 ? 'minutt' : 'minutter'}.`;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).message === 'string' &&
    typeof (value as ApiErrorBody).statusCode === 'number'
  );
}
