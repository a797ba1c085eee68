import * as React from 'react';
import { isEditableTarget } from '@site/src/search/shortcut';
import {
  PROP_FILTER_MAX_LENGTH,
  parsePropFilter,
  propFilterFromSearch,
  searchWithPropFilter,
} from '@site/src/api/filter';

/**
 * The props filter's text, kept in the URL's `?filter=` (src/api/filter.ts). The server and the first
 * client render use no filter (the static HTML lists every prop); a filter in the URL applies once the page
 * has hydrated. The URL is rewritten with `history.replaceState` and not through the router: a router
 * navigation per keystroke would run every route-change hook of the site.
 */
export function usePropFilter(): [string, (value: string) => void] {
  const [filter, setFilterState] = React.useState('');
  React.useEffect(() => {
    const fromUrl = propFilterFromSearch(window.location.search);
    if (fromUrl) setFilterState(fromUrl);
  }, []);
  const setFilter = React.useCallback((value: string) => {
    const next = parsePropFilter(value);
    setFilterState(next);
    const { pathname, search, hash } = window.location;
    const nextSearch = searchWithPropFilter(search, next);
    if (nextSearch !== search)
      window.history.replaceState(window.history.state, '', pathname + nextSearch + hash);
  }, []);
  return [filter, setFilter];
}

interface PropFilterProps {
  /** "props" or "properties": the word the box and its messages use. */
  noun: string;
  filter: string;
  onChange: (value: string) => void;
  /** The reader is about to filter (the box got the focus): the rows can start loading. */
  onIntent?: () => void;
  /** How many rows match; unknown while the rows load. */
  matches: number | undefined;
  total: number;
}

/**
 * The filter box over a props table. `/` focuses it (when the reader is not typing elsewhere), before the
 * site search's own `/` shortcut sees the key (src/theme/SearchBar leaves handled keys alone); Escape
 * empties it.
 */
export default function PropFilter({ noun, filter, onChange, onIntent, matches, total }: PropFilterProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (isEditableTarget(event.target) || !inputRef.current) return;
      event.preventDefault();
      inputRef.current.focus();
      inputRef.current.select();
    };
    // Capture phase: runs before the search bar's listener on the document.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
  const active = filter.trim() !== '';
  return (
    <div className="api-filter">
      <input
        ref={inputRef}
        type="search"
        className="api-filter-input"
        value={filter}
        maxLength={PROP_FILTER_MAX_LENGTH}
        placeholder={`Filter ${noun} by name, type or text`}
        aria-label={`Filter ${noun}`}
        aria-keyshortcuts="/"
        aria-controls={`api-filter-status-${noun}`}
        onFocus={onIntent}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && filter !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      <kbd className="api-filter-key" aria-hidden>
        /
      </kbd>
      <p id={`api-filter-status-${noun}`} className="api-filter-status" role="status">
        {active && matches === undefined ? `Loading the ${noun}…` : ''}
        {active && matches !== undefined && matches > 0 ? `${matches} of ${total} ${noun} match` : ''}
        {active && matches === 0 ? (
          <>
            No {noun.replace(/s$/, '').replace(/ie$/, 'y')} matches “{filter.trim()}”.{' '}
            <button type="button" className="api-filter-clear" onClick={() => onChange('')}>
              Clear the filter
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}
