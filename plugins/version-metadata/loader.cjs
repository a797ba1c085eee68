// Trims the docs plugin's version metadata (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`) and
// its list of docs in the global data (`.docusaurus/globalData.json`) before they are bundled. See index.ts
// for why. A plain CommonJS loader: the bundler loads loaders with Node's require.
'use strict';

/** The key of a product's "API reference" sidebar group (plugins/api-docs/sidebar.ts). */
const API_GROUP_KEY = /^\/api\/([a-z][a-z-]*)-group$/;

/**
 * The product of an "API reference" group (`data-grid` for the key `/api/data-grid-group`), else null.
 * @param {unknown} item
 * @returns {string | null}
 */
function apiGroupProduct(item) {
  if (!item || typeof item !== 'object' || item.type !== 'category' || typeof item.key !== 'string')
    return null;
  const match = API_GROUP_KEY.exec(item.key);
  return match ? match[1] : null;
}

/**
 * The sidebar items with each API group's items taken out: the group keeps its label and key, and says
 * in `customProps.apiSidebarGroup` which product's items the browser loads for it.
 * @param {unknown[]} items
 * @returns {unknown[]}
 */
function withoutApiGroupItems(items) {
  return items.map((item) => {
    const product = apiGroupProduct(item);
    if (product)
      return { ...item, items: [], customProps: { ...item.customProps, apiSidebarGroup: product } };
    if (item && item.type === 'category' && Array.isArray(item.items))
      return { ...item, items: withoutApiGroupItems(item.items) };
    return item;
  });
}

/**
 * Returns the JSON text with `version.docs` emptied (and, with `lazyApiGroups`, the API groups' items taken
 * out of every sidebar), or the text unchanged when it is not version metadata (the same folder holds other
 * route props).
 * @param {string} source
 * @param {{ dropDocsMap?: boolean, lazyApiGroups?: boolean }} [options] `dropDocsMap` is on unless false
 * @returns {string}
 */
function trimVersionMetadata(source, options = {}) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    return source;
  }
  const version = data && typeof data === 'object' ? data.version : undefined;
  if (!version || typeof version !== 'object' || !version.docsSidebars || !version.docs) return source;
  const docsSidebars = options.lazyApiGroups
    ? Object.fromEntries(
        Object.entries(version.docsSidebars).map(([name, items]) => [
          name,
          Array.isArray(items) ? withoutApiGroupItems(items) : items,
        ]),
      )
    : version.docsSidebars;
  const docs = options.dropDocsMap === false ? version.docs : {};
  return JSON.stringify({ ...data, version: { ...version, docs, docsSidebars } });
}

/**
 * Returns the global data with every docs version's `docs` list (and `draftIds`) emptied; anything else,
 * other plugins' data included, is kept as it is. Unparsable text is returned unchanged.
 * @param {string} source
 * @returns {string}
 */
function trimGlobalDocsLists(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    return source;
  }
  const docsPlugin = data && typeof data === 'object' ? data['docusaurus-plugin-content-docs'] : undefined;
  if (!docsPlugin || typeof docsPlugin !== 'object') return source;
  const trimmed = {};
  for (const [pluginId, pluginData] of Object.entries(docsPlugin)) {
    trimmed[pluginId] =
      pluginData && Array.isArray(pluginData.versions)
        ? {
            ...pluginData,
            versions: pluginData.versions.map((version) => ({ ...version, docs: [], draftIds: [] })),
          }
        : pluginData;
  }
  return JSON.stringify({ ...data, 'docusaurus-plugin-content-docs': trimmed });
}

module.exports = function versionMetadataLoader(source) {
  const text = String(source);
  const options = (this.getOptions && this.getOptions()) || {};
  return this.resourcePath && /globalData\.json$/.test(this.resourcePath)
    ? trimGlobalDocsLists(text)
    : trimVersionMetadata(text, options);
};
module.exports.apiGroupProduct = apiGroupProduct;
module.exports.trimVersionMetadata = trimVersionMetadata;
module.exports.trimGlobalDocsLists = trimGlobalDocsLists;
