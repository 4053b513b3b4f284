import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The form's primary action: bottom-right on desktop, full width on phones, busy while sending. */
export function SubmitButton({
  busy,
  disabled,
  children,
  busyLabel,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
  busyLabel: string;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={busy || disabled}
      aria-busy={busy}
      sx={{ alignSelf: { sm: 'flex-end' }, width: { xs: '100%', sm: 'auto' } }}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
