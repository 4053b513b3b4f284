import { TextField } from '@yrkesbro/ui/text-field';
import type { TextFieldProps } from '@yrkesbro/ui/text-field';
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

/**
 * A text field (or select) bound to Formik: its label above the input (DESIGN.md) and its
 * validation message under it once the field has been left.
 */
export function FormField<Values>({
  form,
  name,
  validateWhileTyping = false,
  helperText,
  slotProps,
  ...props
}: FormFieldProps<Values>) {
  const error = form.touched[name] ? firstMessage(form.errors[name]) : undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    form.handleChange(event);
    if (validateWhileTyping) void form.setFieldTouched(name, true, false);
  };
  return (
    <TextField
      id={name}
      name={name}
      value={(form.values[name] as string | number | undefined) ?? ''}
      onChange={onChange}
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
