/**
 * The items of each product's "API reference" sidebar group, written to one JSON file per product
 * (`<generated>/api-sidebar/<product>.json`, imported as `@generated/api-sidebar/<product>.json`) in the
 * exact form the docs plugin gives the browser (its own `toSidebarsProp`), for the groups the version
 * metadata leaves empty (see index.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the files go, inside Docusaurus's generated-files folder. */
export const API_SIDEBAR_DIR = 'api-sidebar';

export interface SidebarItemLike {
  type: string;
  key?: string;
  items?: SidebarItemLike[];
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apiGroupProduct } = require('./loader.cjs') as {
  apiGroupProduct: (item: unknown) => string | null;
};

/** Every API group of the sidebars: product → the group's items. */
export function collectApiGroups(
  sidebars: Record<string, SidebarItemLike[]>,
): Map<string, SidebarItemLike[]> {
  const groups = new Map<string, SidebarItemLike[]>();
  const visit = (items: SidebarItemLike[]) => {
    for (const item of items) {
      const product = apiGroupProduct(item);
      if (product) {
        if (groups.has(product)) throw new Error(`version-metadata: two API sidebar groups for ${product}`);
        groups.set(product, item.items ?? []);
      } else if (item.type === 'category' && item.items) visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return groups;
}

/** Writes one file per product; a file whose content is unchanged is not touched (no dev-server reload). */
export function writeApiSidebarGroups(
  generatedFilesDir: string,
  groups: Map<string, SidebarItemLike[]>,
): number {
  const dir = path.join(generatedFilesDir, API_SIDEBAR_DIR);
  fs.mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const [product, items] of groups) {
    const file = path.join(dir, `${product}.json`);
    const content = `${JSON.stringify(items)}\n`;
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) continue;
    fs.writeFileSync(file, content);
    written += 1;
  }
  return written;
}
