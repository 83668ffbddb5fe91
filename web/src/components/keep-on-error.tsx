import { Component, type ReactNode } from 'react';

/**
 * Contains a part of the page that failed to load or render (most often a lazily loaded chunk lost to a
 * flaky connection or a redeploy): the part shows nothing instead of the error taking the page down.
 */
export class KeepOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('A part of the page could not be shown', error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
