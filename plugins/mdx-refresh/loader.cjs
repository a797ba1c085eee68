// The MDX refresh loader (`npm start` only; see transform.ts): runs after @docusaurus/mdx-loader on docs
// pages. Rspack runs loaders with Node's require, which cannot load TypeScript on Node 20, so this shim loads
// the implementation through jiti, like plugins/demos/loader.cjs.
'use strict';
const path = require('node:path');
const jiti = require('jiti')(__filename);

const { refreshableMdxModule } = jiti('./transform.ts');
const RUNTIME = path.join(__dirname, 'runtime.ts');

module.exports = function mdxRefreshLoader(source) {
  if (typeof this.addBuildDependency === 'function')
    this.addBuildDependency(path.join(__dirname, 'transform.ts'));
  return refreshableMdxModule(source, RUNTIME);
};
