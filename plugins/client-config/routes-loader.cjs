// Creates the route table's components on first use (`.docusaurus/routes.js`) in the client build, with each
// route's chunk names written into its entry. See index.ts for why. A plain CommonJS loader: the bundler loads
// loaders with Node's require.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * One route's path and component as Docusaurus's codegen writes them (core lib/server/codegen/codegenRoutes.js,
 * `serializeRouteConfig`): `path: '<path>',` then `component: ComponentCreator('<path>', '<hash>')`, the same path
 * with its single quotes escaped. The catch-all route's `ComponentCreator('*')` has no hash and stays as it is.
 */
const ROUTE_COMPONENT =
  /path: '((?:[^'\\\n]|\\.)*)',(\s*)component: ComponentCreator\('\1', '([^'\\\n]*)'\)/g;
const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";

/**
 * Made once per route, on the first read of its `component`: the same object from then on, as React needs.
 * Written into the generated module, after its imports.
 */
const LAZY_CREATOR = `import routesChunkNames from '@generated/routesChunkNames';
const createdRouteComponents = new Map();
function routeComponent(path, hash, chunkNames) {
  const key = path + '-' + hash;
  let component = createdRouteComponents.get(key);
  if (component === undefined) {
    // ComponentCreator reads the route's chunk names from this map by the same key, when it is called; in the
    // client build the map starts empty (./routesChunkNames-loader.cjs) and holds only the routes created.
    routesChunkNames[key] = chunkNames;
    component = ComponentCreator(path, hash);
    createdRouteComponents.set(key, component);
  }
  return component;
}
`;

/**
 * The route table with every route's `component` a getter that creates it on first read from its entry's path,
 * each route's chunk names (`chunkNames`, from Docusaurus's routesChunkNames.json, by the same `<path>-<hash>` key) written into its
 * entry, and how many routes it rewrote. The text unchanged (and `routes` 0) when it does not have the shape
 * above: every `ComponentCreator('` call but the catch-all's must be a route's component with chunk names, and
 * the module must import ComponentCreator as Docusaurus writes it.
 * @param {string} source
 * @param {Record<string, unknown>} chunkNames
 * @returns {{ source: string, routes: number }}
 */
function lazyRouteComponents(source, chunkNames) {
  const calls = (source.match(/ComponentCreator\('/g) ?? []).length;
  const catchAll = (source.match(/ComponentCreator\('\*'\)/g) ?? []).length;
  let routes = 0;
  let missing = 0;
  const rewritten = source.replace(ROUTE_COMPONENT, (_whole, routePath, space, hash) => {
    const names = chunkNames[`${routePath.replace(/\\(.)/g, '$1')}-${hash}`];
    if (names === undefined || names === null || typeof names !== 'object') {
      missing += 1;
      return _whole;
    }
    routes += 1;
    // The getter reads the path from its entry: written once, not twice (1.6 KB gzip with about 540 routes).
    return (
      `path: '${routePath}',${space}chunkNames: ${JSON.stringify(names)},${space}` +
      `get component() { return routeComponent(this.path, '${hash}', this.chunkNames); }`
    );
  });
  if (routes === 0 || missing > 0 || routes !== calls - catchAll || !source.includes(CREATOR_IMPORT))
    return { source, routes: 0 };
  return { source: rewritten.replace(CREATOR_IMPORT, `${CREATOR_IMPORT}\n${LAZY_CREATOR}`), routes };
}

module.exports = function routesLoader(source) {
  // Written by Docusaurus next to the route table, before bundling; a change to it rebuilds the table.
  const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  const result = lazyRouteComponents(String(source), JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8')));
  if (result.routes === 0 && /ComponentCreator\('[^*]/.test(String(source))) {
    this.emitWarning(
      new Error(
        'client-config: the route table has an unexpected shape; its components are created at start-up ' +
          '(plugins/client-config/routes-loader.cjs).',
      ),
    );
  }
  return result.source;
};
module.exports.lazyRouteComponents = lazyRouteComponents;
