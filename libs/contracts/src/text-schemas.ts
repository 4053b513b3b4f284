import { string } from './yup-locale.ts';
import { hasVisibleText } from './visible-text.ts';

/**
 * Text a person types into a field, trimmed. A text with nothing to see in it (zero-width
 * spaces pasted as a name, a chat message of spaces and joiners) is read as empty, so the
 * field's own rule for an empty value (`required`, `min(1)`) refuses it with the field's message,
 * in the form and in the API alike, and what is stored is never such a text.
 */
export const typedText = () =>
  string()
    .trim()
    .transform((value: unknown) =>
      typeof value === 'string' && !hasVisibleText(value) ? '' : value,
    );
