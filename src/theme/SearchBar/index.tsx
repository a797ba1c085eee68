/**
 * Swizzled SearchBar (theme-classic 3.10.2, eject, safe). The classic slot expects Algolia or a search
 * plugin; this site searches offline with the Pagefind index that plugins/search-index writes at build
 * time. Renders the navbar button and, once first used, the MUI search dialog (its own code-split chunk).
 * Opens on the button, Ctrl+K / ⌘K and `/` (unless the reader is typing in a field).
 */
import * as React from 'react';
import SearchButton from '@site/src/components/search/SearchButton';
import { isOpenSearchShortcut } from '@site/src/search/shortcut';

const loadDialog = () => import('@site/src/components/search/SearchDialog');
const SearchDialog = React.lazy(loadDialog);

export default function SearchBar() {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  const show = React.useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isOpenSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <SearchButton ref={buttonRef} onClick={show} onPrefetch={loadDialog} />
      {used && (
        <React.Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </React.Suspense>
      )}
    </>
  );
}
