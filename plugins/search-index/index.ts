import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import { CONTROL_SELECTORS, separateText, withoutStyleSheets } from './separateText';

export interface SearchIndexPluginOptions {
  /** Folder inside the build output that receives the index and the Pagefind runtime. */
  outputSubdir?: string;
  /** CSS selectors Pagefind skips inside the indexed article (on top of `data-pagefind-ignore`). */
  excludeSelectors?: string[];
  id?: string;
}

export interface SearchIndexReport {
  pageCount: number;
  seconds: number;
  bytes: number;
  files: number;
  unindexedPages: string[];
}

type PagefindModule = typeof import('pagefind');

/**
 * Pagefind is published as an ES module with an `import`-only export, which the CommonJS loader Docusaurus
 * uses for config and plugins can neither require nor import. A tiny .cjs file loaded with Node's own
 * require performs a native `import()` instead.
 */
function importPagefind(): Promise<PagefindModule> {
  const nativeRequire = createRequire(__filename);
  const nativeImport = nativeRequire(path.join(__dirname, 'nativeImport.cjs')) as (
    specifier: string,
  ) => Promise<PagefindModule>;
  return nativeImport('pagefind');
}

/**
 * Pagefind also writes its own ready-made search UIs; the site has its own MUI dialog and only loads
 * `pagefind.js` (with its worker, WebAssembly and index), so these are removed from the build.
 */
export const UNUSED_PAGEFIND_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** Every file under a folder, as absolute paths. */
export async function listFiles(folder: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full)));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

async function folderSize(folder: string): Promise<{ bytes: number; files: number }> {
  const files = await listFiles(folder);
  let bytes = 0;
  for (const file of files) bytes += (await stat(file)).size;
  return { bytes, files: files.length };
}

/**
 * Pages that carry no `data-pagefind-body` are left out of the index once any page has one, so a page
 * type that forgets the attribute would silently vanish from search. List them to make that visible.
 */
async function pagesWithoutBody(outDir: string, exclude: (relative: string) => boolean): Promise<string[]> {
  const missing: string[] = [];
  for (const file of await listFiles(outDir)) {
    if (path.basename(file) !== 'index.html') continue;
    const relative = path.relative(outDir, file);
    if (exclude(relative)) continue;
    const html = await readFile(file, 'utf8');
    if (!html.includes('data-pagefind-body')) missing.push(relative);
  }
  return missing.sort();
}

type PagefindIndex = NonNullable<Awaited<ReturnType<PagefindModule['createIndex']>>['index']>;

/**
 * Adds every built HTML page (what `addDirectory` would read), without its inline style sheets and with
 * separators between blocks of text (separateText.ts) so excerpts do not run code lines and table cells
 * together. Pages are read a few at a time: the Pagefind service parses them in parallel anyway.
 */
async function addPages(index: PagefindIndex, outDir: string, outputSubdir: string) {
  const pages = (await listFiles(outDir))
    .map((file) => path.relative(outDir, file).split(path.sep).join('/'))
    .filter((relative) => relative.endsWith('.html') && !relative.startsWith(`${outputSubdir}/`))
    .sort();
  let pageCount = 0;
  const queue = [...pages];
  const worker = async () => {
    for (let sourcePath = queue.shift(); sourcePath !== undefined; sourcePath = queue.shift()) {
      const html = await readFile(path.join(outDir, sourcePath), 'utf8');
      const added = await index.addHTMLFile({
        sourcePath,
        content: separateText(withoutStyleSheets(html)),
      });
      if (added.errors.length > 0) throw new Error(`search-index: ${sourcePath}: ${added.errors.join('; ')}`);
      // Pagefind indexes only pages with a body marker once any page has one (see pagesWithoutBody).
      if (html.includes('data-pagefind-body')) pageCount += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { page_count: pageCount };
}

/**
 * Builds the offline search index with Pagefind's Node API after `docusaurus build`: every built page's
 * article body (marked `data-pagefind-body` by DocItem/Content), with the product filter and section
 * metadata it carries. Production builds only; `docusaurus start` has no index and the dialog says so.
 */
export default function searchIndexPlugin(
  _context: LoadContext,
  options: SearchIndexPluginOptions,
): Plugin<void> {
  const outputSubdir = options.outputSubdir ?? 'pagefind';
  return {
    name: 'search-index',
    async postBuild({ outDir }) {
      const started = performance.now();
      const pagefind = await importPagefind();
      const { index, errors: createErrors } = await pagefind.createIndex({
        forceLanguage: 'en',
        excludeSelectors: [...CONTROL_SELECTORS, ...(options.excludeSelectors ?? [])],
      });
      if (!index) throw new Error(`search-index: Pagefind could not start: ${createErrors.join('; ')}`);
      try {
        const added = await addPages(index, outDir, outputSubdir);
        const outputPath = path.join(outDir, outputSubdir);
        const written = await index.writeFiles({ outputPath });
        if (written.errors.length > 0) throw new Error(`search-index: ${written.errors.join('; ')}`);
        await Promise.all(
          UNUSED_PAGEFIND_FILES.map((file) => rm(path.join(outputPath, file), { force: true })),
        );
        const size = await folderSize(outputPath);
        const unindexedPages = await pagesWithoutBody(
          outDir,
          (relative) => relative === 'index.html' || relative.startsWith(`${outputSubdir}${path.sep}`),
        );
        const report: SearchIndexReport = {
          pageCount: added.page_count,
          seconds: (performance.now() - started) / 1000,
          bytes: size.bytes,
          files: size.files,
          unindexedPages,
        };
        console.log(
          `[search-index] Indexed ${report.pageCount} pages in ${report.seconds.toFixed(2)} s: ${report.files} files, ${(report.bytes / 1024).toFixed(0)} KiB in ${outputSubdir}/.`,
        );
        if (unindexedPages.length > 0) {
          console.warn(`[search-index] Not searchable (no data-pagefind-body): ${unindexedPages.join(', ')}`);
        }
      } finally {
        await index.deleteIndex();
        await pagefind.close();
      }
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<SearchIndexPluginOptions, SearchIndexPluginOptions>): SearchIndexPluginOptions {
  const outputSubdir = options?.outputSubdir ?? 'pagefind';
  if (!/^[\w-]+$/.test(outputSubdir)) {
    throw new Error('search-index: outputSubdir must be a single folder name (letters, digits, "_" or "-").');
  }
  const excludeSelectors = options?.excludeSelectors ?? [];
  if (
    !Array.isArray(excludeSelectors) ||
    excludeSelectors.some((selector) => typeof selector !== 'string' || !selector.trim())
  ) {
    throw new Error('search-index: excludeSelectors must be a list of non-empty CSS selectors.');
  }
  return { outputSubdir, excludeSelectors, id: options?.id ?? 'default' };
}
