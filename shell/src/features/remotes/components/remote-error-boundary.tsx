import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface RemoteErrorBoundaryProps {
  remote: string;
  onRetry: () => void;
  /** Retry after a chunk failed: the remote is loaded afresh, not only rendered again. */
  onFreshRetry: () => void;
  /**
   * Called instead of showing the fallback when one of the remote's chunks failed to load (its
   * release may have been replaced): the outlet loads the live release once more. Unset once
   * that automatic attempt has been made.
   */
  onChunkLoadError?: () => void;
  children: ReactNode;
  /** Shown while the automatic attempt starts. */
  pending: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
  chunkLoadError: boolean;
}

/** webpack's ChunkLoadError (a script or CSS chunk that could not be fetched) and the browser's own. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .+ failed|Failed to fetch dynamically imported module/.test(
      error.message,
    ));

/** Keeps a remote's crash (or a failed lazy load) inside its outlet. */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { failed: false, chunkLoadError: false };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { failed: true, chunkLoadError: isChunkLoadError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.state.chunkLoadError && this.props.onChunkLoadError) {
      console.warn(
        `A chunk of ${this.props.remote} failed to load; loading the live release`,
        error,
      );
      this.props.onChunkLoadError();
      return;
    }
    console.error(`The ${this.props.remote} section failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.chunkLoadError && this.props.onChunkLoadError) return this.props.pending;
    return (
      <RemoteUnavailable
        onRetry={this.state.chunkLoadError ? this.props.onFreshRetry : this.props.onRetry}
      />
    );
  }
}
