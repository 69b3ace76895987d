import { Component, type ReactNode } from 'react';
import { ErrorPanel } from '../components/error-panel';
import { ChunkLoadError } from './chunk-timeout';

interface State {
  error: Error | null;
}

/** Catches anything a route throws (a chunk that never arrived, a render bug) and shows a friendly page instead of a white screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.warn('A page failed to render:', error.message);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorPanel kind={error instanceof ChunkLoadError || error.name === 'ChunkLoadError' ? 'chunk' : 'render'} />;
  }
}
