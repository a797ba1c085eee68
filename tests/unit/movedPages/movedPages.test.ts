import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { movedPages } from '../../../src/data/movedPages';
import { validateMovedPages } from '../../../plugins/moved-pages/validate';
import { tempDirsOfThisFile } from '../tempDirs';

const tempDir = tempDirsOfThisFile();

function docsWith(...pages: string[]): string {
  const dir = tempDir('moved-pages-');
  for (const page of pages) {
    const file = path.join(dir, `${page}.mdx`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '# page\n');
  }
  return dir;
}

describe('validateMovedPages', () => {
  it('accepts the site table against the real docs folder', () => {
    expect(validateMovedPages(movedPages, path.join(__dirname, '../../../docs'))).toBe(movedPages);
  });

  it('accepts a move to a page, or to a folder index', () => {
    const docs = docsWith('a/new', 'b/index');
    const moves = [
      { from: '/a/old', to: '/a/new' },
      { from: '/b-old', to: '/b' },
    ];
    expect(validateMovedPages(moves, docs)).toBe(moves);
  });

  it.each([
    [[{ from: 'a/old', to: '/a/new' }], 'is not a path'],
    [[{ from: '/a/old/', to: '/a/new' }], 'is not a path'],
    [[{ from: '/a/new', to: '/a/new' }], 'redirects to itself'],
    [
      [
        { from: '/a/old', to: '/a/new' },
        { from: '/a/old', to: '/a/new' },
      ],
      'is listed twice',
    ],
    [
      [
        { from: '/a/older', to: '/a/old' },
        { from: '/a/old', to: '/a/new' },
      ],
      'which moved too',
    ],
    [[{ from: '/a/old', to: '/a/missing' }], 'has no page'],
    [[{ from: '/a/new', to: '/a/also-new' }], 'still has a page'],
  ])('refuses %j (%s)', (moves, message) => {
    const docs = docsWith('a/new', 'a/also-new');
    expect(() => validateMovedPages(moves, docs)).toThrow(message);
  });
});
