/**
 * @jest-environment node
 */
/**
 * dev-link-check: after a content load in `npm start` the plugin knows the routes, and compiling a page warns
 * about each absolute link to a missing page with the page's file and line.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import type { LoadContext } from '@docusaurus/types';
import devLinkCheckPlugin, { permalinksOf, validateOptions } from '@site/plugins/dev-link-check';
import remarkDevLinkCheck from '@site/plugins/dev-link-check/remark';
import { knownRoutes, setKnownRoutes } from '@site/plugins/dev-link-check/registry';
import { routeOf } from '@site/plugins/dev-link-check/links';
import { loadMarkdownTools } from '@site/src/llms/markdownTools';
import { clearProblems, currentProblems } from '@site/plugins/dev-overlay/problems';

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          docs: [
            { permalink: '/x/react-data-grid/sorting/' },
            { permalink: '/x/react-data-grid/filtering/' },
          ],
        },
      ],
      // plugins/api-docs adds the API pages beside the docs.
      apiPages: [{ permalink: '/x/api/data-grid/data-grid/' }],
    },
  },
  'docusaurus-plugin-content-pages': { default: [{ permalink: '/x/playground/' }] },
};

const PAGE = `---
title: Links
---

See [sorting](/react-data-grid/sorting/#basic) and [the API](/x/api/data-grid/data-grid/).

A [typo](/react-data-grid/sortng/) and a page that is not there: [gone](/x/react-data-grid/does-not-exist/).

<a href="/react-data-grid/filterin/">JSX link</a>, [external](https://mui.com/x/), [file](/static/file.pdf),
[relative](./filtering.mdx).

[ref]: /react-charts/nothing
`;

async function warningsFor(source: string): Promise<string[]> {
  const tools = await loadMarkdownTools();
  const tree = tools.fromMarkdown(source, tools.mdxParseExtensions) as Root;
  const warnings: string[] = [];
  remarkDevLinkCheck({ warn: (message) => warnings.push(message) })(tree, {
    path: path.join(process.cwd(), 'docs/react-data-grid/links.mdx'),
  });
  return warnings;
}

async function load(enabled: boolean | undefined) {
  const context = { siteConfig: { baseUrl: '/x/' } } as LoadContext;
  const plugin = devLinkCheckPlugin(context, { enabled });
  await plugin.allContentLoaded?.({ allContent, actions: {} } as never);
}

describe('dev-link-check', () => {
  afterEach(() => {
    setKnownRoutes(undefined);
    clearProblems();
  });

  it('learns docs and pages permalinks after a content load, only when enabled', async () => {
    expect(permalinksOf(allContent)).toEqual([
      '/x/react-data-grid/sorting/',
      '/x/react-data-grid/filtering/',
      '/x/api/data-grid/data-grid/',
      '/x/playground/',
    ]);
    await load(true);
    expect(knownRoutes()?.routes.has('/x/react-data-grid/sorting')).toBe(true);
    expect(knownRoutes()?.routes.has('/x')).toBe(true);
    await load(false);
    expect(knownRoutes()).toBeUndefined();
  });

  it('warns with file:line for each absolute link to a missing page, suggesting a close one', async () => {
    await load(true);
    expect(await warningsFor(PAGE)).toEqual([
      'docs/react-data-grid/links.mdx:7:3: link to /react-data-grid/sortng/: no page at /x/react-data-grid/sortng/ (the build fails on it). Did you mean /x/react-data-grid/sorting/?',
      'docs/react-data-grid/links.mdx:7:66: link to /x/react-data-grid/does-not-exist/: no page at /x/react-data-grid/does-not-exist/ (the build fails on it).',
      'docs/react-data-grid/links.mdx:9:1: link to /react-data-grid/filterin/: no page at /x/react-data-grid/filterin/ (the build fails on it). Did you mean /x/react-data-grid/filtering/?',
      'docs/react-data-grid/links.mdx:12:1: link to /react-charts/nothing: no page at /x/react-charts/nothing/ (the build fails on it).',
    ]);
  });

  it("hands the page's broken links to the dev overlay, and clears them when the page compiles without", async () => {
    await load(true);
    await warningsFor(PAGE);
    expect(currentProblems().map(({ source, file, line, column }) => [source, file, line, column])).toEqual([
      ['page links', 'docs/react-data-grid/links.mdx', 7, 3],
      ['page links', 'docs/react-data-grid/links.mdx', 7, 66],
      ['page links', 'docs/react-data-grid/links.mdx', 9, 1],
      ['page links', 'docs/react-data-grid/links.mdx', 12, 1],
    ]);
    expect(currentProblems()[0].message).toBe(
      'link to /react-data-grid/sortng/: no page at /x/react-data-grid/sortng/ (the build fails on it). Did you mean /x/react-data-grid/sorting/?',
    );
    await warningsFor('See [sorting](/react-data-grid/sorting/).\n');
    expect(currentProblems()).toEqual([]);
  });

  it('stays silent when the routes are unknown (a production build)', async () => {
    expect(await warningsFor(PAGE)).toEqual([]);
    expect(currentProblems()).toEqual([]);
  });

  it('normalises links and validates options', () => {
    expect(routeOf('/react-data-grid/sorting/#a', '/x/')).toBe('/x/react-data-grid/sorting');
    expect(routeOf('/x/?q=1', '/x/')).toBe('/x');
    expect(routeOf('//cdn.example.com/a', '/x/')).toBeUndefined();
    expect(() => validateOptions({ options: { enabled: 'yes' }, validate: () => ({}) } as never)).toThrow(
      /boolean/,
    );
    expect(() => validateOptions({ options: { typo: true }, validate: () => ({}) } as never)).toThrow(/typo/);
  });
});
