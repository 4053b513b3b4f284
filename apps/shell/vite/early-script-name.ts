/** The early script's file is `assets/<this>-<hash>.js` (early-preload-plugin.ts). */
export const EARLY_SCRIPT_NAME = 'early-preload';
