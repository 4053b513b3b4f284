import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';

type FormFieldProps<Values> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  form: FormikProps<Values>;
  name: keyof Values & string;
  /** Show the field's message while typing, not only after leaving it (the register form). */
  validateWhileTyping?: boolean;
};

/** A labelled text field bound to Formik, with its validation message under it. */
export function FormField<Values>({
  form,
  name,
  validateWhileTyping = false,
  helperText,
  ...props
}: FormFieldProps<Values>) {
  const error = form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    form.handleChange(event);
    if (validateWhileTyping) void form.setFieldTouched(name, true, false);
  };
  return (
    <TextField
      id={name}
      name={name}
      value={(form.values[name] as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={form.handleBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      {...props}
    />
  );
}
