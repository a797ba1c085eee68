/** Unit tests: jsdom, SWC transform, Docusaurus aliases mapped the way the site resolves them. */
const path = require('path');

const root = path.resolve(__dirname, '..');

// Packages published as ES modules only that unit tests import: transformed to CommonJS like our sources.
// (The MDX parser stack used by src/llms: micromark and mdast utilities and their small helpers.)
const esmOnlyPackages = [
  '@docusaurus',
  'mdast-util-[^/]+',
  'micromark[^/]*',
  'unist-util-[^/]+',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'character-reference-invalid',
  'devlop',
  'longest-streak',
  'zwitch',
  'estree-util-[^/]+',
  'vfile[^/]*',
  'ccount',
  'parse-entities',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'stringify-entities',
  'escape-string-regexp',
  'markdown-table',
  'fault',
];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: root,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/tests/unit/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/tests/unit/styleStub.js',
    '^@site/(.*)$': '<rootDir>/$1',
    // The live editor's loop guard imports Sucrase's tokenizer from its ES-module build; Jest takes the CommonJS one.
    '^sucrase/dist/esm/(.*)$': 'sucrase/dist/$1',
    '^@generated/docusaurus\\.config$': '<rootDir>/tests/unit/docusaurusConfigStub.js',
    '^@generated/(.*)$': '<rootDir>/tests/unit/generatedStub.js',
    '^@theme/prism-include-languages$': '@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
    '^@theme/CodeInline$': '@docusaurus/theme-classic/lib/theme/CodeInline/index.js',
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use.*)$':
      '@docusaurus/core/lib/client/exports/$1',
  },
  testTimeout: 20000,
};
