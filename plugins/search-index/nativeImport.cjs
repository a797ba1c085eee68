// Loaded with Node's own require (not the TypeScript loader Docusaurus uses for plugins), so the import()
// below is Node's native ES module import, which ESM-only packages such as pagefind need.
module.exports = function nativeImport(specifier) {
  return import(specifier);
};
