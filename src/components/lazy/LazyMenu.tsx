/** MUI's Menu, loaded on first opening (see lazyUntilOpen). Same props as `@mui/material/Menu`. */
import type * as React from 'react';
import type { MenuProps } from '@mui/material/Menu';
import { lazyUntilOpen } from './lazyUntilOpen';

const LazyMenu = lazyUntilOpen<MenuProps>(
  () => import('@mui/material/Menu') as Promise<{ default: React.ComponentType<MenuProps> }>,
);

export default LazyMenu;
