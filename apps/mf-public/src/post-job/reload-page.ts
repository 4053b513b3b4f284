/** Seed 1, section 9: the pause between "published" and the fresh form. */
export const PUBLISH_RELOAD_DELAY_MS = 2000;

/** Starts over with an empty form; its own module so tests can stand in for it. */
export function reloadPage(): void {
  window.location.reload();
}
