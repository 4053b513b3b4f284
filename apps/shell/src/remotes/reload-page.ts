/** Loads the page afresh (its own module, so a test can tell that it was asked for). */
export function reloadPage(): void {
  window.location.reload();
}
