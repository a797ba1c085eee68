/**
 * @jest-environment node
 */
import { isDevServer } from '@site/plugins/dev-typecheck';

test('the type-check worker starts with `docusaurus start` only, not with every development-mode command', () => {
  const bin = ['/usr/bin/node', '/site/node_modules/@docusaurus/core/bin/docusaurus.mjs'];
  expect(isDevServer({ NODE_ENV: 'development' }, [...bin, 'start', '--port', '3000'])).toBe(true);
  // The CLI sets NODE_ENV=development for these too; a watching worker kept them from exiting.
  for (const command of ['docs:version', 'version:cut', 'write-translations', 'i18n:status']) {
    expect(isDevServer({ NODE_ENV: 'development' }, [...bin, command, '8.x'])).toBe(false);
  }
  expect(isDevServer({ NODE_ENV: 'production' }, [...bin, 'start'])).toBe(false);
});
