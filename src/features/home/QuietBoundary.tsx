import { Component, type ReactNode } from 'react';

interface QuietBoundaryState {
  failed: boolean;
}

/** Renders nothing instead of its children when they fail: for decoration the page is fine without. */
export class QuietBoundary extends Component<{ children: ReactNode }, QuietBoundaryState> {
  override state: QuietBoundaryState = { failed: false };

  static getDerivedStateFromError(): QuietBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A decorative part of the page could not load.', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
