import { TextField } from '@yrkesbro/ui/text-field';
import type { TextFieldProps } from '@yrkesbro/ui/text-field';
import type { FormikProps } from 'formik';
import { useEffect, useRef } from 'react';
import type { ChangeEvent, FocusEvent, MutableRefObject } from 'react';
import { afterPress, watchPointerPresses } from './pointer-press.ts';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

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
  inputRef,
  ...props
}: FormFieldProps<Values>) {
  const error = form.touched[name] ? firstMessage(form.errors[name]) : undefined;
  const field = useRef<FieldElement | null>(null);
  const { submitCount, isSubmitting } = form;
  // A send the form's own checks refused moves the keyboard to the first field in error, whose
  // label and message are then read out; the message alone, under the field, was not announced.
  useEffect(watchPointerPresses, []);
  useEffect(() => {
    const element = field.current;
    if (submitCount === 0 || isSubmitting || !element?.form) return;
    if (element.form.querySelector('[aria-invalid="true"]') === element) element.focus();
  }, [submitCount, isSubmitting]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    form.handleChange(event);
    if (validateWhileTyping) void form.setFieldTouched(name, true, false);
  };
  const onBlur = (event: FocusEvent<FieldElement>) => {
    // Left for the form's send button by a press: a message shown now moves the button from under
    // the pointer before it is released, and the press is lost (the send, once more, then showed
    // the other fields' messages). The send marks every field itself and shows all at once.
    const next = event.relatedTarget;
    if (
      next instanceof HTMLButtonElement &&
      next.type === 'submit' &&
      next.form === event.target.form
    )
      return;
    // Left for another control by a press (a radio below, say): the message, shown before the
    // release, moved that control from under the pointer and the press was lost. It waits.
    afterPress(() => void form.setFieldTouched(name, true));
  };
  return (
    <TextField
      id={name}
      name={name}
      value={(form.values[name] as string | number | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      // Labels sit above the field (DESIGN.md), never inside it as a placeholder.
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
      inputRef={(element: FieldElement | null) => {
        field.current = element;
        if (typeof inputRef === 'function') inputRef(element);
        else if (inputRef) (inputRef as MutableRefObject<FieldElement | null>).current = element;
      }}
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
