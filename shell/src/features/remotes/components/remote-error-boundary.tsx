import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface RemoteErrorBoundaryProps {
  remote: string;
  onRetry: () => void;
  /** Told once per caught error (the telemetry's failed to render, or a chunk it could not fetch). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

/** Keeps a remote's render error (a crash, a chunk it could not fetch) inside its outlet. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.remote} section failed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? (
      <RemoteUnavailable onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
