import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import { mdxBodyToMarkdown, pageMarkdown, type DemoSource } from '../../src/llms/mdxToMarkdown';
import { apiIndexMarkdown, apiIndexTitle, apiPageMarkdown, apiPageTitle } from '../../src/llms/apiMarkdown';
import { apiIndexPages, firstSentence, readApiPages } from '../../src/llms/apiPages';
import { buildLlmsTxt, type LlmsPageEntry } from '../../src/llms/llmsTxt';
import { markdownFileOf, markdownUrlOf } from '../../src/llms/markdownUrl';
import { searchProductName, searchSection } from '../../src/search/searchFacets';
import { titleFromPathname } from '../../src/pageTree/pageTitle';

export interface LlmsExportPluginOptions {
  /** The one-paragraph summary at the top of llms.txt. */
  summary: string;
  /** Site paths in navigation order (`/react-data-grid/sorting`); pages not listed follow, by path. */
  pageOrder?: string[];
  /** Name of the plugin whose content holds the API reference data. */
  apiPluginName?: string;
  id?: string;
}

interface DocMetadata {
  title: string;
  description?: string;
  permalink: string;
  source: string;
  frontMatter?: Record<string, unknown>;
  unlisted?: boolean;
  draft?: boolean;
}

interface DocsContent {
  loadedVersions?: { docs: DocMetadata[] }[];
}

interface ExportedPage extends LlmsPageEntry {
  sitePath: string;
}

/** Demo sources next to the page: `Name.tsx`, or a folder `Name/` whose default styling is `system.tsx`. */
export function demoReader(pageDir: string): (name: string) => DemoSource | null {
  return (name) => {
    for (const relative of [`${name}.tsx`, path.join(name, 'system.tsx')]) {
      const file = path.join(pageDir, relative);
      if (existsSync(file)) return { fileName: relative.split(path.sep).join('/'), code: readFileSync(file, 'utf8') };
    }
    return null;
  };
}

