// Creates the route table's components on first use (`.docusaurus/routes.js`) in the client build. See index.ts
// for why. A plain CommonJS loader: the bundler loads loaders with Node's require.
'use strict';

/**
 * One route's component as Docusaurus's codegen writes it (core lib/server/codegen/codegenRoutes.js,
 * `serializeRouteConfig`): `component: ComponentCreator('<path>', '<hash>')`, the path with its single quotes
 * escaped. The catch-all route's `ComponentCreator('*')` has no hash and stays as it is.
 */
const ROUTE_COMPONENT = /component: ComponentCreator\('((?:[^'\\\n]|\\.)*)', '([^'\\\n]*)'\)/g;
const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";

/**
 * Made once per route, on the first read of its `component`: the same object from then on, as React needs.
 * Written into the generated module, after its imports.
 */
const LAZY_CREATOR = `const createdRouteComponents = new Map();
function routeComponent(path, hash) {
  const key = path + '\\u0000' + hash;
  let component = createdRouteComponents.get(key);
  if (component === undefined) {
    component = ComponentCreator(path, hash);
    createdRouteComponents.set(key, component);
  }
  return component;
}
`;

/**
 * The route table with every route's `component` a getter that creates it on first read, and how many routes it
 * rewrote. The text unchanged (and `routes` 0) when it does not have the shape above: every `ComponentCreator('`
 * call but the catch-all's must be a route's component, and the module must import ComponentCreator as
 * Docusaurus writes it.
 * @param {string} source
 * @returns {{ source: string, routes: number }}
 */
function lazyRouteComponents(source) {
  const calls = (source.match(/ComponentCreator\('/g) ?? []).length;
  const catchAll = (source.match(/ComponentCreator\('\*'\)/g) ?? []).length;
  let routes = 0;
  const rewritten = source.replace(ROUTE_COMPONENT, (_whole, routePath, hash) => {
    routes += 1;
    return `get component() { return routeComponent('${routePath}', '${hash}'); }`;
  });
  if (routes === 0 || routes !== calls - catchAll || !source.includes(CREATOR_IMPORT))
    return { source, routes: 0 };
  return { source: rewritten.replace(CREATOR_IMPORT, `${CREATOR_IMPORT}\n${LAZY_CREATOR}`), routes };
}

module.exports = function routesLoader(source) {
  const result = lazyRouteComponents(String(source));
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
