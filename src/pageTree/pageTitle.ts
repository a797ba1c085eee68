import { stripDocsTab } from './docsTab';

/**
 * The label a page gets when the tree gives none: the last path segment without a `react-` prefix,
 * hyphens as spaces, first letter capitalised. API paths are PascalCase (camelCase for `use…` hooks).
 * A docs-tab segment (`components-api`) is not the page's name and is skipped.
 */
export function titleFromPathname(pathname: string): string {
  const segments = stripDocsTab(pathname.replace(/[?#].*$/, ''))
    .split('/')
    .filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  if (segments.includes('api') || segments.includes('api-docs')) {
    const words = last.split('-').filter(Boolean);
    const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
    return words[0] === 'use' ? pascal.charAt(0).toLowerCase() + pascal.slice(1) : pascal;
  }
  const text = last.replace(/^react-/, '').replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
