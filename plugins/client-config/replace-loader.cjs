// Replaces one of Docusaurus's client modules by this plugin's own (`module` option, an absolute path) in the
// client build: the module's whole text becomes a re-export of its default, or, for a module that only runs
// (`sideEffects: true`: the client entry), an import of it. See index.ts for which and why.
// A plain CommonJS loader: the bundler loads loaders with Node's require.
'use strict';

module.exports = function replaceLoader() {
  const { module: replacement, sideEffects = false } = this.getOptions();
  return sideEffects
    ? `import ${JSON.stringify(replacement)};\n`
    : `export { default } from ${JSON.stringify(replacement)};\n`;
};
