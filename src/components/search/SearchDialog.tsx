import * as React from 'react';
import Dialog from '@mui/material/Dialog';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import SearchRounded from '@mui/icons-material/SearchRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { useHistory } from '@docusaurus/router';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import { useVersionBeingRead } from '@site/src/components/versions/useVersionBeingRead';
import { useSitePath } from '@site/src/components/navbar/useSitePath';
import { productOfPath } from '@site/src/products';
import { flattenSections } from '@site/src/search/pagefindResults';
import { initialScope, type SearchScope } from '@site/src/search/ranking';
import { SEARCH_PRODUCT_NAMES } from '@site/src/search/searchFacets';
import { normalizeQuery } from '@site/src/search/recentSearches';
import type { VersionScope } from '@site/src/search/versionScope';
import { usePagefind } from './usePagefind';
import { useSearchResults } from './useSearchResults';
import { useRecentSearches } from './useRecentSearches';
import SearchResultList from './SearchResultList';

const LISTBOX_ID = 'docs-search-listbox';

export function optionId(key: string): string {
  return `docs-search-option-${key.replace(/[^\w-]/g, '_')}`;
}

function Kbd({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{
        px: 0.75,
        py: 0.125,
        fontSize: '0.75rem',
        fontFamily: 'inherit',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      {children}
    </Box>
  );
}

function UnavailableNotice({ reason }: { reason: 'development' | 'failed' }) {
  return (
    <Alert severity="info" sx={{ m: 2 }} data-testid="search-unavailable">
      <AlertTitle>
        {reason === 'development'
          ? 'Search needs a production build'
          : 'The search index could not be loaded'}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        The index is created by <code>docusaurus build</code>; the development server (<code>npm start</code>)
        does not have one. To search locally, build the site and serve the result:
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, borderRadius: 1, bgcolor: 'action.hover', fontSize: '0.8125rem' }}
      >
        npm run build &amp;&amp; npm run serve
      </Box>
    </Alert>
  );
}

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The search dialog: Pagefind results grouped by page (matching headings, product chip, highlighted
 * excerpt), product scope chips, recent searches, and keyboard control (↑ ↓ move, Enter opens, Esc closes).
 * A site with cut versions also gets version chips: the version being read is searched by default, "All
 * versions" puts the current version's pages first, and a page of any other version carries its version's
 * label (src/search/versionScope.ts).
 */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const history = useHistory();
  const sitePath = useSitePath();
  const pageProduct = productOfPath(sitePath)?.name ?? null;
  const versions = useVersions(undefined);
  const readVersion = useVersionBeingRead().name;
  const currentVersion = versions.find((version) => version.isLast)?.name ?? readVersion;
  const [query, setQuery] = React.useState('');
  const [scope, setScope] = React.useState<SearchScope>(() => initialScope(pageProduct));
  const [versionScope, setVersionScope] = React.useState<VersionScope>(() => ({
    kind: 'one',
    version: readVersion,
  }));
  const [activeIndex, setActiveIndex] = React.useState(0);
  const [recent, rememberSearch] = useRecentSearches();
  const pagefind = usePagefind(open);
  const results = useSearchResults(
    pagefind.state === 'ready' ? pagefind.api : null,
    query,
    scope,
    versionScope,
  );
  /** The label a result of another version than the current one shows; null for the current version. */
  const versionLabel = React.useCallback(
    (name: string | null) =>
      name === null || name === currentVersion
        ? null
        : (versions.find((version) => version.name === name)?.label ?? name),
    [versions, currentVersion],
  );

  // Each opening starts afresh (recent searches showing) from the page the reader is on, in its version.
  React.useEffect(() => {
    if (!open) return;
    setQuery('');
    setScope(initialScope(pageProduct));
    setVersionScope({ kind: 'one', version: readVersion });
  }, [open, pageProduct, readVersion]);

  const showRecent = normalizeQuery(query) === '';
  const sections = React.useMemo(() => flattenSections(results.groups), [results.groups]);
  const optionCount = showRecent ? recent.length : sections.length;

  React.useEffect(() => setActiveIndex(0), [results.groups, showRecent]);

  const openUrl = (url: string) => {
    rememberSearch(query);
    onClose();
    history.push(url);
  };

  const activate = (index: number) => {
    if (showRecent) {
      const entry = recent[index];
      if (entry) setQuery(entry);
      return;
    }
    const section = sections[index];
    if (section) openUrl(section.url);
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (optionCount === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + optionCount) % optionCount);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      activate(activeIndex);
    }
  };

  const activeKey = showRecent ? recent[activeIndex] : sections[activeIndex]?.key;
  React.useEffect(() => {
    if (activeKey === undefined) return;
    document.getElementById(optionId(activeKey))?.scrollIntoView({ block: 'nearest' });
  }, [activeKey]);

  const scopeChips = (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, px: 2, py: 1 }}
      role="group"
      aria-label="Products to search"
    >
      {pageProduct && (
        <Chip
          size="small"
          label={`${pageProduct} first`}
          variant={scope.kind === 'preferred' ? 'filled' : 'outlined'}
          color={scope.kind === 'preferred' ? 'primary' : 'default'}
          aria-pressed={scope.kind === 'preferred'}
          onClick={() => setScope({ kind: 'preferred', product: pageProduct })}
          data-testid="search-preferred-scope"
        />
      )}
      {['All products', ...SEARCH_PRODUCT_NAMES].map((name) => {
        const selected =
          name === 'All products' ? scope.kind === 'all' : scope.kind === 'only' && scope.product === name;
        return (
          <Chip
            key={name}
            size="small"
            label={name}
            variant={selected ? 'filled' : 'outlined'}
            color={selected ? 'primary' : 'default'}
            aria-pressed={selected}
            onClick={() =>
              setScope(name === 'All products' ? { kind: 'all' } : { kind: 'only', product: name })
            }
          />
        );
      })}
    </Box>
  );

  const versionChips = versions.length > 1 && (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, px: 2, pb: 1 }}
      role="group"
      aria-label="Versions to search"
      data-testid="search-version-scope"
    >
      {[...versions.map((version) => ({ name: version.name, label: version.label })), null].map((entry) => {
        const selected =
          entry === null
            ? versionScope.kind === 'all'
            : versionScope.kind === 'one' && versionScope.version === entry.name;
        return (
          <Chip
            key={entry?.name ?? 'all versions'}
            size="small"
            label={entry?.label ?? 'All versions'}
            variant={selected ? 'filled' : 'outlined'}
            color={selected ? 'primary' : 'default'}
            aria-pressed={selected}
            onClick={() =>
              setVersionScope(
                entry === null
                  ? { kind: 'all', current: currentVersion }
                  : { kind: 'one', version: entry.name },
              )
            }
          />
        );
      })}
    </Box>
  );

  let body: React.ReactNode;
  if (pagefind.state === 'unavailable') {
    body = <UnavailableNotice reason={pagefind.reason} />;
  } else if (showRecent) {
    body =
      recent.length > 0 ? (
        <Box
          component="ul"
          role="listbox"
          id={LISTBOX_ID}
          aria-label="Recent searches"
          sx={{ listStyle: 'none', m: 0, p: 1 }}
        >
          <Typography
            component="li"
            role="presentation"
            variant="overline"
            sx={{ px: 1, color: 'text.secondary' }}
          >
            Recent searches
          </Typography>
          {recent.map((entry, index) => (
            <Box
              component="li"
              key={entry}
              id={optionId(entry)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => activate(index)}
              onMouseMove={() => setActiveIndex(index)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1,
                py: 0.75,
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: index === activeIndex ? 'action.selected' : undefined,
              }}
            >
              <HistoryRounded fontSize="small" sx={{ color: 'text.secondary' }} />
              {entry}
            </Box>
          ))}
        </Box>
      ) : (
        <Typography sx={{ p: 3, color: 'text.secondary' }} variant="body2">
          Search guides and API reference, including props, slots and CSS classes such as{' '}
          <code>checkboxSelection</code> or <code>MuiDataGrid-cell</code>.
        </Typography>
      );
  } else if (results.status === 'done' && results.groups.length === 0) {
    body = (
      <Box sx={{ p: 3, textAlign: 'center' }} data-testid="search-empty">
        <Typography sx={{ fontWeight: 600 }}>No results for “{results.query}”</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {scope.kind === 'only'
            ? 'Nothing matched in this product. Try searching all products.'
            : 'Check the spelling or try a shorter or more general term.'}
        </Typography>
      </Box>
    );
  } else if (results.status === 'error') {
    body = (
      <Alert severity="error" sx={{ m: 2 }}>
        The search failed. Try again, or reload the page if it keeps failing.
      </Alert>
    );
  } else {
    body = (
      <SearchResultList
        id={LISTBOX_ID}
        groups={results.groups}
        versionLabel={versionLabel}
        activeKey={activeKey}
        optionId={optionId}
        onHover={(key) => {
          const index = sections.findIndex((section) => section.key === key);
          if (index >= 0) setActiveIndex(index);
        }}
        onOpen={openUrl}
      />
    );
  }

  const busy = pagefind.state === 'loading' || results.status === 'searching';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-label="Search the documentation"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: {
          sx: {
            mt: { xs: 2, sm: '10vh' },
            borderRadius: 3,
            maxHeight: { xs: 'calc(100% - 32px)', sm: '75vh' },
          },
        },
      }}
      data-testid="search-dialog"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25 }}>
        <SearchRounded sx={{ color: 'primary.main' }} />
        <InputBase
          autoFocus
          fullWidth
          placeholder="Search the docs"
          value={query}
          onChange={(event) => setQuery(event.target.value.slice(0, 200))}
          onKeyDown={handleKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': 'Search the documentation',
            'aria-expanded': optionCount > 0,
            'aria-controls': LISTBOX_ID,
            'aria-autocomplete': 'list',
            'aria-activedescendant':
              activeKey !== undefined && optionCount > 0 ? optionId(activeKey) : undefined,
            spellCheck: false,
            autoComplete: 'off',
            enterKeyHint: 'go',
          }}
          sx={{ fontSize: '1.05rem' }}
        />
        <Box
          component="button"
          type="button"
          onClick={onClose}
          aria-label="Close search"
          sx={{ all: 'unset', cursor: 'pointer' }}
        >
          <Kbd>Esc</Kbd>
        </Box>
      </Box>
      <Box sx={{ height: 2 }}>{busy && <LinearProgress sx={{ height: 2 }} aria-label="Searching" />}</Box>
      <Divider />
      {pagefind.state !== 'unavailable' && scopeChips}
      {pagefind.state !== 'unavailable' && versionChips}
      <Box sx={{ overflowY: 'auto', flex: 1, minHeight: 80 }} aria-live="polite" aria-busy={busy}>
        {body}
      </Box>
      <Divider />
      <Box
        sx={{
          display: { xs: 'none', sm: 'flex' },
          gap: 2,
          px: 2,
          py: 1,
          color: 'text.secondary',
          fontSize: '0.75rem',
        }}
      >
        <span>
          <Kbd>↑</Kbd> <Kbd>↓</Kbd> to move
        </span>
        <span>
          <Kbd>Enter</Kbd> to open
        </span>
        <span>
          <Kbd>Esc</Kbd> to close
        </span>
      </Box>
    </Dialog>
  );
}
