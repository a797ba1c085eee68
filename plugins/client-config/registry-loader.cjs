// Drops the module names from the route registry (`.docusaurus/registry.js`) in the client build. See index.ts for
// why. A plain CommonJS loader: the bundler loads loaders with Node's require.
'use strict';

/**
 * One registry entry as Docusaurus's codegen writes it (core lib/server/codegen/codegenRoutes.js, `genRegistry`):
 * `"name": [() => import(/* webpackChunkName: "name" *\/ "path"), "path", require.resolveWeak("path")],`. The
 * middle "path" is the module's name for react-loadable's server-side capture; the bundler compiles the other two
 * into module ids, but that one stays in the bundle as a string.
 */
const ENTRY =
  /(\[\(\) => import\(\/\* webpackChunkName: "[^"\\]*" \*\/ ("(?:[^"\\]|\\.)*")\)), \2, (require\.resolveWeak\(\2\)\],)/g;

/**
 * The registry's text with every entry's module name emptied, and how many entries it has. The text unchanged
 * (and `entries` 0) when a line of it does not have the shape above: a newer Docusaurus writing another shape must
 * not get a half-rewritten registry.
 * @param {string} source
 * @returns {{ source: string, entries: number }}
 */
function dropRegistryModuleNames(source) {
  const lines = source.split('\n').filter((line) => line.trim().startsWith('"'));
  let entries = 0;
  const rewritten = source.replace(ENTRY, (_whole, load, _name, weak) => {
    entries += 1;
    return `${load}, "", ${weak}`;
  });
  if (entries === 0 || entries !== lines.length) return { source, entries: 0 };
  return { source: rewritten, entries };
}

module.exports = function registryLoader(source) {
  const result = dropRegistryModuleNames(String(source));
  if (result.entries === 0 && /resolveWeak/.test(String(source))) {
    this.emitWarning(
      new Error(
        'client-config: the route registry has an unexpected shape; its module names stay in the client bundle ' +
          '(plugins/client-config/registry-loader.cjs).',
      ),
    );
  }
  return result.source;
};
module.exports.dropRegistryModuleNames = dropRegistryModuleNames;
