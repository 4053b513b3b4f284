import { errorMessage, errorStatus } from '@yrkesbro/api-client';
import { APPLICATION_MESSAGES } from '@yrkesbro/contracts';
import type { StudentApplication } from '@yrkesbro/contracts';
import { useSnackbar } from '@yrkesbro/toasts';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy, useRef, useState } from 'react';
import { useWithdrawApplicationMutation } from './student-applications-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.withdrawDialog;

// Most visits withdraw nothing: the dialog loads when it is first asked for.
const ConfirmDialog = lazy(() =>
  import('../profile/sections/confirm-dialog.tsx').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

/**
 * Trekk søknaden: `ask(application)` opens the confirmation (Avbryt is the default), its button
 * sends it and toasts. A failure worth another try keeps the dialog open; a 404 or 409 (gone,
 * or answered meanwhile) closes it, as the list is read again. Once the dialog has gone,
 * `onSettled` hands focus on, since the button that opened it has left with the søknad.
 */
export function useWithdrawApplication({
  onSettled,
}: {
  onSettled: (application: StudentApplication) => void;
}) {
  // Kept while the dialog closes, so its title does not change as it fades.
  const [target, setTarget] = useState<StudentApplication | null>(null);
  const [open, setOpen] = useState(false);
  const settled = useRef(false);
  const [withdraw, { isLoading }] = useWithdrawApplicationMutation();
  const { enqueueSnackbar } = useSnackbar();

  async function confirm() {
    if (!target || isLoading) return;
    try {
      await withdraw(target).unwrap();
      enqueueSnackbar(APPLICATION_MESSAGES.withdrawn, { variant: 'success' });
      settled.current = true;
      setOpen(false);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, APPLICATION_MESSAGES.withdrawFailed), {
        variant: 'error',
      });
      const status = errorStatus(error);
      if (status === 404 || status === 409) {
        settled.current = true;
        setOpen(false);
      }
    }
  }

  const dialog = target && (
    <OpenedOnce open={open} onFailed={() => setOpen(false)}>
      <ConfirmDialog
        open={open}
        title={T.title(target.job_title)}
        text={T.text(target.business_name, target.interview !== null)}
        confirmLabel={T.confirm}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
        onExited={() => {
          if (settled.current) onSettled(target);
          settled.current = false;
        }}
      />
    </OpenedOnce>
  );

  return {
    ask(application: StudentApplication) {
      setTarget(application);
      setOpen(true);
    },
    dialog,
  };
}
