import type { TextFieldProps } from '@yrkesbro/ui/text-field';
import { FormField } from '@yrkesbro/forms';
import type { FormikProps } from 'formik';
import { TEXTS } from './texts.ts';

const T = TEXTS.twoFactorCodeField;

/**
 * The one field a code is typed in: the browser and the phone offer the code from an SMS or
 * the keychain (`one-time-code`), and a number pad unless a recovery code is expected.
 */
export function TwoFactorCodeField<Values extends { code: string }>({
  form,
  recovery = false,
  label,
  ...props
}: {
  form: FormikProps<Values>;
  recovery?: boolean;
  label?: string;
} & Pick<TextFieldProps, 'autoFocus' | 'helperText'>) {
  return (
    <FormField
      form={form}
      name="code"
      label={label ?? (recovery ? T.recoveryCode : T.appCode)}
      autoComplete="one-time-code"
      required
      slotProps={{
        htmlInput: {
          inputMode: recovery ? 'text' : 'numeric',
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: recovery ? 16 : 9,
        },
      }}
      {...props}
    />
  );
}
