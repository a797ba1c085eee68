import * as React from 'react';
import { docsError, DocsErrorCode } from '@site/src/errors';

interface MobileNavState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const MobileNavContext = React.createContext<MobileNavState | null>(null);

/**
 * Shares the phone navigation drawer's open state between the navbar button and the docs sidebar. Whether the
 * page has a sidebar (and so the button) is CSS's business (src/css/custom.css, `.navbar-sidebar-button`): as
 * state set by the sidebar after mounting, it showed the button only after hydration and re-rendered the navbar
 * and the whole sidebar on every load.
 */
export function MobileNavProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const value = React.useMemo(() => ({ open, setOpen }), [open]);
  return <MobileNavContext.Provider value={value}>{children}</MobileNavContext.Provider>;
}

export function useMobileNav(): MobileNavState {
  const value = React.useContext(MobileNavContext);
  if (value === null) {
    throw docsError(DocsErrorCode.MissingMobileNavProvider);
  }
  return value;
}
