/**
 * Byte budgets (tests/budgets.json): the JavaScript a page needs until it has hydrated, and the shared
 * bundle every page loads, summed as gzip of the build's files. Sizes are deterministic, unlike times;
 * the budgets come from the performance targets (maintainers/performance.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from '../../plugins/compile-hints/bundlerPlugin';
import { BASE_URL, browserSuite, url, waitForHydration } from './support';
import { chunkNameOf, namedChunkFile, namedChunkFiles } from './builtChunks';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { recordHydrationMoment, scriptsStartedBeforeHydration } = require('../tools/hydration-moment.cjs') as {
  recordHydrationMoment: () => void;
  scriptsStartedBeforeHydration: () => string[];
};

interface Budget {
  name: string;
  kind: 'page' | 'shared';
  page?: string;
  /** The ceiling: `npm test` fails when the page grows past it. */
  gzip: number;
  /** Where the performance target puts it (see maintainers/performance.md, "Budgets"). */
  targetGzip: number;
  rule: string;
  /** Required when the ceiling is above the target: what the rest is made of, measured. */
  aboveTarget?: string;
}

const ROOT = path.resolve(__dirname, '../..');
const BUILD_DIR = process.env.DOCS_TEST_BUILD_DIR ?? path.join(ROOT, 'build');
const { budgets } = JSON.parse(readFileSync(path.join(ROOT, 'tests', 'budgets.json'), 'utf8')) as {
  budgets: Budget[];
};
const BASE_PATH = new URL(BASE_URL).pathname;

const suite = browserSuite();

