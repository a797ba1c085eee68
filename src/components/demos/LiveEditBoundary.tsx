/**
 * Wraps an edited demo component. It reports when the component has rendered (it then becomes the last
 * good one) or when it throws; on a throw it renders nothing and the demo puts the last good component
 * back, so an error in edited code never breaks the page.
 */
import * as React from 'react';

interface LiveEditBoundaryProps {
  id: number;
  onRendered: (id: number) => void;
  onError: (id: number, error: unknown) => void;
  children: React.ReactNode;
}

export default class LiveEditBoundary extends React.Component<LiveEditBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidMount() {
    if (!this.state.failed) this.props.onRendered(this.props.id);
  }

  componentDidCatch(error: unknown) {
    this.props.onError(this.props.id, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
