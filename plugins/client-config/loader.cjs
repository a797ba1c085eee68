// Empties the listed keys of the site config module (`.docusaurus/docusaurus.config.mjs`) in the client
// build. See index.ts for why. A plain CommonJS loader: the bundler loads loaders with Node's require.
'use strict';

/**
 * The module's text with each of `keys` set to an empty list; the text unchanged when it is not the JSON
 * object module Docusaurus writes.
 * @param {string} source
 * @param {readonly string[]} keys
 * @returns {string}
 */
function emptyConfigKeys(source, keys) {
  const match = /export default\s*([\s\S]*?);?\s*$/.exec(source);
  if (!match) return source;
  let config;
  try {
    config = JSON.parse(match[1]);
  } catch {
    return source;
  }
  if (!config || typeof config !== 'object' || Array.isArray(config)) return source;
  const trimmed = { ...config };
  for (const key of keys) if (Object.hasOwn(trimmed, key)) trimmed[key] = [];
  return `export default ${JSON.stringify(trimmed)};\n`;
}

module.exports = function clientConfigLoader(source) {
  const { keys } = this.getOptions();
  return emptyConfigKeys(String(source), keys);
};
module.exports.emptyConfigKeys = emptyConfigKeys;
