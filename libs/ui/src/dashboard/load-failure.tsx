import { Component } from 'react';
import type { ReactNode } from 'react';

/**
 * Stands in for a part loaded on demand (`lazy`) that cannot be shown, say because its chunk
 * failed to load after a deploy replaced it: `fallback` (nothing unless given) takes its place
 * and `onFailed` is called, so the page around it stays.
 */
export class LoadFailure extends Component<
  { onFailed?: () => void; fallback?: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
