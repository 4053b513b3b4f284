export { FormField } from './form-field.tsx';
export { useFormDraft } from './form-draft.ts';
export { useLeaveGuard } from './leave-guard.ts';
export type { LeaveGuard } from './leave-guard.ts';
export { SubmitButton } from './submit-button.tsx';
export { UnsavedChangesQuestion } from './unsaved-changes-question.tsx';
