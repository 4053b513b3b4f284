/** The options of notistack's that the product's toasts use. */
export interface ToastOptions {
  variant?: 'default' | 'success' | 'error' | 'warning' | 'info';
  preventDuplicate?: boolean;
}

type ShowToast = (message: string, options?: ToastOptions) => void;

// Module state, one instance on the page: federation shares this package (a singleton).
const waiting: [string, ToastOptions | undefined][] = [];
let show: ShowToast | null = null;
let wanted: (() => void) | null = null;

/**
 * Shows a toast. The toast library (notistack) is in no page's first load: the first toast asks
 * the shell to load it, and is shown once it has come.
 */
export function enqueueSnackbar(message: string, options?: ToastOptions): void {
  if (show) return show(message, options);
  waiting.push([message, options]);
  wanted?.();
}

const SNACKBAR = { enqueueSnackbar };

/** notistack's hook, in its shape: components read as they would with notistack itself. */
export function useSnackbar(): typeof SNACKBAR {
  return SNACKBAR;
}

/** For the shell: `load` is called when a toast is wanted (at once if one waits already). */
export function whenToastsWanted(load: () => void): () => void {
  wanted = load;
  if (waiting.length > 0) load();
  return () => {
    if (wanted === load) wanted = null;
  };
}

/** For the toast library's side: shows what waited, then each toast as it comes, until detached. */
export function attachToasts(next: ShowToast): () => void {
  show = next;
  for (const [message, options] of waiting.splice(0)) next(message, options);
  return () => {
    if (show === next) show = null;
  };
}
