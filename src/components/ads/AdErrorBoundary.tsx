import * as React from 'react';
import { sendGtagEvent } from '../../analytics/gtag';

interface Props {
  /** The label of the ad being shown, reported with the crash. */
  eventLabel: string;
  children: React.ReactNode;
}

/**
 * An ad that throws renders nothing and reports a crash event (maintainers/behaviour.md); the page
 * carries on.
 */
export class AdErrorBoundary extends React.Component<Props, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch() {
    sendGtagEvent('ad', { eventAction: 'crash', eventLabel: this.props.eventLabel });
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}
