import { afterNextPaint } from './after-next-paint.ts';
import { heldAnimationFrames } from './testing/animation-frames.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the task waits for the next frame, and runs in a task after it, once', () => {
  const nextFrame = heldAnimationFrames();
  const task = jest.fn();
  afterNextPaint(task);
  jest.advanceTimersByTime(50);
  expect(task).not.toHaveBeenCalled();

  nextFrame();
  // The frame's own callbacks run before its paint: the task must not be one of them.
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(0);
  expect(task).toHaveBeenCalledTimes(1);

  // The fallback's time passes too, without running it again.
  jest.advanceTimersByTime(200);
  expect(task).toHaveBeenCalledTimes(1);
});

test('without frames (a tab in the background) the task runs after 100 ms, once', () => {
  const nextFrame = heldAnimationFrames();
  const task = jest.fn();
  afterNextPaint(task);
  jest.advanceTimersByTime(99);
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);

  nextFrame();
  jest.advanceTimersByTime(10);
  expect(task).toHaveBeenCalledTimes(1);
});
