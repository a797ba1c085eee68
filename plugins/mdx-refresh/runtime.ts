/**
 * Client side of `transform.ts` (only in `npm start` builds): keeps one wrapper component per page module
 * across hot updates, and makes the module accept its own updates while what it shows outside the article is
 * unchanged. The wrapper renders the latest `MDXContent`, so an edit re-renders the article alone: the layout,
 * sidebar, table of contents and scroll position stay.
 */
import { createElement, useSyncExternalStore, type ComponentType } from 'react';

/** The parts of webpack's / Rspack's `import.meta.webpackHot` this uses. */
export interface HotModule {
  data?: { mdxRefresh?: RefreshStore; signature?: string };
  accept(): void;
  dispose(callback: (data: { mdxRefresh?: RefreshStore; signature?: string }) => void): void;
  invalidate(): void;
}

export interface RefreshStore {
  current: ComponentType<Record<string, unknown>>;
  listeners: Set<() => void>;
  Wrapper: ComponentType<Record<string, unknown>>;
}

function signatureOf(values: () => unknown[]): string {
  try {
    return JSON.stringify(values());
  } catch {
    // Not serialisable: never equal, so such a module always takes the safe path.
    return String(Math.random());
  }
}

function createStore(content: ComponentType<Record<string, unknown>>): RefreshStore {
  const store: RefreshStore = {
    current: content,
    listeners: new Set(),
    Wrapper: () => null,
  };
  const subscribe = (listener: () => void) => {
    store.listeners.add(listener);
    return () => store.listeners.delete(listener);
  };
  const snapshot = () => store.current;
  store.Wrapper = function MDXContentRefresh(props: Record<string, unknown>) {
    const Content = useSyncExternalStore(subscribe, snapshot, snapshot);
    return createElement(Content, props);
  };
  return store;
}

/** Called by each version of a page module with its `MDXContent`; returns the module's default export. */
export function mdxRefresh(
  hot: HotModule | undefined,
  content: ComponentType<Record<string, unknown>>,
  shownOutsideArticle: () => unknown[],
): ComponentType<Record<string, unknown>> {
  if (!hot) return content;
  const signature = signatureOf(shownOutsideArticle);
  const previous = hot.data?.mdxRefresh;
  const store = previous ?? createStore(content);
  hot.dispose((data) => {
    data.mdxRefresh = store;
    data.signature = signature;
  });
  store.current = content;
  if (previous && hot.data?.signature !== signature) {
    // The title, TOC or metadata changed: the page around the article must render again, as before.
    hot.invalidate();
    return store.Wrapper;
  }
  hot.accept();
  if (previous) for (const listener of store.listeners) listener();
  return store.Wrapper;
}
