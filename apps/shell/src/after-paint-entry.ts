// The prerendered pages' script as the build bundles it (vite/early-preload-plugin.ts).
import { startShellScriptsAfterPaint } from './after-paint.ts';

startShellScriptsAfterPaint();
