import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

// Any component, as React's own lazy() takes: a narrower bound fails inference for a loader
// that picks a named export (`import(…).then((module) => ({ default: module.X }))`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A component loaded when first rendered (`lazy`), and a way to ask for it sooner. */
export interface OnDemand<T extends AnyComponent> {
  Component: LazyExoticComponent<T>;
  /** Asks for its chunk now (the pointer or focus reached what opens it, say); a failure waits
   * for the render, which reports it. */
  preload: () => void;
}

/** `lazy(load)` together with its preload: both ask the same import, which runs once. */
export function onDemand<T extends AnyComponent>(load: () => Promise<{ default: T }>): OnDemand<T> {
  return { Component: lazy(load), preload: () => void load().catch(() => undefined) };
}
