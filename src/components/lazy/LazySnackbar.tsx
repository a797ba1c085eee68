/** MUI's Snackbar, loaded the first time it opens (see lazyUntilOpen). Same props, `open` required. */
import type * as React from 'react';
import type { SnackbarProps } from '@mui/material/Snackbar';
import { lazyUntilOpen } from './lazyUntilOpen';

type LazySnackbarProps = SnackbarProps & { open: boolean };

const LazySnackbar = lazyUntilOpen<LazySnackbarProps>(
  () => import('@mui/material/Snackbar') as Promise<{ default: React.ComponentType<LazySnackbarProps> }>,
);

export default LazySnackbar;
