// '@yrkesbro/ui/text-field': not shared through federation, as '@yrkesbro/ui/dashboard' is not
// (see its index.ts): each app bundles it next to its own MUI components. Nothing here imports
// from '../'.
export { NoChoice, TextField } from './text-field.tsx';
export type { TextFieldProps } from './text-field.tsx';
