import * as React from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { shortcutLabel } from '@site/src/search/shortcut';

export interface SearchButtonProps {
  onClick: () => void;
  /** Called when the pointer or focus reaches the button, to fetch the dialog's code ahead of the click. */
  onPrefetch: () => void;
}

const visuallyHiddenOnPhones = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clipPath: { xs: 'inset(50%)', sm: 'none' },
  whiteSpace: 'nowrap',
} as const;

/** The navbar's search field look-alike; shows the platform's shortcut once mounted (never in SSR HTML). */
const SearchButton = React.forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  { onClick, onPrefetch },
  ref,
) {
  const [shortcut, setShortcut] = React.useState<string | null>(null);
  React.useEffect(() => {
    const platform =
      (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
      navigator.platform ??
      '';
    setShortcut(shortcutLabel(platform));
  }, []);
  return (
    <ButtonBase
      ref={ref}
      onClick={onClick}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
      // Named by its visible text (label and shortcut), so speech input can say what the reader sees.
      aria-keyshortcuts={shortcut === '⌘K' ? 'Meta+K' : 'Control+K'}
      aria-haspopup="dialog"
      data-testid="search-button"
      sx={{
        gap: 1,
        height: 36,
        px: { xs: 1, sm: 1.25 },
        minWidth: { xs: 36, sm: 180 },
        justifyContent: 'flex-start',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        color: 'text.secondary',
        fontSize: '0.875rem',
        bgcolor: 'background.paper',
        '&:hover': { borderColor: 'text.secondary' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <SearchRounded fontSize="small" sx={{ color: 'primary.main' }} />
      {/* On phones the word is visually hidden, not removed, so the icon-only button keeps its name. */}
      <Box component="span" sx={{ flexGrow: 1, textAlign: 'left', ...visuallyHiddenOnPhones }}>
        Search…
      </Box>
      {shortcut && (
        <Box
          component="kbd"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            fontFamily: 'inherit',
            fontSize: '0.75rem',
            fontWeight: 600,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 0.5,
          }}
        >
          {shortcut}
        </Box>
      )}
    </ButtonBase>
  );
});

export default SearchButton;
