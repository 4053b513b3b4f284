import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy } from 'react';
import type { ComponentProps } from 'react';
import type { PlanDialog as LoadedPlanDialog } from './plan-dialog.tsx';

const PlanDialogChunk = lazy(() =>
  import('./plan-dialog.tsx').then((module) => ({ default: module.PlanDialog })),
);

/**
 * The plan dialog as the pages use it: its chunk (the plan cards, their radio buttons, checkout)
 * comes when it is first opened, not with the page. If it cannot come, the person is told and it
 * closes.
 */
export function PlanDialog(props: ComponentProps<typeof LoadedPlanDialog>) {
  return (
    <OpenedOnce open={props.open} onFailed={props.onClose}>
      <PlanDialogChunk {...props} />
    </OpenedOnce>
  );
}
