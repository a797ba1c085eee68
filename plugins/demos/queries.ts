/** The resource queries the `?demo` loader answers (loader.cjs), shared by the plugin and the transform. */

/** A demo's module scope: the map of the modules it imports (see demoScopeModuleCode). */
export const DEMO_SCOPE_QUERY = '?demo-scope';

/** The entry of a demo's chunk: component, scope and runtime stylesheet (see demoChunkModuleCode). */
export const DEMO_CHUNK_QUERY = '?demo-chunk';

/** `./X.tsx?demo` (sources + loader), `./X.tsx?demo-scope` and `./X.tsx?demo-chunk`. */
export const DEMO_RESOURCE_QUERY = /^\?demo(?:-scope|-chunk)?$/;
