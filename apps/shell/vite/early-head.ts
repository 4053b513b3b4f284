// What index.html starts before the shell's scripts (early-preload-plugin.ts), and the
// prerendered pages leave out (prerendered-html.ts).

/** The early script's file is `assets/<this>-<hash>.js`. */
export const EARLY_SCRIPT_NAME = 'early-preload';

/**
 * The early script's attribute naming the federation host's chunks (space-separated), which it
 * asks for on a remote's page.
 */
export const FEDERATION_ATTRIBUTE = 'data-federation';

/** The session check, which the early script preloads as `fetchBaseQuery` asks for it. */
export const SESSION_CHECK = '/api/auth/me';

/** The prerendered pages' script that asks for the shell's scripts after the first paint. */
export const AFTER_PAINT_SCRIPT_NAME = 'after-paint';

/**
 * On a prerendered page, marks the links that stand for the shell's module script (`module`) and
 * the module files it preloads (`modulepreload`) until the first paint: they fetch nothing.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
