export { FormField } from './form-field.tsx';
export { SubmitButton } from './submit-button.tsx';
