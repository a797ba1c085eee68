import { productOfPath } from '../products';
import { BASE_URL } from '../constants';

/** The product of a page, as analytics reports it. Nulls are the string 'null' (kept from the reference). */
export interface ProductInfo {
  productId: string;
  productCategoryId: string;
}

/**
 * Product id and category for an absolute pathname (`/x/react-charts/bars/`). All pages of this site are
 * MUI X pages, so the category is `x`; pages outside a product (introduction, migration) have no id.
 * Kept as one small function so a shared URL helper can replace it.
 */
export function productInfoForPath(pathname: string): ProductInfo {
  const sitePath = pathname.startsWith(BASE_URL) ? `/${pathname.slice(BASE_URL.length)}` : pathname;
  return { productId: productOfPath(sitePath)?.id ?? 'null', productCategoryId: 'x' };
}

/** The canonical path of the current page: the pathname, without query string or hash. */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/[?#].*$/, '') || '/';
}

export interface PageViewParams extends ProductInfo {
  page_title: string;
  page_location: string;
}

export function pageViewParams(title: string, pathname: string): PageViewParams {
  return { page_title: title, page_location: canonicalPath(pathname), ...productInfoForPath(pathname) };
}

/** Route hooks also fire on hash changes and query updates; a page view is only for a new pathname. */
export function isNewPage(pathname: string, previousPathname: string | null | undefined): boolean {
  return previousPathname == null || previousPathname !== pathname;
}
