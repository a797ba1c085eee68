import * as fs from 'node:fs';
import * as path from 'node:path';
import type { MovedPage } from '../../src/data/movedPages';

const PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/**
 * Checks the moved-pages table before any route is added: well-formed paths, no duplicates, no chains (a
 * target that moved again would redirect twice), and a target that is a docs page (`docs/<to>.mdx` or
 * `docs/<to>/index.mdx`). Returns the table; throws one error listing every problem.
 */
export function validateMovedPages(moves: readonly MovedPage[], docsDir: string): readonly MovedPage[] {
  const problems: string[] = [];
  const sources = new Set<string>();
  for (const { from, to } of moves) {
    if (!PATH.test(from)) problems.push(`"${from}" is not a path such as /react-tree-view/getting-started`);
    if (!PATH.test(to)) problems.push(`"${to}" is not a path such as /react-tree-view/quickstart`);
    if (from === to) problems.push(`"${from}" redirects to itself`);
    if (sources.has(from)) problems.push(`"${from}" is listed twice`);
    sources.add(from);
  }
  for (const { from, to } of moves) {
    if (sources.has(to))
      problems.push(`"${from}" leads to "${to}", which moved too: point it at the final page`);
    if (!PATH.test(to)) continue;
    const page = path.join(docsDir, ...to.slice(1).split('/'));
    if (!fs.existsSync(`${page}.mdx`) && !fs.existsSync(path.join(page, 'index.mdx'))) {
      problems.push(
        `"${from}" leads to "${to}", which has no page in ${path.relative(process.cwd(), docsDir)}/`,
      );
    }
    if (fs.existsSync(path.join(docsDir, ...from.slice(1).split('/')) + '.mdx')) {
      problems.push(`"${from}" still has a page: delete it or drop the redirect`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`moved-pages (src/data/movedPages.ts):\n  ${problems.join('\n  ')}`);
  }
  return moves;
}
