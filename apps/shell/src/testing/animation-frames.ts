/**
 * Holds the animation-frame callbacks a test's code asks for; the function returned runs them as
 * the browser's next frame would.
 */
export function heldAnimationFrames(): () => void {
  const callbacks: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  return () => callbacks.splice(0).forEach((callback) => callback(performance.now()));
}
