// `@generated/docusaurus.config` in unit tests: only what the modules the tests load read from it
// (theme-classic's prism-include-languages reads `themeConfig.prism.additionalLanguages`; the highlighter
// reads the light and dark Prism themes), as docusaurus.config.ts sets them.
const { themes } = require('prism-react-renderer');

module.exports = {
  themeConfig: { prism: { theme: themes.github, darkTheme: themes.vsDark, additionalLanguages: [] } },
};
