import { onDemand, OpenedOnce } from '@yrkesbro/ui/dashboard';
import { useEffect } from 'react';
import type { LeaveGuard } from './leave-guard.ts';

// MUI's dialog, modal and focus trap are not in the shell's shared core: a form asks for them
// when someone first tries to leave it, not with the page.
const { Component: UnsavedChangesDialog, preload } = onDemand(() =>
  import('./unsaved-changes-dialog.tsx').then((module) => ({
    default: module.UnsavedChangesDialog,
  })),
);

/**
 * The question a form with unsaved changes asks before its page is left (useLeaveGuard). Its
 * dialog is asked for once there is something to lose, so it is in by the time it is needed.
 */
export function UnsavedChangesQuestion({ guard, dirty }: { guard: LeaveGuard; dirty: boolean }) {
  useEffect(() => {
    if (dirty) preload();
  }, [dirty]);
  return (
    <OpenedOnce open={guard.asking} onFailed={guard.stay}>
      <UnsavedChangesDialog guard={guard} />
    </OpenedOnce>
  );
}
