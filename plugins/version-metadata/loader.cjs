// Trims the docs plugin's version metadata (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`) and
// its list of docs in the global data (`.docusaurus/globalData.json`) before they are bundled. See index.ts
// for why. A plain CommonJS loader: the bundler loads loaders with
// Node's require.
'use strict';

/**
 * Returns the JSON text with `version.docs` emptied, or the text unchanged when it is not version
 * metadata (the same folder holds other route props).
 * @param {string} source
 * @returns {string}
 */
function trimVersionMetadata(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    return source;
  }
  const version = data && typeof data === 'object' ? data.version : undefined;
  if (!version || typeof version !== 'object' || !version.docsSidebars || !version.docs) return source;
  return JSON.stringify({ ...data, version: { ...version, docs: {} } });
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
  return this.resourcePath && /globalData\.json$/.test(this.resourcePath)
    ? trimGlobalDocsLists(text)
    : trimVersionMetadata(text);
};
module.exports.trimVersionMetadata = trimVersionMetadata;
module.exports.trimGlobalDocsLists = trimGlobalDocsLists;
