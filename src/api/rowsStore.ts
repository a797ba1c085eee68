/**
 * The rows of API pages in the browser. A page hydrated from the server's HTML keeps its rows as that HTML
 * (src/components/lazy/KeepServerHtml), so it needs their data only when the reader filters them or changes
 * their layout, and a page rendered on the client (reached by a link) needs it to render them. The data is a
 * JSON file of its own (src/api/pageRows.ts), never part of the JavaScript that loads before hydration
 * (maintainers/performance.md, "API rows loaded apart").
 *
 * One load per file, shared by every reader of it; a failed load can be asked for again.
 */
import * as React from 'react';
import type { ApiRows } from './types';

type RowsEntry =
  { status: 'loading' } | { status: 'loaded'; rows: ApiRows } | { status: 'failed'; message: string };

const entries = new Map<string, RowsEntry>();
const listeners = new Set<() => void>();

function set(url: string, entry: RowsEntry) {
  entries.set(url, entry);
  listeners.forEach((listener) => listener());
}

/** Only the site's own files: a path on this origin (the bundler writes it; anything else is refused). */
function isOwnFile(url: string): boolean {
  return /^\/(?!\/)[^\s\\]*\.json$/.test(url);
}

/** Starts loading the rows file at `url` unless it is loaded or loading. */
export function requestApiRows(url: string): void {
  const current = entries.get(url);
  if (current && current.status !== 'failed') return;
  if (!isOwnFile(url)) {
    set(url, { status: 'failed', message: `not a rows file of this site: ${url}` });
    return;
  }
  set(url, { status: 'loading' });
  // The same request as the route module's warm-up (plugins/api-docs/routes.ts), which the HTTP cache answers.
  const text = fetch(url, { credentials: 'same-origin' }).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  // The file's check comes with the first file: no page needs it to hydrate.
  const parser = import(/* webpackChunkName: "api-rows-check" */ './pageRows');
  Promise.all([text, parser])
    .then(([body, { parseApiRows }]) => set(url, { status: 'loaded', rows: parseApiRows(body) }))
    .catch((error: unknown) => set(url, { status: 'failed', message: String(error) }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

interface ApiRowsState {
  /** The rows, once they are here (at once on the server). */
  rows?: ApiRows;
  failed: boolean;
  /** Asks for the rows (loads them once). */
  request: () => void;
}

const noop = () => undefined;

/** The rows of a route's data module (`ApiRouteModule.rows`): the data, or the state of its file. */
export function useApiRows(source: ApiRows | string | null): ApiRowsState {
  const url = typeof source === 'string' ? source : null;
  const entry = React.useSyncExternalStore(
    subscribe,
    () => (url ? entries.get(url) : undefined),
    () => undefined,
  );
  const request = React.useCallback(() => {
    if (url) requestApiRows(url);
  }, [url]);
  if (source === null) return { failed: false, request: noop };
  if (typeof source !== 'string') return { rows: source, failed: false, request: noop };
  return {
    rows: entry?.status === 'loaded' ? entry.rows : undefined,
    failed: entry?.status === 'failed',
    request,
  };
}
