/** Unit tests: jsdom, SWC transform, Docusaurus aliases mapped the way the site resolves them. */
const path = require('path');

const root = path.resolve(__dirname, '..');

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
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus)/)'],
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/tests/unit/styleStub.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@generated/(.*)$': '<rootDir>/tests/unit/generatedStub.js',
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use.*)$':
      '@docusaurus/core/lib/client/exports/$1',
  },
  testTimeout: 20000,
};
