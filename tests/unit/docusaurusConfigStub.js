// `@generated/docusaurus.config` in unit tests: only what theme modules the tests load read from it
// (theme-classic's prism-include-languages reads `themeConfig.prism.additionalLanguages`).
module.exports = { themeConfig: { prism: { additionalLanguages: [] } } };
