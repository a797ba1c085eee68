import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import { createMatcher, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import { mdxBodyToMarkdown, pageMarkdown, type DemoSource } from '../../src/llms/mdxToMarkdown';
import { apiDataMarkdown } from '../../src/llms/apiMarkdown';
import type { ApiRoutePage } from '../../src/api/types';
import { gridEventsNodes } from '../../src/gridEvents/markdown';
import { buildLlmsTxt, type LlmsPageEntry } from '../../src/llms/llmsTxt';
import { markdownFileOf, markdownUrlOf } from '../../src/llms/markdownUrl';
import { searchProductName, searchSection } from '../../src/search/searchFacets';
import { titleFromPathname } from '../../src/pageTree/pageTitle';
import { resolveDemo } from '../demos/remark';
import { pages } from '../../src/data/pages';
import { collectPagePaths } from '../../src/pageTree/toSidebar';
import { loadApiSidebarGroups, withApiReference } from '../api-docs/sidebar';
import { transformPage } from '../api-links';
import { apiNameIndex, frontMatterComponents, type ApiNameIndex } from '../api-links/resolve';
import { loadApiModel } from '../api-docs/model';

export interface LlmsExportPluginOptions {
  /** The one-paragraph summary at the top of llms.txt. */
  summary: string;
  /**
   * Site paths in navigation order (`/react-data-grid/sorting`); pages not listed follow, by path.
   * Defaults to the page tree's order with the API reference groups (kept out of the site config, whose
   * plugin options are shipped to the browser).
   */
  pageOrder?: string[];
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

/** What the export needs of a docs version (the docs plugin's loaded version). */
interface VersionInfo {
  versionName: string;
  label: string;
  /** The version's root, base URL included, without a trailing slash (`/x`, `/x/8.x`). */
  path: string;
  isLast: boolean;
}

interface DocsContent {
  loadedVersions?: (VersionInfo & { docs: DocMetadata[] })[];
  /** The API pages the docs plugin serves as routes of its own (plugins/api-docs). */
  apiPages?: ApiRoutePage[];
}

interface ExportedPage extends LlmsPageEntry {
  /** The page's path inside its version (`/react-data-grid/sorting/` for `/x/8.x/react-data-grid/sorting/`). */
  sitePath: string;
}

/**
 * Where a page sits among the docs versions: its path inside its version, and the version's label when it
 * is an older (cut) version. Pages outside every cut version's root belong to the current docs.
 */
export function pageVersion(
  permalink: string,
  baseUrl: string,
  versions: readonly VersionInfo[],
): { sitePath: string; olderVersion?: string } {
  const cut = versions.find(
    (version) => !version.isLast && permalink.startsWith(`${version.path.replace(/\/$/, '')}/`),
  );
  const root = cut ? `${cut.path.replace(/\/$/, '')}/` : baseUrl;
  const sitePath = permalink.startsWith(root) ? `/${permalink.slice(root.length)}` : permalink;
  return cut ? { sitePath, olderVersion: cut.label } : { sitePath };
}

/**
 * Demo sources, found the way the demos plugin finds them: `Name.tsx` next to the page, or a folder
 * `Name/` whose default styling variant (`system.tsx`) is the one exported.
 */
export function demoReader(pageDir: string): (name: string) => DemoSource | null {
  return (name) => {
    let relative: string | undefined;
    try {
      relative = resolveDemo(pageDir, name).files.system;
    } catch {
      return null;
    }
    if (!relative) return null;
    const fileName = relative.replace(/^\.\//, '');
    return { fileName, code: readFileSync(path.join(pageDir, fileName), 'utf8') };
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
 * - API pages (routes of plugins/api-docs, not docs) get theirs from their route data (props, slots and
 *   classes as tables, see src/llms/apiMarkdown);
 * - `/x/llms.txt`, listing every page per product with its description and Markdown link; the pages of a
 *   cut version (`/x/8.x/…`) follow in sections of their own, headed with the version's label.
 */
export default function llmsExportPlugin(
  context: LoadContext,
  options: LlmsExportPluginOptions,
): Plugin<void> {
  const { siteDir, siteConfig, baseUrl } = context;
  // Loaded on first use (the cached API model; see plugins/api-links).
  let apiNames: ApiNameIndex | undefined;
  const apiIndex = (): ApiNameIndex => (apiNames ??= apiNameIndex(loadApiModel({ siteDir }).model));
  const siteOrigin = siteConfig.url.replace(/\/$/, '');
  const absolute = (urlPath: string) => `${siteOrigin}${urlPath}`;
  const toPermalink = (sitePath: string) => `${baseUrl}${sitePath.replace(/^\/+/, '')}`;
  let docs: DocMetadata[] = [];
  let apiPages: ApiRoutePage[] = [];
  // The site's docs versions (the default docs instance's): pages of a cut version are listed apart.
  let versions: VersionInfo[] = [];

  return {
    name: 'llms-export',
    async allContentLoaded({ allContent }) {
      // Every docs instance (the site's docs, plus the fixture pages of a test build).
      const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as (
        DocsContent | undefined
      )[];
      docs = instances
        .flatMap((content) => content?.loadedVersions ?? [])
        .flatMap((version) => version.docs)
        .filter((doc) => !doc.unlisted && !doc.draft)
        // Metadata permalinks lack the trailing slash the site's URLs have (trailingSlash: true).
        .map((doc) => ({
          ...doc,
          permalink: doc.permalink.endsWith('/') ? doc.permalink : `${doc.permalink}/`,
        }));
      apiPages = instances.flatMap((content) => content?.apiPages ?? []);
      const siteDocs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      versions = (siteDocs?.loadedVersions ?? []).map(({ versionName, label, path: root, isLast }) => ({
        versionName,
        label,
        path: root,
        isLast,
      }));
    },

    async postBuild({ outDir, routesPaths, routesBuildMetadata, plugins }) {
      const started = performance.now();
      // llms.txt lists what the sitemap lists: same ignore patterns, no `noindex` pages.
      const sitemapOptions = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-sitemap')
        ?.options as { ignorePatterns?: string[] } | undefined;
      const ignoredBySitemap = createMatcher(sitemapOptions?.ignorePatterns ?? []);
      const listed = (permalink: string) =>
        !ignoredBySitemap(permalink) && !routesBuildMetadata[permalink]?.noIndex;
      const exported: ExportedPage[] = [];
      const docByFile = new Map(
        docs.map((doc) => [path.join(siteDir, doc.source.replace(/^@site\//, '')), doc]),
      );
      const docPermalinks = new Set([
        ...docs.map((doc) => doc.permalink),
        ...apiPages.map((page) => page.permalink),
      ]);
      const linkTo = (sitePath: string) => absolute(markdownUrlOf(toPermalink(sitePath), baseUrl));
      // Product and section from the page's path inside its version; a cut version's pages carry its label.
      const exportedPage = (
        permalink: string,
        title: string,
        description: string,
        urlPath: string,
      ): ExportedPage => {
        const { sitePath, olderVersion } = pageVersion(permalink, baseUrl, versions);
        return {
          sitePath,
          title,
          description,
          product: searchProductName(sitePath),
          section: searchSection(sitePath),
          url: absolute(urlPath),
          ...(olderVersion !== undefined ? { olderVersion } : {}),
        };
      };
      let apiPageCount = 0;
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
            return (
              absolute(docPermalinks.has(withSlash) ? markdownUrlOf(withSlash, baseUrl) : permalink) + suffix
            );
          }
          return url;
        };
        const pageComponents = frontMatterComponents(doc.frontMatter?.components);
        const body = await mdxBodyToMarkdown(await readFile(file, 'utf8'), {
          readDemo: demoReader(pageDir),
          loadJson: (source) => {
            // `@generated/…` is Docusaurus's alias of the generated-files folder (the events page's catalogue).
            const jsonFile = source.startsWith('@generated/')
              ? path.join(context.generatedFilesDir, source.slice('@generated/'.length))
              : path.resolve(pageDir, source);
            if (!jsonFile.startsWith(siteDir + path.sep)) return null;
            try {
              return JSON.parse(readFileSync(jsonFile, 'utf8')) as unknown;
            } catch (error) {
              console.warn(`[llms-export] ${doc.source}: cannot read ${source}: ${String(error)}`);
              return null;
            }
          },
          renderData: (data) => gridEventsNodes(data),
          resolveLink,
          // The same API links as the HTML page (plugins/api-links); the build has already failed on
          // any unknown name, so a problem here only costs the links.
          transformTree: (tree) => {
            try {
              transformPage(tree, apiIndex(), pageComponents, (line) => `${doc.source}:${line ?? 1}`);
            } catch (error) {
              console.warn(`[llms-export] ${doc.source}: API links left out: ${String(error)}`);
            }
          },
          warn: (message) => console.warn(`[llms-export] ${doc.source}: ${message}`),
          preprocess: (source) => {
            let content = sitePreprocessor
              ? sitePreprocessor({ fileContent: source, filePath: file })
              : source;
            content = unwrapMdxCodeBlocks(content);
            return mdx1HeadingIds ? escapeMarkdownHeadingIds(content) : content;
          },
        });
        const frontDescription = doc.frontMatter?.description;
        const description = typeof frontDescription === 'string' ? frontDescription : (doc.description ?? '');
        await writeOutput(
          outDir,
          markdownFileOf(doc.permalink, baseUrl),
          pageMarkdown({
            title: doc.title,
            description,
            body,
            olderVersion: pageVersion(doc.permalink, baseUrl, versions).olderVersion,
          }),
        );
        if (!listed(doc.permalink)) continue;
        exported.push(
          exportedPage(doc.permalink, doc.title, description, markdownUrlOf(doc.permalink, baseUrl)),
        );
      }

      for (const page of apiPages) {
        const body = await apiDataMarkdown(page.data, { linkTo });
        if (body === null) {
          console.warn(`[llms-export] ${page.permalink}: API data not understood, page left out`);
          continue;
        }
        await writeOutput(
          outDir,
          markdownFileOf(page.permalink, baseUrl),
          pageMarkdown({
            title: page.title,
            description: page.description,
            body,
            olderVersion: pageVersion(page.permalink, baseUrl, versions).olderVersion,
          }),
        );
        apiPageCount += 1;
        if (!listed(page.permalink)) continue;
        exported.push(
          exportedPage(page.permalink, page.title, page.description, markdownUrlOf(page.permalink, baseUrl)),
        );
      }

      // Any other indexable page (one a plugin added without data we understand) is still listed, by URL.
      const covered = new Set(docPermalinks);
      for (const route of routesPaths) {
        const permalink = route.endsWith('/') ? route : null;
        if (!permalink || covered.has(permalink) || !listed(permalink)) continue;
        const { sitePath } = pageVersion(permalink, baseUrl, versions);
        exported.push(exportedPage(permalink, titleFromPathname(sitePath), '', permalink));
      }

      const order = new Map(
        (
          options.pageOrder ??
          collectPagePaths(withApiReference(pages, loadApiSidebarGroups(context.siteDir)))
        ).map((sitePath, index) => [sitePath.replace(/\/?$/, '/'), index]),
      );
      const rank = (page: ExportedPage) => order.get(page.sitePath) ?? Number.MAX_SAFE_INTEGER;
      exported.sort((a, b) => rank(a) - rank(b) || a.sitePath.localeCompare(b.sitePath));

      const llmsTxt = await buildLlmsTxt({
        title: siteConfig.title,
        summary: options.summary,
        details: `Links point to the Markdown version of each page: the page address without its trailing slash, plus ".md".`,
        pages: exported,
        olderVersions: versions.filter((version) => !version.isLast).map((version) => version.label),
      });
      await writeOutput(outDir, 'llms.txt', llmsTxt);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `[llms-export] Wrote llms.txt and ${docs.length + apiPageCount} Markdown pages (${apiPageCount} of them from API data) in ${seconds.toFixed(2)} s.`,
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
  const pageOrder = options.pageOrder;
  if (
    pageOrder !== undefined &&
    (!Array.isArray(pageOrder) ||
      pageOrder.some((entry) => typeof entry !== 'string' || !entry.startsWith('/')))
  ) {
    throw new Error('llms-export: `pageOrder` must list site paths starting with "/".');
  }
  return {
    summary: options.summary.trim(),
    ...(pageOrder ? { pageOrder } : {}),
    id: options.id ?? 'default',
  };
}
