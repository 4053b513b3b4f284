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

/** A text field bound to Formik: its label above the input, its validation message under it. */
export function FormField<Values>({
  form,
  name,
  helperText,
  slotProps,
  ...props
}: FormFieldProps<Values>) {
  const error = form.touched[name] ? form.errors[name] : undefined;
  const message = typeof error === 'string' ? error : undefined;
  return (
    <TextField
      name={name}
      value={(form.values[name] as string | number | undefined) ?? ''}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={Boolean(message)}
      helperText={message ?? helperText}
      fullWidth
      // Labels sit above the field (DESIGN.md), never inside it as a placeholder.
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
      {...props}
    />
  );
}
