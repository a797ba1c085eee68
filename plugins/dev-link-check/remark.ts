/**
 * Remark plugin for docs pages: while `npm start` runs, an absolute link to a page that does not exist is
 * reported in the terminal with the page's file and line as soon as the page is compiled (the production
 * build fails on it later; Docusaurus checks links only then). Does nothing when the routes are unknown (builds).
 */
import * as path from 'node:path';
import type { Root } from 'mdast';
import { knownRoutes } from './registry';
import { brokenLinks, closestRoute, routeOf } from './links';

interface VFileLike {
  path?: string;
  history?: string[];
}

export interface DevLinkCheckRemarkOptions {
  /** Where warnings go; the terminal (stderr) by default (tests pass their own). */
  warn?: (message: string) => void;
}

export function linkWarnings(tree: Root, filePath: string): string[] {
  const known = knownRoutes();
  if (!known) return [];
  const relative = path.relative(process.cwd(), filePath);
  return brokenLinks(tree, known.routes, known.baseUrl).map(({ url, line }) => {
    const route = routeOf(url, known.baseUrl) as string;
    const suggestion = closestRoute(route, known.routes);
    return `${relative}:${line ?? 1}: link to ${url}: no page at ${route}/ (the build fails on it).${
      suggestion ? ` Did you mean ${suggestion}/?` : ''
    }`;
  });
}

export default function remarkDevLinkCheck(options: DevLinkCheckRemarkOptions = {}) {
  if (options.warn !== undefined && typeof options.warn !== 'function') {
    throw new Error('dev-link-check: `warn` must be a function.');
  }
  const warn = options.warn ?? ((message: string) => console.warn(`[WARNING] ${message}`));
  return (tree: Root, file: VFileLike) => {
    const filePath = file.path ?? file.history?.[file.history.length - 1];
    if (!filePath) return;
    for (const message of linkWarnings(tree, filePath)) warn(message);
  };
}
