// The `?demo` loader (and, for `?demo-scope`, the map of the modules a demo imports, used by the live
// editor; for `?demo-chunk`, the entry of the chunk a demo loads; for `?demo-group=…`, the entry of the
// chunk a few demos of a page share; for `?demo-group-load=…`, the one import of that chunk). Rspack runs
// loaders with Node's require, which cannot load TypeScript on Node 20, so this shim loads the TypeScript implementation
// through jiti (the same loader Docusaurus uses for docusaurus.config.ts). The resource itself is watched by the bundler, so editing a demo re-runs it.
'use strict';
const path = require('node:path');
const jiti = require('jiti')(__filename);

const {
  buildDemoSources,
  demoChunkModuleCode,
  demoGroupLoadModuleCode,
  demoGroupModuleCode,
  demoModuleCode,
  demoNameOf,
  demoSourcesFile,
  demoScopeImports,
  demoScopeModuleCode,
  findStylesheets,
  findSupportModules,
  runtimeStylesheetOf,
} = jiti('./transform.ts');
const {
  DEMO_CHUNK_QUERY,
  DEMO_GROUP_LOAD_QUERY,
  DEMO_GROUP_QUERY,
  DEMO_SCOPE_QUERY,
  groupOfDemoQuery,
  parseDemoGroupQuery,
} = jiti('./queries.ts');
const { recordGenerationTime } = jiti('./timings.ts');
const { writerError } = jiti('./errors.ts');

const IMPLEMENTATION_FILES = [
  'transform.ts',
  'queries.ts',
  'timings.ts',
  '../shared/typescript.ts',
  'errors.ts',
  '../../src/codeVariant/model.ts',
].map((file) => path.join(__dirname, file));

/**
 * A production build compiles each `?demo` module twice in one process, for the client and for the server:
 * the JS variant and the formatted sources are generated once and shared (keyed by file and text). Not in
 * `npm start`, where a rebuild must read the demo's stylesheets and support files again.
 */
const generatedInThisBuild = new Map();
const generationKey = (resourcePath, source) => `${resourcePath}\0${source}`;
function demoSources(source, resourcePath) {
  if (process.env.NODE_ENV !== 'production')
    return { sources: buildDemoSources(source, resourcePath), fresh: true };
  const key = generationKey(resourcePath, source);
  const known = generatedInThisBuild.get(key);
  if (known) return { sources: known, fresh: false };
  const sources = buildDemoSources(source, resourcePath);
  generatedInThisBuild.set(key, sources);
  return { sources, fresh: true };
}

module.exports = function demoLoader(source) {
  const callback = this.async();
  // The bundler's persistent cache must drop demo modules when the transform itself changes.
  if (typeof this.addBuildDependency === 'function') {
    for (const file of IMPLEMENTATION_FILES) this.addBuildDependency(file);
  }
  const resourcePath = this.resourcePath;
  if (this.resourceQuery === DEMO_CHUNK_QUERY) {
    const runtimeCss = runtimeStylesheetOf(resourcePath);
    if (runtimeCss) this.addDependency(runtimeCss);
    callback(null, demoChunkModuleCode(resourcePath));
    return;
  }
  const groupPrefix = [DEMO_GROUP_QUERY, DEMO_GROUP_LOAD_QUERY].find((prefix) =>
    this.resourceQuery.startsWith(prefix),
  );
  if (groupPrefix) {
    // The group's first file is only where its requests resolve from: its own text is not read here.
    let entries;
    try {
      entries = parseDemoGroupQuery(this.resourceQuery, groupPrefix);
    } catch (error) {
      callback(new Error(`Demo group at ${resourcePath}: ${error.message}`));
      return;
    }
    callback(
      null,
      groupPrefix === DEMO_GROUP_QUERY
        ? demoGroupModuleCode(entries)
        : demoGroupLoadModuleCode(resourcePath, entries),
    );
    return;
  }
  if (this.resourceQuery === DEMO_SCOPE_QUERY) {
    const fileName = path.basename(resourcePath);
    // In a build, the scope is reached only through the file's `?demo` module, whose JS variant is generated
    // by then: its imports are the demo's value imports, so the types need not be stripped a second time.
    const generated =
      process.env.NODE_ENV === 'production'
        ? generatedInThisBuild.get(generationKey(resourcePath, source))
        : undefined;
    const imports = generated
      ? generated.then((sources) => demoScopeImports(sources.js, fileName.replace(/\.tsx?$/, '.jsx')))
      : Promise.resolve().then(() => demoScopeImports(source, fileName));
    imports.then(
      (list) => callback(null, demoScopeModuleCode(list)),
      (error) => callback(new Error(`Demo scope ${resourcePath}: ${error.message}`)),
    );
    return;
  }
  // Stylesheets shown as extra tabs must refresh the module when they change too.
  for (const stylesheet of findStylesheets(source, resourcePath).paths) this.addDependency(stylesheet);
  for (const support of findSupportModules(source, resourcePath).paths) this.addDependency(support);
  const runtimeCss = runtimeStylesheetOf(resourcePath);
  if (runtimeCss) this.addDependency(runtimeCss);
  const { timingLog, server = false } = this.getOptions() || {};
  let group;
  try {
    group = groupOfDemoQuery(this.resourceQuery);
  } catch (error) {
    callback(new Error(`Demo ${resourcePath}: ${error.message}`));
    return;
  }
  const generation = demoSources(source, resourcePath);
  generation.sources.then(
    (sources) => {
      if (timingLog && generation.fresh) recordGenerationTime(timingLog, resourcePath, sources.generationMs);
      const name = demoNameOf(resourcePath);
      let code;
      try {
        // The client build ships the demo's texts as a file of their own, fetched when its frame goes live.
        let sourcesFile = null;
        if (!server) {
          const file = demoSourcesFile(sources, name);
          this.emitFile(file.name, file.text);
          sourcesFile = file.name;
        }
        code = demoModuleCode(sources, resourcePath, name, { server, group, sourcesFile });
      } catch (error) {
        callback(new Error(`Demo ${resourcePath}: ${error.message}`, { cause: error }));
        return;
      }
      callback(null, code);
    },
    // A syntax error is reported at the writer's line and column, with a frame of the writer's code.
    (error) => {
      const reported = writerError(error, source, path.relative(process.cwd(), resourcePath));
      callback(new Error(`Demo ${reported.message}`, { cause: error }));
    },
  );
};