const gzipOf = (file: string) => gzipSync(readFileSync(path.join(BUILD_DIR, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The scripts a page has started to fetch by the moment Docusaurus marks it hydrated, as build-relative
 * paths; `<link rel="prefetch">` downloads excluded. The moment is recorded in the page (a mutation
 * observer on `data-has-hydrated`), not when the test next polls: code a page loads once idle (the navbar's
 * tooltips) can start between the two, more often on a busy machine.
 */
const measured = new Map<string, Promise<string[]>>();

/** `scriptsUntilHydrated`, measured once per page for the whole suite. */
function scriptsOf(sitePath: string): Promise<string[]> {
  let scripts = measured.get(sitePath);
  if (!scripts) {
    scripts = scriptsUntilHydrated(sitePath);
    measured.set(sitePath, scripts);
  }
  return scripts;
}

async function scriptsUntilHydrated(sitePath: string): Promise<string[]> {
  const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(recordHydrationMoment);
  await page.goto(url(sitePath), { waitUntil: 'load' });
  await waitForHydration(page);
  // Resource entries appear when a download ends: let the ones started before hydration finish.
  await page.waitForLoadState('networkidle');
  const urls = (await page.evaluate(scriptsStartedBeforeHydration))
    .map((script) => new URL(script).pathname)
    .filter((pathname) => pathname.startsWith(BASE_PATH));
  await context.close();
  return [...new Set(urls.map((pathname) => pathname.slice(BASE_PATH.length)))];
}

/** The budget message: the total, the budget, and the files, largest first, so what grew is named. */
function report(budget: Budget, files: string[]): { total: number; message: string } {
  const sized = files.map((file) => ({ file, gzip: gzipOf(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = sized.reduce((sum, entry) => sum + entry.gzip, 0);
  const lines = sized.map((entry) => `  ${entry.file}: ${kb(entry.gzip)}`).join('\n');
  return {
    total,
    message:
      `${budget.name}: ${kb(total)} gzip is over its budget of ${kb(budget.gzip)} (${budget.rule}) ` +
      `by ${kb(total - budget.gzip)}. Files, largest first:\n${lines}`,
  };
}

describe('byte budgets (tests/budgets.json)', () => {
  it('has the three kinds of budget the targets define', () => {
    expect(budgets.some((budget) => budget.kind === 'shared')).toBe(true);
    expect(budgets.filter((budget) => budget.kind === 'page').map((budget) => budget.page)).toEqual(
      expect.arrayContaining(['introduction/', 'api/data-grid/data-grid/']),
    );
  });

  it('sets each ceiling at or under its target, or says what keeps it above', () => {
    for (const budget of budgets) {
      expect([budget.name, budget.gzip > 0, budget.targetGzip > 0]).toEqual([budget.name, true, true]);
      if (budget.gzip > budget.targetGzip)
        expect([budget.name, budget.aboveTarget ?? '']).toEqual([
          budget.name,
          expect.stringMatching(/\S{3}.{40,}/),
        ]);
    }
  });

  for (const budget of budgets) {
    it(`${budget.name} stays within ${kb(budget.gzip)} gzip`, async () => {
      const scripts = await scriptsOf(budget.page ?? 'introduction/');
      // The shared bundle: what the HTML itself loads on every page (the runtime and main entry).
      const files =
        budget.kind === 'shared' ? scripts.filter((file) => /\/(runtime~main|main)\./.test(file)) : scripts;
      expect(files.length).toBeGreaterThan(0);
      const { total, message } = report(budget, files);
      if (total > budget.gzip) throw new Error(message);
      const toTarget = total - budget.targetGzip;
      console.log(
        `${budget.name}: ${kb(total)} gzip; ceiling ${kb(budget.gzip)}; target ${kb(budget.targetGzip)} ` +
          `(${budget.rule}): ${toTarget > 0 ? `${kb(toTarget)} to go` : 'met'}`,
      );
      expect(total).toBeLessThanOrEqual(budget.gzip);
    });
  }
});

describe('pages against the text page', () => {
  // A page's own share until hydration, relative to the text page's so it holds whatever the shell weighs.
  const PAGES = [
    {
      // Its content module, not the demo frame (which hydrates after the article) nor any demo.
      name: 'demo page before its demos',
      page: 'react-data-grid/',
      extraGzip: 2 * 1024,
    },
    {
      // Its page component and data, not its rows (a file loaded apart, src/api/rowsStore.ts) nor its code
      // block and layout buttons (src/components/api/ApiPageTools.tsx).
      name: 'DataGrid API page',
      page: 'api/data-grid/data-grid/',
      extraGzip: 10 * 1024,
    },
  ];

  for (const { name, page, extraGzip } of PAGES) {
    it(`${name}: at most ${kb(extraGzip)} gzip more than the text page until hydration`, async () => {
      const sum = (files: string[]) => files.reduce((total, file) => total + gzipOf(file), 0);
      const textPage = await scriptsOf('introduction/');
      const files = await scriptsOf(page);
      const extra = sum(files) - sum(textPage);
      const own = files.filter((file) => !textPage.includes(file));
      const summary =
        `${name}: ${kb(sum(files))} gzip, ${kb(extra)} more than the text page; its own ` +
        `files: ${own.map((file) => `${path.basename(file)} ${kb(gzipOf(file))}`).join(', ')}`;
      if (extra > extraGzip) throw new Error(`${summary}: over by ${kb(extra - extraGzip)}`);
      console.log(summary);
      expect(extra).toBeLessThanOrEqual(extraGzip);
    });
  }
});

describe('compile hints (plugins/compile-hints)', () => {
  const opensWithHint = (file: string) =>
    readFileSync(path.join(BUILD_DIR, file), 'utf8').startsWith(COMPILE_HINT);

  it('opens the chunks a page loads on demand with the hint, and not the scripts its HTML names', async () => {
    const scripts = await scriptsOf('react-data-grid/');
    const shared = scripts.filter((file) => /\/(runtime~main|main)\./.test(file));
    const onDemand = scripts.filter((file) => !shared.includes(file));
    expect([shared.length, onDemand.length > 3]).toEqual([2, true]);
    expect(shared.filter(opensWithHint)).toEqual([]);
    expect(onDemand.filter((file) => !opensWithHint(file))).toEqual([]);
    // The demos' packages too, which load after hydration.
    expect(opensWithHint(namedChunkFile('mui-x-data-grid'))).toBe(true);
  });
});

describe('what stays out of the shared bundle', () => {
  const sharedSource = () => {
    const dir = path.join(BUILD_DIR, 'assets', 'js');
    return readdirSync(dir)
      .filter((file) => /^(runtime~main|main)\.[0-9a-f]+\.js$/.test(file))
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
  };

  it('has no Prism (set up on the first code block, plugins/prism-on-demand)', () => {
    const source = sharedSource();
    expect(source.length).toBeGreaterThan(100_000);
    // Prism's language registry: a name minification keeps.
    expect(source.includes('DFS:function')).toBe(false);
  });

  it('has no route progress bar: its library loads on the first client-side navigation (plugins/client-config/progressBar.ts)', () => {
    // nprogress's own markup template, which no minifier changes.
    expect(sharedSource().includes('role="bar"')).toBe(false);
  });

  it('loads the page badges once on a docs page, beside its sidebar and its article (plugins/client-config, sharedRouteChunks)', async () => {
    const files = await scriptsOf('introduction/');
    // The plan icon's ring, drawn by the badges' module only.
    const withBadges = files.filter((file) =>
      readFileSync(path.join(BUILD_DIR, file), 'utf8').includes('r="7.25"'),
    );
    expect(withBadges.map(chunkNameOf)).toEqual(['page-badges']);
  });

  it('has no other language’s UI text (plugins/client-config, languageTablesDir)', () => {
    const source = sharedSource();
    const longestText = (file: string) => {
      const texts: string[] = [];
      const walk = (node: unknown) => {
        if (typeof node === 'string') texts.push(node);
        else if (node && typeof node === 'object') Object.values(node).forEach(walk);
      };
      walk(JSON.parse(readFileSync(path.join(ROOT, 'src', 'i18n', 'translations', file), 'utf8')));
      return texts
        .filter((text) => /^[\x20-\x7e]+$/.test(text) && !text.includes('"'))
        .sort((a, b) => b.length - a.length)[0];
    };
    // English's text is there as written, so looking for another language's is meaningful.
    expect(source.includes(longestText('translations.json'))).toBe(true);
    expect(source.includes(longestText('translations-pt.json'))).toBe(false);
  });

  it("keeps the demos' texts out of a demo page's scripts: a file each, fetched once its frames go live (plugins/demos/transform.ts, demoSourcesFile)", async () => {
    // A line of the overview's premium demo, as its file has it.
    const line = "const PRODUCTS = ['Desk lamp', 'Office chair', 'Standing desk'];";
    expect(
      readFileSync(path.join(ROOT, 'docs', 'react-data-grid', 'OverviewPremiumGrid.tsx'), 'utf8'),
    ).toContain(line);
    const files = await scriptsOf('react-data-grid/');
    expect(
      files.filter((file) => readFileSync(path.join(BUILD_DIR, file), 'utf8').includes('Office chair')),
    ).toEqual([]);
    const texts = readdirSync(path.join(BUILD_DIR, 'assets', 'demo-sources')).filter((file) =>
      /^OverviewPremiumGrid\.[0-9a-f]{8}\.json$/.test(file),
    );
    expect(texts).toHaveLength(1);
    const parsed = JSON.parse(
      readFileSync(path.join(BUILD_DIR, 'assets', 'demo-sources', texts[0]), 'utf8'),
    ) as {
      tsx: string;
    };
    expect(parsed.tsx).toContain(line);
  });

  it('has no translator notes of the UI text, only its ids and messages (plugins/client-config, dropTranslationDescriptions)', () => {
    const source = sharedSource();
    // The skip link's text, which every page renders from the main bundle: its note as Docusaurus ships it.
    const module = readFileSync(
      path.join(ROOT, 'node_modules', '@docusaurus', 'theme-common', 'lib', 'utils', 'skipToContentUtils.js'),
      'utf8',
    );
    const [, note, message] = /description:\s*'([^']{20,})',\s*message:\s*'([^']+)'/.exec(module) ?? [];
    expect(source.includes('theme.common.skipToMainContent')).toBe(true);
    expect(source.includes(message)).toBe(true);
    expect(source.includes(note)).toBe(false);
  });

  it('has no chunk-name map: chunk files are named by id, the names are a file of their own (plugins/client-config/chunkNames.ts)', () => {
    const runtime = readdirSync(path.join(BUILD_DIR, 'assets', 'js')).filter((file) =>
      /^runtime~main\./.test(file),
    );
    expect(runtime).toHaveLength(1);
    const source = readFileSync(path.join(BUILD_DIR, 'assets', 'js', runtime[0]), 'utf8');
    // Docusaurus's name → id map (ChunkAssetPlugin) is gone, and so is the id → name map of the file names:
    // no chunk name is in the runtime (route chunks' names are 8 hex digits, like the content hashes the runtime
    // does hold, so only the others are looked for).
    expect(source).not.toMatch(/\.gca\s*=/);
    const names = [...namedChunkFiles().keys()].filter((name) => !/^[0-9a-f]{8}$/.test(name));
    expect(names).toEqual(expect.arrayContaining(['demo-frame', 'code-block', 'mui-x-data-grid']));
    expect(names.filter((name) => source.includes(`"${name}"`))).toEqual([]);
    expect(namedChunkFiles().size).toBeGreaterThan(500);
  });

  it('prefetches the linked routes’ files once each, after hydration (plugins/client-config/routePrefetch.ts)', async () => {
    const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { prefetchesBeforeHydration: string[] }).prefetchesBeforeHydration = seen;
      new MutationObserver((records) => {
        if (document.documentElement.getAttribute('data-has-hydrated') === 'true') return;
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLLinkElement && node.rel === 'prefetch') seen.push(node.href);
      }).observe(document, { childList: true, subtree: true });
    });
    // The date picker page links to a dozen guide pages from its first screen; Docusaurus's own prefetch
    // added 69 prefetch elements for 11 files here.
    await page.goto(url('react-date-pickers/date-picker/'), { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0);
    await page.waitForLoadState('networkidle');
    const { hrefs, early, maps } = await page.evaluate(() => ({
      hrefs: [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href),
      early: (window as unknown as { prefetchesBeforeHydration: string[] }).prefetchesBeforeHydration,
      maps: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => /\/chunk-names\.[0-9a-f]{8}\.json$/.test(pathname)),
    }));
    await context.close();
    expect(early).toEqual([]);
    // The chunk-name map the prefetching reads was fetched once, for all the page's links.
    expect(maps).toHaveLength(1);
    expect(hrefs.every((href) => chunkNameOf(href) !== undefined)).toBe(true);
    expect(hrefs.length).toBeGreaterThan(2);
    expect(hrefs.every((href) => href.startsWith(`${new URL(url('')).origin}${BASE_PATH}assets/js/`))).toBe(
      true,
    );
    expect(hrefs.length - new Set(hrefs).size).toBe(0);
  });

  it('keeps Prism and the code block off the way to hydration: a page with fences loads them after, never Prism, and shows tokens', async () => {
    const prismIn = (files: string[]) =>
      files.filter((file) => readFileSync(path.join(BUILD_DIR, file), 'utf8').includes('DFS:function'));
    const codeBlockIn = (files: string[]) => files.filter((file) => chunkNameOf(file) === 'code-block');
    const textPage = await scriptsOf('introduction/');
    expect(textPage.length).toBeGreaterThan(3);
    expect(prismIn(textPage)).toEqual([]);
    expect(codeBlockIn(textPage)).toEqual([]);
    const highlighterIn = (files: string[]) =>
      files.filter((file) => chunkNameOf(file) === 'code-highlighter');
    expect(highlighterIn(textPage)).toEqual([]);
    // A page with fences hydrates with its blocks kept as server HTML (src/components/code/DeferredCodeBlock.tsx).
    const withFences = await scriptsUntilHydrated('introduction/installation/');
    expect(withFences.length).toBeGreaterThan(3);
    expect(codeBlockIn(withFences)).toEqual([]);
    expect(highlighterIn(withFences)).toEqual([]);
    expect(prismIn(withFences)).toEqual([]);
    // A demo page hydrates before its demo frames (src/components/demos/Demo.tsx): neither the frame nor the
    // highlighter of its code preview is on the way to hydration; the code block, its copy button and the
    // JS/TS toggle come later still, with the demo toolbar.
    const demoPage = await scriptsOf('react-data-grid/');
    expect(demoPage.filter((file) => chunkNameOf(file) === 'demo-frame')).toEqual([]);
    expect(highlighterIn(demoPage)).toEqual([]);
    expect(codeBlockIn(demoPage)).toEqual([]);
    expect(prismIn(demoPage)).toEqual([]);
    // An API page hydrates before its import snippet's code block and its layout buttons
    // (src/components/lazy/HydrateLater.tsx).
    const apiPage = await scriptsOf('api/data-grid/data-grid/');
    expect(highlighterIn(apiPage)).toEqual([]);
    expect(codeBlockIn(apiPage)).toEqual([]);

    // Once live, the blocks keep the server's tokens, those of the package-manager tabs too (theme-classic's
    // Tabs remount their panels right after hydration), and nothing loads Prism.
    const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(url('introduction/installation/'), { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('article [data-hydrate-later]')].every(
        (shell) => shell.getAttribute('data-hydrate-later') === 'live',
      ),
    );
    await page.waitForLoadState('networkidle');
    const state = await page.evaluate(() => ({
      blocks: document.querySelectorAll('pre > code').length,
      liveBlocks: document.querySelectorAll('article [data-hydrate-later="live"] .MuiCode-root pre > code')
        .length,
      inTabs: document.querySelectorAll('[role="tabpanel"] [data-hydrate-later="live"] .MuiCode-root').length,
      plainBlocks: [...document.querySelectorAll('pre > code')].filter(
        (code) => !code.querySelector('.token'),
      ).length,
      scripts: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    }));
    // Once its import snippet is live (after hydration), it reuses the server's tokens: no Prism either.
    await page.goto(url('api/data-grid/data-grid/'), { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const apiState = await page.evaluate(() => ({
      tokens: document.querySelectorAll('.api-import pre > code .token').length,
      scripts: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    }));
    expect(apiState.tokens).toBeGreaterThan(5);
    const apiScripts = apiState.scripts
      .filter((pathname) => pathname.startsWith(`${BASE_PATH}assets/js/`))
      .map((pathname) => pathname.slice(BASE_PATH.length));
    expect(codeBlockIn(apiScripts)).toHaveLength(1);
    expect(prismIn(apiScripts)).toEqual([]);
    // Once its demo frames are live, their code previews reuse the server's tokens: no Prism on a demo page.
    await page.goto(url('react-data-grid/'), { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const demoState = await page.evaluate(() => ({
      previews: document.querySelectorAll('[data-hydrate-later="live"] pre[data-demo-source] > code').length,
      plainPreviews: [
        ...document.querySelectorAll('[data-hydrate-later="live"] pre[data-demo-source] > code'),
      ].filter((code) => !code.querySelector('.token')).length,
      scripts: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    }));
    expect(demoState.previews).toBeGreaterThan(2);
    expect(demoState.plainPreviews).toBe(0);
    const demoScripts = demoState.scripts
      .filter((pathname) => pathname.startsWith(`${BASE_PATH}assets/js/`))
      .map((pathname) => pathname.slice(BASE_PATH.length));
    expect(demoScripts.filter((file) => chunkNameOf(file) === 'demo-frame')).toHaveLength(1);
    expect(prismIn(demoScripts)).toEqual([]);
    await context.close();
    expect(state.blocks).toBeGreaterThan(5);
    expect([state.liveBlocks, state.plainBlocks]).toEqual([state.blocks, 0]);
    expect(state.inTabs).toBeGreaterThan(2);
    const loaded = state.scripts
      .filter((pathname) => pathname.startsWith(`${BASE_PATH}assets/js/`))
      .map((pathname) => pathname.slice(BASE_PATH.length));
    expect(codeBlockIn(loaded)).toHaveLength(1);
    expect(prismIn(loaded)).toEqual([]);
  });
});
