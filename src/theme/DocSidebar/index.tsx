/**
 * Swizzled DocSidebar (safe to wrap; replaced, not wrapped): renders the MUI navigation. On wide screens it
 * fills Docusaurus's sidebar column; on phones the same navigation opens in a drawer from the navbar.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@site/src/components/lazy/LazyDrawer';
import type { Props } from '@theme/DocSidebar';
import SidebarNav, { type NavItem } from '@site/src/components/sidebar/SidebarNav';
import { useMobileNav } from '@site/src/components/layout/MobileNavContext';

export default function DocSidebar({ sidebar, path }: Props) {
  const { open, setOpen } = useMobileNav();
  const items = sidebar as unknown as NavItem[];
  React.useEffect(() => {
    setOpen(false);
  }, [path, setOpen]);
  return (
    <>
      <Box
        data-sidebar-scroller
        className="docs-sidebar-desktop"
        sx={{
          // Docusaurus's sidebar viewport sticks right under the app bar, as tall as the rest of the window
          // (src/css/custom.css); the navigation fills it and scrolls on its own.
          height: '100%',
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <SidebarNav items={items} path={path} />
      </Box>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: { sx: { width: 300, maxWidth: '85vw' }, 'data-sidebar-scroller': true } as object,
        }}
        ModalProps={{ keepMounted: false }}
      >
        <SidebarNav items={items} path={path} onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
