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

/** A labelled text field bound to Formik, with its validation message under it. */
export function FormField<Values>({ form, name, helperText, ...props }: FormFieldProps<Values>) {
  const error = form.touched[name] ? firstMessage(form.errors[name]) : undefined;
  return (
    <TextField
      id={name}
      name={name}
      value={form.values[name] ?? ''}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      {...props}
    />
  );
}

/** A list field's errors arrive as a list (one per item); the field shows the first. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.map(firstMessage).find(Boolean);
  return undefined;
}
