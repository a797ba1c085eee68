import type { ProductId } from './products';

export interface VersionLink {
  label: string;
  href: string;
}

/**
 * Older majors live on their own hosts. Per product, the targets the reference site links to; pages
 * outside a product use the "MUI X" row.
 */
const OLDER_MAJORS: Record<ProductId | 'general', VersionLink[]> = {
  general: [
    { label: 'v7', href: 'https://mui.com/x/introduction/' },
    { label: 'v6', href: 'https://v6.mui.com/x/introduction/' },
    { label: 'v5', href: 'https://v5.mui.com/x/introduction/' },
    { label: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
  ],
  'x-data-grid': [
    { label: 'v7', href: 'https://mui.com/x/react-data-grid/' },
    { label: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
    { label: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
    { label: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
  ],
  'x-date-pickers': [
    { label: 'v7', href: 'https://mui.com/x/react-date-pickers/' },
    { label: 'v6', href: 'https://v6.mui.com/x/react-date-pickers/' },
    { label: 'v5', href: 'https://v5.mui.com/x/react-date-pickers/getting-started/' },
  ],
  'x-charts': [
    { label: 'v7', href: 'https://mui.com/x/react-charts/' },
    { label: 'v6', href: 'https://v6.mui.com/x/react-charts/' },
  ],
  'x-tree-view': [
    { label: 'v7', href: 'https://mui.com/x/react-tree-view/' },
    { label: 'v6', href: 'https://v6.mui.com/x/react-tree-view/getting-started' },
  ],
};

export function olderMajors(productId: ProductId | null): VersionLink[] {
  return OLDER_MAJORS[productId ?? 'general'];
}

/**
 * Adds the language prefix to a link when the reader's language is not English (`/zh/x/...`).
 * Only same-host paths are prefixed; absolute URLs of other hosts get the prefix after the host.
 */
export function withLanguagePrefix(href: string, language: string): string {
  if (language === 'en') return href;
  const match = /^(https?:\/\/[^/]+)(\/.*)?$/.exec(href);
  if (match) return `${match[1]}/${language}${match[2] ?? '/'}`;
  return `/${language}${href.startsWith('/') ? href : `/${href}`}`;
}