async function writeOutput(outDir: string, relativeFile: string, content: string): Promise<void> {
  const file = path.join(outDir, relativeFile);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * AI-readable docs, written after `docusaurus build`:
 * - a Markdown version of every doc page next to it (`/x/react-data-grid/sorting.md`, see src/llms/markdownUrl),
 *   converted from the page's MDX with demos inlined as TSX;
 * - a Markdown version of every API page, from the API data when the api-docs plugin provides it;
 * - `/x/llms.txt`, listing every page per product with its description and Markdown link.
 */
export default function llmsExportPlugin(context: LoadContext, options: LlmsExportPluginOptions): Plugin<void> {
  const { siteDir, siteConfig, baseUrl } = context;
  const siteOrigin = siteConfig.url.replace(/\/$/, '');
  const absolute = (urlPath: string) => `${siteOrigin}${urlPath}`;
  const toSitePath = (permalink: string) => (permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink);
  const toPermalink = (sitePath: string) => `${baseUrl}${sitePath.replace(/^\/+/, '')}`;
  let docs: DocMetadata[] = [];
  let apiContent: unknown = null;

  return {
    name: 'llms-export',
    async allContentLoaded({ allContent }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      docs = (docsContent?.loadedVersions ?? [])
        .flatMap((version) => version.docs)
        .filter((doc) => !doc.unlisted && !doc.draft);
      const apiPlugin = allContent[options.apiPluginName ?? 'api-docs'];
      apiContent = apiPlugin ? (apiPlugin.default ?? null) : null;
    },

    async postBuild({ outDir, routesPaths, routesBuildMetadata }) {
      const started = performance.now();
      const exported: ExportedPage[] = [];
      const docByFile = new Map(docs.map((doc) => [path.join(siteDir, doc.source.replace(/^@site\//, '')), doc]));
      const docPermalinks = new Set(docs.map((doc) => doc.permalink));
      const mdx1HeadingIds = siteConfig.markdown?.mdx1Compat?.headingIds === true;
      const sitePreprocessor = siteConfig.markdown?.preprocessor;

      for (const doc of docs) {
        const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
        const pageDir = path.dirname(file);
        const resolveLink = (url: string): string => {
          const [target, hash] = url.split('#');
          if (/^[a-z][a-z\d+.-]*:/i.test(url) || target === '') return url;
          const suffix = hash !== undefined ? `#${hash}` : '';
          if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
            const linked = docByFile.get(path.resolve(pageDir, target));
            return linked ? absolute(markdownUrlOf(linked.permalink, baseUrl)) + suffix : url;
          }
          if (target.startsWith('/')) {
            const permalink = target.startsWith(baseUrl) ? target : toPermalink(target);
            const withSlash = permalink.endsWith('/') ? permalink : `${permalink}/`;
            return absolute(docPermalinks.has(withSlash) ? markdownUrlOf(withSlash, baseUrl) : permalink) + suffix;
          }
          return url;
        };
        const body = await mdxBodyToMarkdown(await readFile(file, 'utf8'), {
          readDemo: demoReader(pageDir),
          resolveLink,
          warn: (message) => console.warn(`[llms-export] ${doc.source}: ${message}`),
          preprocess: (source) => {
            let content = sitePreprocessor ? sitePreprocessor({ fileContent: source, filePath: file }) : source;
            content = unwrapMdxCodeBlocks(content);
            return mdx1HeadingIds ? escapeMarkdownHeadingIds(content) : content;
          },
        });
        const frontDescription = doc.frontMatter?.description;
        const description = typeof frontDescription === 'string' ? frontDescription : (doc.description ?? '');
        await writeOutput(outDir, markdownFileOf(doc.permalink, baseUrl), pageMarkdown({ title: doc.title, description, body }));
        const sitePath = toSitePath(doc.permalink);
        exported.push({
          sitePath,
          title: doc.title,
          description,
          product: searchProductName(sitePath),
          section: searchSection(sitePath),
          url: absolute(markdownUrlOf(doc.permalink, baseUrl)),
        });
      }

      // API pages: only those that were actually built as routes.
      const routes = new Set(routesPaths);
      const linkTo = (sitePath: string) => absolute(markdownUrlOf(toPermalink(sitePath), baseUrl));
      const apiPages = readApiPages(apiContent).filter((page) => routes.has(toPermalink(page.path)));
      for (const page of apiPages) {
        await writeOutput(outDir, markdownFileOf(toPermalink(page.path), baseUrl), await apiPageMarkdown(page, { linkTo }));
        exported.push({
          sitePath: page.path,
          title: apiPageTitle(page),
          description: firstSentence(page.description),
          product: searchProductName(page.path),
          section: 'API',
          url: linkTo(page.path),
        });
      }
      for (const index of apiIndexPages(apiPages).filter((entry) => routes.has(toPermalink(entry.path)))) {
        await writeOutput(outDir, markdownFileOf(toPermalink(index.path), baseUrl), await apiIndexMarkdown(index, { linkTo }));
        exported.push({
          sitePath: index.path,
          title: apiIndexTitle(index),
          description: `Every ${index.productName} component and interface with its props, slots and CSS classes.`,
          product: index.productName,
          section: 'API',
          url: linkTo(index.path),
        });
      }

      // Any other indexable page (one a plugin added without data we understand) is still listed, by URL.
      const covered = new Set(exported.map((page) => toPermalink(page.sitePath)));
      for (const route of routesPaths) {
        const permalink = route.endsWith('/') ? route : null;
        if (!permalink || covered.has(permalink) || permalink === baseUrl || routesBuildMetadata[route]?.noIndex) continue;
        const sitePath = toSitePath(permalink);
        exported.push({
          sitePath,
          title: titleFromPathname(sitePath),
          description: '',
          product: searchProductName(sitePath),
          section: searchSection(sitePath),
          url: absolute(permalink),
        });
      }

      const order = new Map((options.pageOrder ?? []).map((sitePath, index) => [sitePath.replace(/\/?$/, '/'), index]));
      const rank = (page: ExportedPage) => order.get(page.sitePath) ?? Number.MAX_SAFE_INTEGER;
      exported.sort((a, b) => rank(a) - rank(b) || a.sitePath.localeCompare(b.sitePath));

      const llmsTxt = await buildLlmsTxt({
        title: siteConfig.title,
        summary: options.summary,
        details: `Every link points to the Markdown version of a page; the HTML page is the same address without ".md", with a trailing slash.`,
        pages: exported,
      });
      await writeOutput(outDir, 'llms.txt', llmsTxt);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `[llms-export] Wrote llms.txt and ${docs.length + apiPages.length} Markdown pages (${docs.length} guides, ${apiPages.length} API) in ${seconds.toFixed(2)} s.`,
      );
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<LlmsExportPluginOptions, LlmsExportPluginOptions>): LlmsExportPluginOptions {
  if (typeof options?.summary !== 'string' || options.summary.trim().length === 0) {
    throw new Error('llms-export: `summary` (the paragraph under the title of llms.txt) is required.');
  }
  const pageOrder = options.pageOrder ?? [];
  if (!Array.isArray(pageOrder) || pageOrder.some((entry) => typeof entry !== 'string' || !entry.startsWith('/'))) {
    throw new Error('llms-export: `pageOrder` must list site paths starting with "/".');
  }
  const apiPluginName = options.apiPluginName ?? 'api-docs';
  if (typeof apiPluginName !== 'string' || apiPluginName.length === 0) {
    throw new Error('llms-export: `apiPluginName` must be a plugin name.');
  }
  return { summary: options.summary.trim(), pageOrder, apiPluginName, id: options.id ?? 'default' };
}
