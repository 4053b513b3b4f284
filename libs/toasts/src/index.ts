export { attachToasts, enqueueSnackbar, useSnackbar, whenToastsWanted } from './toasts.ts';
export type { ToastOptions } from './toasts.ts';
