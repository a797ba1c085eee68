/** Browser tests: Node environment driving Debian's Chromium through playwright-core against the built site. */
const path = require('path');

const root = path.resolve(__dirname, '..');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: root,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/browser'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } } }],
  },
  maxWorkers: 1,
  testTimeout: 120000,
};
