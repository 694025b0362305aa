import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface RemoteErrorBoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** Keeps a remote's crash (or a failed lazy load) inside its outlet. */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.remote} section failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <RemoteUnavailable onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
