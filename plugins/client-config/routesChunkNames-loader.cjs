// The client build's `@generated/routesChunkNames` (`.docusaurus/routesChunkNames.json`): an empty map instead of
// every route's chunk names. Each route's entry of the route table carries its own (./routes-loader.cjs), which
// puts them in this map when it creates the route's component, before Docusaurus's ComponentCreator reads them;
// the prefetching reads them from the matched routes (./routePrefetch.ts). See index.ts for why. A plain
// CommonJS loader: the bundler loads loaders with Node's require.
'use strict';

/** The module the client build gets: one mutable map, shared by the route table and ComponentCreator. */
const EMPTY_MAP_MODULE = 'const routesChunkNames = {};\nexport default routesChunkNames;\n';

module.exports = function routesChunkNamesLoader() {
  return EMPTY_MAP_MODULE;
};
module.exports.EMPTY_MAP_MODULE = EMPTY_MAP_MODULE;
