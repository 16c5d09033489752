import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of a map that threw while loading or drawing (a lost WebGL context, a failed chunk). */
export class MapFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
