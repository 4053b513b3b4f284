import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { tokens } from '@yrkesbro/ui';
import { attachToasts } from '@yrkesbro/toasts';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';

/**
 * notistack's toast in our colours: its own greens and oranges carry white text below the 4.5:1
 * contrast WCAG AA asks for. The spec's default width is 320 px (notistack's is 288); on a phone
 * the toast spans the screen as notistack lays it out.
 */
const Toast = styled(MaterialDesignContent)(({ theme }) => ({
  // Two classes: notistack's own rule (one class, from its own style sheet) would win otherwise.
  '&.notistack-MuiContent': { [theme.breakpoints.up('sm')]: { minWidth: 320 } },
  '&.notistack-MuiContent-success': { backgroundColor: tokens.color.success },
  '&.notistack-MuiContent-error': { backgroundColor: tokens.color.error },
  '&.notistack-MuiContent-warning': { backgroundColor: tokens.color.warning },
  '&.notistack-MuiContent-info': { backgroundColor: tokens.color.primary },
}));

const TOAST_COMPONENTS = {
  default: Toast,
  success: Toast,
  error: Toast,
  warning: Toast,
  info: Toast,
};

const TOAST_CLASSES = { containerAnchorOriginTopRight: 'yb-toasts' };

// MUI's Toolbar heights (the navbar's): 56 px on phones, 48 px on phones held sideways, 64 px
// from 600 px up; the toast keeps notistack's own 8 px gap below it.
const TOAST_GAP = 8;

/**
 * The spec puts toasts top-right; this keeps them below the sticky navbar instead of over it.
 * Over it, a toast hid 'Logg ut' for its five seconds, and for as long as the pointer rested on
 * the toast, since notistack pauses a toast under the pointer.
 */
function ToastPlacement() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '.notistack-SnackbarContainer.yb-toasts': {
          top: 56 + TOAST_GAP,
          '@media (orientation: landscape)': { top: 48 + TOAST_GAP },
          [theme.breakpoints.up('sm')]: { top: 64 + TOAST_GAP },
        },
      })}
    />
  );
}

/**
 * The toasts' own place at the end of <body>. An open MUI dialog hides everything beside it from
 * screen readers (aria-hidden), the toasts too, so a toast about the dialog («Melding sendt»,
 * «Velg en abonnementsplan») was never heard; this place takes that attribute straight off.
 */
let root: HTMLElement | undefined;
function toastRoot(): HTMLElement {
  if (root?.isConnected) return root;
  const created = document.createElement('div');
  created.className = 'yb-toast-root';
  document.body.append(created);
  new MutationObserver(() => created.removeAttribute('aria-hidden')).observe(created, {
    attributeFilter: ['aria-hidden'],
  });
  root = created;
  return created;
}

/** Hands every toast the product asks for (`@yrkesbro/toasts`' `enqueueSnackbar`) to notistack. */
function ToastBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => attachToasts(enqueueSnackbar), [enqueueSnackbar]);
  return null;
}

/** The toasts, loaded with the first one (`ToastHost`): the spec's one at a time, 5 s, top right. */
export default function ToastProvider() {
  return (
    <>
      <ToastPlacement />
      <SnackbarProvider
        maxSnack={1}
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={TOAST_COMPONENTS}
        classes={TOAST_CLASSES}
        domRoot={toastRoot()}
      >
        <ToastBridge />
      </SnackbarProvider>
    </>
  );
}
