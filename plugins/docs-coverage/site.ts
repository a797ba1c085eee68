/**
 * Reads the site's guide pages for the coverage report: each `docs/**\/*.mdx` as a `SitePage` — its path under /x (from the file path, or `slug:` in front matter, the way the
 * docs plugin routes it), front matter, headings and `<Demo>` names — and whether the navigation tree lists it.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Root } from 'mdast';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { loadMarkdownTools } from '../../src/llms/markdownTools';
import { collectPagePaths } from '../../src/pageTree/toSidebar';
import type { PageTreeNode } from '../../src/pageTree/types';
import { siteSectionsOf, type SitePage } from './coverage';

/** `/react-data-grid/sorting/` or `/x/react-data-grid/sorting` → `/x/react-data-grid/sorting`. */
export function sitePath(pathname: string): string {
  const trimmed = pathname.replace(/^\/x(?=\/|$)/, '').replace(/\/+$/, '');
  return `/x${trimmed.startsWith('/') ? '' : '/'}${trimmed}`.replace(/\/$/, '') || '/x';
}

/** The route of a page file (`docs/react-charts/index.mdx` → `/x/react-charts`), honouring `slug:`. */
export function pagePathOf(relativeToDocs: string, frontMatter: Record<string, unknown>): string {
  const withoutExt = relativeToDocs.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(withoutExt);
  const slug = frontMatter.slug;
  if (typeof slug === 'string' && slug.trim() !== '') {
    return sitePath(slug.startsWith('/') ? slug : path.posix.join('/', dir, slug));
  }
  return sitePath(`/${withoutExt.replace(/(^|\/)index$/, '')}`);
}

function listPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listPages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every guide page under `<siteDir>/docs`, read and parsed. */
export async function readSitePages(siteDir: string, tree: readonly PageTreeNode[]): Promise<SitePage[]> {
  const docsDir = path.join(siteDir, 'docs');
  const inTree = new Set(collectPagePaths(tree).map(sitePath));
  const tools = await loadMarkdownTools();
  const files = listPages(docsDir).sort();
  return Promise.all(
    files.map(async (file) => {
      const source = fs.readFileSync(file, 'utf8');
      const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: source });
      // The whole file, front matter included, so heading lines are the file's lines.
      const mdast = tools.fromMarkdown(source, tools.mdxParseExtensions) as Root;
      const pagePath = pagePathOf(path.relative(docsDir, file), frontMatter);
      return {
        path: pagePath,
        file: path.relative(siteDir, file).split(path.sep).join('/'),
        frontMatter,
        inTree: inTree.has(pagePath),
        ...siteSectionsOf(mdast),
      };
    }),
  );
}
