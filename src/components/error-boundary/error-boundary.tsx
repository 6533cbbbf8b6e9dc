import { Component, type ErrorInfo, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** Names the region in the log, e.g. 'The page' or 'The cookie banner'. */
  region: string;
  /** Shown instead of the children once they failed to render; null shows nothing. */
  fallback: ReactNode;
  /** When it changes (e.g. the URL), the children get another chance to render. */
  resetKey?: string;
  children: ReactNode;
};

type ErrorBoundaryState = { failed: boolean; resetKey: string | undefined };

/**
 * Keeps a render error inside one region of the page: the region shows its fallback, the rest
 * of the page stays, and the error is logged with the region's name.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.region} failed to render`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
