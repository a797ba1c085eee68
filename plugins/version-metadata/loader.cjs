// Trims the docs plugin's version metadata (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`)
// before it is bundled. See index.ts for why. A plain CommonJS loader: the bundler loads loaders with
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

module.exports = function versionMetadataLoader(source) {
  return trimVersionMetadata(String(source));
};
module.exports.trimVersionMetadata = trimVersionMetadata;
