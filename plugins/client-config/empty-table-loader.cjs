// An empty UI text table, for the tables of languages other than the one being built in its client build (see
// index.ts, `languageTablesDir`). A plain CommonJS loader: the bundler loads loaders with Node's require.
'use strict';

module.exports = function emptyTableLoader() {
  return '{}';
};
