import { Component, type ErrorInfo, type ReactNode } from 'react';
import { report } from '../lib/errors';

interface Props {
  /** what to show instead of the failed tree */
  fallback: ReactNode;
  /** a value that changes on navigation: a failed boundary recovers when it changes */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches render failures below it (a chunk that failed to load, a broken screen), reports them once
 * through lib/errors and shows the fallback until `resetKey` changes (the next navigation). A working
 * tree is left mounted when `resetKey` changes, so navigating keeps the state of shared layouts.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    report(error, { where: 'render', componentStack: info.componentStack ?? undefined });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
