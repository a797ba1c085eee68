import { PRODUCTS, type ProductId } from './products';
import { pathnameToLanguage } from './i18n/paths';

/** What the `<meta name="mui:productId">` / `mui:productCategoryId` tags and analytics carry. */
export interface ProductInfo {
  /** `core`, `x`, `toolpad`, or the string `'null'`. */
  productCategoryId: string;
  /** `x-data-grid`, `material-ui`, `docs`, … or the string `'null'` (nulls travel as strings). */
  productId: string;
}

/** First folders that belong to the core component libraries; the folder is the product id. */
const CORE_FOLDERS: readonly string[] = ['material-ui', 'joy-ui', 'base-ui', 'system'];

/** Pages about the docs themselves. */
const DOCS_FOLDERS: readonly string[] = ['docs', 'versions', 'production-error'];

/**
 * API pages whose product is read from the API folder. Tree View's API pages are left to the general
 * rule on purpose: the reference site never gave them an override, and analytics depend on that.
 */
const API_OVERRIDE_PRODUCTS: readonly ProductId[] = ['x-data-grid', 'x-date-pickers', 'x-charts'];

const NULL = 'null';

function startsWithFolder(path: string, folder: string): boolean {
  return path === folder.replace(/\/$/, '') || path.startsWith(folder.endsWith('/') ? folder : `${folder}/`);
}

/**
 * The names of the site's cut docs versions, from the docs plugin's global data (`versions`, the current
 * one marked `isLast`). Each is served at `/x/<name>/` (plugins/version-metadata/docsVersions.ts gives them
 * no path of their own).
 */
export function cutVersionNames(globalData: unknown): string[] {
  const docs = (globalData as Record<string, Record<string, unknown>> | undefined)?.[
    'docusaurus-plugin-content-docs'
  ]?.default as { versions?: unknown } | undefined;
  const versions = Array.isArray(docs?.versions)
    ? (docs.versions as { name?: unknown; isLast?: unknown }[])
    : [];
  return versions
    .filter((version) => version.isLast !== true && typeof version.name === 'string')
    .map((version) => version.name as string);
}

/**
 * Maps a full URL path (`/x/react-data-grid/editing/`, `/zh/x/api/charts/bar-chart/`) to its product group
 * and product. The language prefix, query and hash are ignored, and so is the folder of a cut docs version
 * named in `cutVersions` (`/x/8.x/react-data-grid/` is Data Grid, as `/x/react-data-grid/` is).
 */
export function getProductInfoFromUrl(asPath: string, cutVersions: readonly string[] = []): ProductInfo {
  let path = pathnameToLanguage(asPath).canonicalAsServer.replace(/\?.*$/, '');
  const version = cutVersions.find((name) => path === `/x/${name}` || path.startsWith(`/x/${name}/`));
  if (version) path = `/x${path.slice(`/x/${version}`.length)}`;
  const firstFolder = path.split('/')[1] ?? '';

  if (CORE_FOLDERS.includes(firstFolder)) {
    return { productCategoryId: 'core', productId: firstFolder };
  }
  if (firstFolder === 'x') {
    const sitePath = path.slice('/x'.length) || '/';
    const apiProduct = PRODUCTS.find(
      (product) => API_OVERRIDE_PRODUCTS.includes(product.id) && startsWithFolder(sitePath, product.apiPath),
    );
    if (apiProduct) return { productCategoryId: 'x', productId: apiProduct.id };
    // General rule: `/x/react-<name>/…` is product `x-<name>` (the PRODUCTS base paths follow it).
    const reactFolder = /^\/react-([^/]+)/.exec(sitePath);
    return { productCategoryId: 'x', productId: reactFolder ? `x-${reactFolder[1]}` : NULL };
  }
  if (firstFolder === 'toolpad') {
    const secondFolder = path.split('/')[2];
    return {
      productCategoryId: 'toolpad',
      productId: secondFolder === 'core' ? 'toolpad-core' : 'toolpad-studio',
    };
  }
  if (startsWithFolder(path, '/experiments/docs')) {
    return { productCategoryId: NULL, productId: 'docs-infra' };
  }
  if (DOCS_FOLDERS.includes(firstFolder)) {
    return { productCategoryId: NULL, productId: 'docs' };
  }
  return { productCategoryId: NULL, productId: NULL };
}

/** The documented product of an info record, for the per-product versions menu (null outside one). */
export function productIdOf(info: ProductInfo): ProductId | null {
  return PRODUCTS.find((product) => product.id === info.productId)?.id ?? null;
}
