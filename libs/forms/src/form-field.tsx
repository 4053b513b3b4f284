import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';

type FormFieldProps<Values> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  form: FormikProps<Values>;
  name: keyof Values & string;
};

/**
 * A text field (or select) bound to Formik: its label above the input (DESIGN.md) and its
 * validation message under it once the field has been left.
 */
export function FormField<Values>({
  form,
  name,
  helperText,
  slotProps,
  ...props
}: FormFieldProps<Values>) {
  const error = form.touched[name] ? firstMessage(form.errors[name]) : undefined;
  return (
    <TextField
      id={name}
      name={name}
      value={(form.values[name] as string | number | undefined) ?? ''}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      // Labels sit above the field (DESIGN.md), never inside it as a placeholder.
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
      {...props}
    />
  );
}

/** A list field (requirements) reports one message per item; show the first. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.map(firstMessage).find(Boolean);
  return undefined;
}
