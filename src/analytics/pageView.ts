import { getProductInfoFromUrl, type ProductInfo } from '../productInfo';

/** The canonical path of the current page: the pathname, without query string or hash. */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/[?#].*$/, '') || '/';
}

/** Product id and category are the page's `mui:productId` / `mui:productCategoryId` meta tag values. */
export interface PageViewParams extends ProductInfo {
  page_title: string;
  page_location: string;
}

/** `cutVersions`: the site's cut docs versions, whose folder the product is read through (src/productInfo.ts). */
export function pageViewParams(
  title: string,
  pathname: string,
  cutVersions: readonly string[] = [],
): PageViewParams {
  return {
    page_title: title,
    page_location: canonicalPath(pathname),
    ...getProductInfoFromUrl(pathname, cutVersions),
  };
}

/** Route hooks also fire on hash changes and query updates; a page view is only for a new pathname. */
export function isNewPage(pathname: string, previousPathname: string | null | undefined): boolean {
  return previousPathname == null || previousPathname !== pathname;
}
