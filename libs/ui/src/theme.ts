import { createTheme } from '@mui/material/styles';
import { BAR_SLIDE } from './bar-slide.ts';
import { tokens } from './tokens.ts';

/**
 * On a phone every control is at least 44 × 44 px, big enough for a thumb (the universal design
 * suite measures it at 360 px); desktops keep MUI's denser sizes.
 */
const PHONE = '@media (max-width: 599.95px)';
const THUMB = 44;
const LONG_WORDS = { overflowWrap: 'break-word', hyphens: 'auto' } as const;
// Keyboard focus on a button, tab, card, radio or slider: a dark ring with a white gap, which
// stands out 3:1 on the light surfaces and the dark footer alike; MUI's own sign is a faint glow.
// Links and fields keep the browser's ring and their border.
const FOCUS_RING = {
  outline: `3px solid ${tokens.color.primaryDark}`,
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #fff',
};

export const muiTheme = createTheme({
  palette: {
    primary: { main: tokens.color.primary, dark: tokens.color.primaryDark, contrastText: '#fff' },
    secondary: { main: tokens.color.secondary, contrastText: tokens.color.text },
    success: { main: tokens.color.success },
    warning: { main: tokens.color.warning },
    error: { main: tokens.color.error },
    text: { primary: tokens.color.text, secondary: tokens.color.textMuted },
    background: { default: tokens.color.page, paper: tokens.color.surface },
    divider: tokens.color.border,
  },
  shape: { borderRadius: 12 },
  spacing: 8,
  typography: {
    fontFamily: tokens.font.family,
    fontSize: 16,
    htmlFontSize: 16,
    body1: { lineHeight: tokens.font.lineHeight },
    // Norwegian compounds ('Personvernerklæring') are wider than a 320 px phone at heading size:
    // broken, with a hyphen where the browser knows the word, rather than scrolling the page.
    h1: { fontSize: tokens.font.h1, fontWeight: 700, ...LONG_WORDS },
    h2: { fontSize: tokens.font.h2, fontWeight: 700, ...LONG_WORDS },
    h3: { fontSize: tokens.font.h3, fontWeight: 600, ...LONG_WORDS },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  transitions: { duration: { standard: tokens.motionMs, short: 150 } },
  components: {
    MuiCard: {
      styleOverrides: { root: { boxShadow: tokens.shadow, borderRadius: tokens.radius } },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': {
            ...FOCUS_RING,
            // Inside what clips them (a card, the tabs' scroller, a menu), drawn within.
            '&.MuiCardActionArea-root,&.MuiTab-root,&.MuiMenuItem-root,&.MuiListItemButton-root': {
              outlineOffset: -3,
            },
          },
        },
      },
    },
    // MUI's spinner grows and shrinks its arc by animating the stroke, which the main thread
    // draws every frame: while React mounts a signed-in page in slices behind the full-screen
    // loader, a frame came between every slice, 40 % of that time on a slow phone. The arc of
    // fixed length only turns, and the compositor turns it alone.
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
    // For the same reason, an indeterminate bar is one bar that slides (BAR_SLIDE), not MUI's two
    // that stretch by their edges.
    MuiLinearProgress: {
      styleOverrides: {
        bar1: {
          variants: [
            { props: { variant: 'indeterminate' }, style: { right: 'auto', ...BAR_SLIDE } },
          ],
        },
        bar2: { variants: [{ props: { variant: 'indeterminate' }, style: { display: 'none' } }] },
      },
    },
    // Orange is for fills: as text and outline on white it needs the darker shade to pass AA.
    MuiButton: {
      styleOverrides: {
        root: {
          [PHONE]: { minHeight: THUMB },
          // A filled button's own focus shadow (raised) would take the ring's white gap.
          '&.Mui-focusVisible': { boxShadow: FOCUS_RING.boxShadow },
          variants: [
            {
              props: { color: 'secondary', variant: 'outlined' },
              style: { color: tokens.color.secondaryText, borderColor: tokens.color.secondaryText },
            },
            {
              props: { color: 'secondary', variant: 'text' },
              style: { color: tokens.color.secondaryText },
            },
          ],
        },
      },
    },
    // Initials on MUI's light grey avatar fall below AA; the muted text colour carries white.
    MuiAvatar: {
      styleOverrides: { colorDefault: { backgroundColor: tokens.color.textMuted, color: '#fff' } },
    },
    // MUI's default grey for unselected toggles falls below AA on the page background.
    MuiToggleButton: {
      styleOverrides: { root: { color: tokens.color.textMuted, [PHONE]: { minHeight: THUMB } } },
    },
    MuiIconButton: {
      styleOverrides: { root: { [PHONE]: { minWidth: THUMB, minHeight: THUMB } } },
    },
    MuiSlider: { styleOverrides: { thumb: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiCheckbox: { styleOverrides: { root: { [PHONE]: { padding: 10 } } } },
    MuiRadio: { styleOverrides: { root: { [PHONE]: { padding: 10 } } } },
    MuiPaginationItem: {
      styleOverrides: { root: { [PHONE]: { minWidth: THUMB, height: THUMB } } },
    },
    MuiTabScrollButton: { styleOverrides: { root: { [PHONE]: { width: THUMB } } } },
    MuiChip: {
      styleOverrides: { clickable: { [PHONE]: { minHeight: THUMB } } },
    },
    MuiCssBaseline: {
      styleOverrides: {
        '.skip-link': {
          position: 'absolute',
          left: -9999,
          top: 8,
          zIndex: 2000,
          padding: '8px 16px',
          background: '#fff',
          color: tokens.color.primary,
        },
        '.skip-link:focus': { left: 8 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            transitionDuration: '0.01ms !important',
            animationDuration: '0.01ms !important',
          },
        },
      },
    },
  },
});
