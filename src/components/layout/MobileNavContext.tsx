import * as React from 'react';
import { docsError, DocsErrorCode } from '@site/src/errors';

interface MobileNavState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** True while a page with a docs sidebar is mounted (the navbar then shows the menu button). */
  hasSidebar: boolean;
  setHasSidebar: (has: boolean) => void;
}

const MobileNavContext = React.createContext<MobileNavState | null>(null);

/** Shares the phone navigation drawer's open state between the navbar button and the docs sidebar. */
export function MobileNavProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const [hasSidebar, setHasSidebar] = React.useState(false);
  const value = React.useMemo(() => ({ open, setOpen, hasSidebar, setHasSidebar }), [open, hasSidebar]);
  return <MobileNavContext.Provider value={value}>{children}</MobileNavContext.Provider>;
}

export function useMobileNav(): MobileNavState {
  const value = React.useContext(MobileNavContext);
  if (value === null) {
    throw docsError(DocsErrorCode.MissingMobileNavProvider);
  }
  return value;
}
