// What text is drawn in until Inter has come, and where a page must not wait for it.
const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** DESIGN.md's tokens; every remote draws with these, never its own colours or spacing. */
export const tokens = {
  color: {
    primary: '#1d4e89',
    primaryDark: '#143a66',
    secondary: '#e8772e',
    // The workwear orange is for fills; text on white uses the darker shade to pass AA.
    secondaryText: '#a8501a',
    text: '#1f2933',
    textMuted: '#52606d',
    page: '#f5f7fa',
    surface: '#ffffff',
    success: '#1b7a3a',
    warning: '#8a5a00',
    error: '#b3261e',
    border: '#d9e0e7',
  },
  font: {
    family: `'Inter', ${SYSTEM_FONTS}`,
    systemFamily: SYSTEM_FONTS,
    sizeBody: '1rem',
    lineHeight: 1.5,
    h1: '2rem',
    h2: '1.5rem',
    h3: '1.25rem',
  },
  space: (n: number) => `${n * 8}px`,
  radius: '12px',
  shadow: '0 1px 3px rgba(31, 41, 51, 0.08), 0 4px 12px rgba(31, 41, 51, 0.06)',
  contentMaxWidth: 1200,
  motionMs: 180,
} as const;

export type Tokens = typeof tokens;
