/** MUI's Drawer, loaded on first opening (see lazyUntilOpen). Same props as `@mui/material/Drawer`. */
import type * as React from 'react';
import type { DrawerProps } from '@mui/material/Drawer';
import { lazyUntilOpen } from './lazyUntilOpen';

type OpenDrawerProps = DrawerProps & { open: boolean };

const LazyDrawer = lazyUntilOpen<OpenDrawerProps>(
  () => import('@mui/material/Drawer') as Promise<{ default: React.ComponentType<OpenDrawerProps> }>,
);

export default LazyDrawer;
