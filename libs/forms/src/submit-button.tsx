import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
      disabled={disabled}
      // Busy, it is not disabled, which would drop the keyboard's focus to the page: it only
      // takes no second press, so nothing is sent twice.
      aria-disabled={busy}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ alignSelf: { sm: 'flex-end' }, width: { xs: '100%', sm: 'auto' } }}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
