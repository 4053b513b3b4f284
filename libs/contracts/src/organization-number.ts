import type { StringSchema } from 'yup';

/** What is wrong with a typed organisation number, in words the user can act on. */
export const ORGANIZATION_NUMBER_MESSAGES = {
  length: 'Organisasjonsnummeret må være 9 siffer, for eksempel 974 760 673.',
  checkDigit:
    'Organisasjonsnummeret er ikke gyldig: kontrollsifferet (det siste sifferet) stemmer ikke. Sjekk nummeret i Brønnøysundregistrene.',
} as const;

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** '912 345 678' as Brønnøysundregistrene writes it becomes '912345678'. */
export function normalizeOrganizationNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * The official mod-11 rule: the first eight digits weighted 3, 2, 7, 6, 5, 4, 3, 2; the
 * remainder 0 gives check digit 0, 1 gives no valid number, otherwise 11 minus the remainder.
 */
export function organizationNumberProblem(
  digits: string,
): keyof typeof ORGANIZATION_NUMBER_MESSAGES | null {
  if (!/^\d{9}$/.test(digits)) return 'length';
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  if (remainder === 1) return 'checkDigit';
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === Number(digits[8]) ? null : 'checkDigit';
}

/**
 * The field as forms and the API read it: spaces dropped, then the length and the check digit,
 * each with its own message; `required` is the message for an empty field.
 */
export function organizationNumberField<S extends StringSchema<string | undefined>>(
  schema: S,
  required: string,
) {
  return schema
    .transform((value: string) => normalizeOrganizationNumber(value))
    .required(required)
    .test('organization-number', (value, context) => {
      if (!value) return true;
      const problem = organizationNumberProblem(value);
      return problem
        ? context.createError({ message: ORGANIZATION_NUMBER_MESSAGES[problem] })
        : true;
    });
}
