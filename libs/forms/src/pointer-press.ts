// Whether a pointer is pressed anywhere on the page: focus moves on a press's first half, and
// what a blur does then happens while the pointer is still down.
let pressed = false;
let watching = false;

const release = () => {
  pressed = false;
};

/** Starts following presses (once per page); call before the presses that matter. */
export function watchPointerPresses() {
  if (watching) return;
  watching = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `then` now, or when a pressed pointer is released and the press's click has been sent. */
export function afterPress(then: () => void) {
  if (!pressed) return then();
  const done = () => {
    document.removeEventListener('pointerup', done, true);
    document.removeEventListener('pointercancel', done, true);
    setTimeout(then);
  };
  document.addEventListener('pointerup', done, true);
  document.addEventListener('pointercancel', done, true);
}
