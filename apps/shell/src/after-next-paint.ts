/**
 * Runs `task` once the browser has painted what the document holds, or after 100 ms where it
 * paints nothing (a tab opened in the background runs no animation frames).
 */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  // A frame's callbacks run before its paint; the timeout set in one runs after it.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}
