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
 * A text field (or select) bound to Formik, its label above the input and its validation
 * message under it, as in the shell's forms.
 */
export function FormField<Values>({
  form,
  name,
  helperText,
  slotProps,
  ...props
}: FormFieldProps<Values>) {
  const error = form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  return (
    <TextField
      id={name}
      name={name}
      value={(form.values[name] as string | undefined) ?? ''}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      // Labels sit above the field (DESIGN.md); date-time inputs need it to stay readable.
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
      {...props}
    />
  );
}
