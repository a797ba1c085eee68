/**
 * Keeps a crashing demo inside its own box: the error names the demo and offers "Reset demo", and the
 * rest of the page keeps working.
 */
import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

interface DemoErrorBoundaryProps {
  name: string;
  onReset: () => void;
  children: React.ReactNode;
}

interface DemoErrorBoundaryState {
  error: Error | null;
}

export default class DemoErrorBoundary extends React.Component<
  DemoErrorBoundaryProps,
  DemoErrorBoundaryState
> {
  state: DemoErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): DemoErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Alert
        severity="error"
        role="alert"
        data-demo-error={this.props.name}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={this.props.onReset}
            data-ga-event-category="demo"
            data-ga-event-action="reset"
            data-ga-event-label={this.props.name}
          >
            Reset demo
          </Button>
        }
        sx={{ width: '100%' }}
      >
        <AlertTitle>The demo “{this.props.name}” crashed</AlertTitle>
        {error.message}
      </Alert>
    );
  }
}
