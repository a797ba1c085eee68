/**
 * A component that loads its code the first time it is opened: menus, drawers and dialogs are not on the
 * first paint, so their code (and that of MUI's Modal, Popover and transitions) stays out of the bundle
 * every page downloads. Before its first opening it renders nothing, which is what the closed MUI
 * component renders too; once opened it stays mounted, so closing animates as usual. See README
 * "Performance and budgets".
 */
import * as React from 'react';

type Loader<P> = () => Promise<{ default: React.ComponentType<P> }>;

export function lazyUntilOpen<P extends { open: boolean }>(load: Loader<P>) {
  const Lazy = React.lazy(load);
  function LazyUntilOpen(props: P) {
    const [opened, setOpened] = React.useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <React.Suspense fallback={null}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </React.Suspense>
    );
  }
  return LazyUntilOpen;
}
