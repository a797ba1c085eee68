import type * as React from 'react';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * The site's form of an internal path, as Docusaurus's `Link` writes it: with `trailingSlash: true` the
 * pathname ends with a slash (docs permalinks, and so sidebar items, may not), before any query or hash.
 */
export function siteHref(href: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (trailingSlash === undefined || href.startsWith('#')) return href;
  const pathname = href.split(/[?#]/)[0];
  if (pathname === '/' || pathname === baseUrl) return href;
  const wanted = trailingSlash ? pathname.replace(/\/?$/, '/') : pathname.replace(/\/$/, '');
  return wanted + href.slice(pathname.length);
}

/**
 * What the sidebar's page links do instead of Docusaurus's `Link`: navigate in the app on a plain click and
 * load the target page's code when the reader shows intent (pointer over it, touch, keyboard focus), but not
 * merely because the link is on screen. `Link` prefetches every link that enters the viewport; the sidebar's
 * links (a hidden closed group's included) made that one `<link rel=prefetch>` per chunk of every listed
 * page: 300–800 tags and every page chunk of the open group on each load, hundreds of KB a phone reader never
 * uses, and main-thread time on every page (maintainers/performance.md, "Sidebar links load on intent").
 */
export function useIntentNavigation(
  target: string,
  external: boolean,
  onNavigate?: () => void,
): Pick<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onClick' | 'onMouseEnter' | 'onTouchStart' | 'onFocus'
> {
  const history = useHistory();
  const { trailingSlash, baseUrl } = useDocusaurusContext().siteConfig;
  if (external) return { href: target, onClick: onNavigate };
  const href = siteHref(target, trailingSlash, baseUrl);
  const preload = () => {
    // Docusaurus skips it on a slow or data-saving connection, and loads each route once.
    window.docusaurus.preload(href);
  };
  return {
    href,
    onMouseEnter: preload,
    onTouchStart: preload,
    onFocus: preload,
    onClick: (event) => {
      onNavigate?.();
      if (!isPlainClick(event)) return;
      event.preventDefault();
      history.push(href);
    },
  };
}

/** A plain left click: a modified or middle click keeps the browser's meaning (new tab, window, download). */
function isPlainClick(event: React.MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/** The site path an anchor inside `container` points at, when it is one of this site's pages. */
function internalTarget(target: EventTarget, container: Element): string | null {
  const anchor = target instanceof Element ? target.closest('a') : null;
  if (!anchor || !container.contains(anchor) || anchor.target) return null;
  const href = anchor.getAttribute('href') ?? '';
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}

/**
 * The same behaviour for every link inside an element whose links React did not render (HTML kept from the
 * server, src/components/lazy/KeepServerHtml.tsx): one set of handlers on the element, acting on the
 * internal link the event comes from. The links' `href`s are already in the site's form (Link wrote them).
 */
export function useIntentNavigationWithin(): Pick<
  React.HTMLAttributes<HTMLElement>,
  'onClick' | 'onMouseOver' | 'onTouchStart' | 'onFocus'
> {
  const history = useHistory();
  const preload = (event: React.SyntheticEvent<HTMLElement>) => {
    const href = internalTarget(event.target, event.currentTarget);
    if (href) window.docusaurus.preload(href);
  };
  return {
    onMouseOver: preload,
    onTouchStart: preload,
    onFocus: preload,
    onClick: (event) => {
      const href = internalTarget(event.target, event.currentTarget);
      if (!href || !isPlainClick(event)) return;
      event.preventDefault();
      history.push(href);
    },
  };
}
