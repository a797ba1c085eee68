/**
 * Remark plugin for docs pages: while `npm start` runs, an absolute link to a page that does not exist is
 * reported with the page's file, line and column as soon as the page is compiled, in the terminal and in the
 * browser's dev overlay (`plugins/dev-overlay`; a fix clears it when the page compiles again). The production
 * build fails on such a link later (Docusaurus checks links only then). Does nothing when the routes are unknown
 * (builds).
 */
import * as path from 'node:path';
import type { Root } from 'mdast';
import { reportProblems, type DevProblem } from '../dev-overlay/problems';
import { knownRoutes } from './registry';
import { brokenLinks, closestRoute, routeOf } from './links';

interface VFileLike {
  path?: string;
  history?: string[];
}

export interface DevLinkCheckRemarkOptions {
  /** Where terminal warnings go; stderr by default (tests pass their own). */
  warn?: (message: string) => void;
}

/** A page's file as the overlay and the terminal name it: relative to the working directory (the site), with `/`. */
function siteFile(filePath: string): string {
  return path.relative(process.cwd(), filePath).split(path.sep).join('/');
}

/** The page's links to missing pages, as overlay problems; none when the routes are unknown (builds). */
export function linkProblems(tree: Root, filePath: string): DevProblem[] {
  const known = knownRoutes();
  if (!known) return [];
  return brokenLinks(tree, known.routes, known.baseUrl).map(({ url, line, column }) => {
    const route = routeOf(url, known.baseUrl) as string;
    const suggestion = closestRoute(route, known.routes);
    return {
      source: 'page links',
      file: siteFile(filePath),
      line: line ?? 1,
      column: column ?? 1,
      message: `link to ${url}: no page at ${route}/ (the build fails on it).${
        suggestion ? ` Did you mean ${suggestion}/?` : ''
      }`,
    };
  });
}

export default function remarkDevLinkCheck(options: DevLinkCheckRemarkOptions = {}) {
  if (options.warn !== undefined && typeof options.warn !== 'function') {
    throw new Error('dev-link-check: `warn` must be a function.');
  }
  const warn = options.warn ?? ((message: string) => console.warn(`[WARNING] ${message}`));
  return (tree: Root, file: VFileLike) => {
    const filePath = file.path ?? file.history?.[file.history.length - 1];
    if (!filePath || !knownRoutes()) return;
    const problems = linkProblems(tree, filePath);
    for (const problem of problems) {
      warn(`${problem.file}:${problem.line}:${problem.column}: ${problem.message}`);
    }
    // Each compilation of the page replaces its list, so a fixed link leaves the overlay.
    reportProblems('page links', siteFile(filePath), problems);
  };
}
