export { FormField } from './form-field.tsx';
export { DraftNotice, DraftRestored } from './draft-notice.tsx';
export {
  draftKey,
  forgetOthersDrafts,
  readDraft,
  removeDraft,
  writeDraft,
} from './draft-storage.ts';
export { useFormDraft } from './form-draft.ts';
export type { FormDraft } from './form-draft.ts';
export { useLeaveGuard } from './leave-guard.ts';
export type { LeaveGuard } from './leave-guard.ts';
export { SubmitButton } from './submit-button.tsx';
export { UnsavedChangesQuestion } from './unsaved-changes-question.tsx';
