/**
 * Live editing of a demo, on the data grid overview: edit a column header in the code and see
 * the grid follow; a syntax error shows the error box while the grid stays; fixing clears it; Reset demo
 * restores the original; JS/TS keeps the edit with its variant; Copy uses the edit; Escape leaves the
 * editor. And the cost: the editor's chunk is requested only on the first focus or click into the code.
 * Logs two figures (not thresholds): the gzip size of what the first edit downloads, and the median time
 * from a keystroke to the re-rendered grid.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { BASE_URL, ORIGIN, browserSuite, url, waitForHydration } from './support';
import { eventually } from './eventually';
import { chunkNameOf } from './builtChunks';

const OVERVIEW = 'react-data-grid/';
const NAME = 'InventorySortingGrid';
const DEMO = `[data-demo="${NAME}"]`;
/** The live editor's chunk (src/components/demos/useLiveEdit.ts), found by name: files are named by id. */
const isEditorChunk = (address: string) => chunkNameOf(address) === 'demo-editor';

const suite = browserSuite();
/** Each test's own context (closed after the test by browserSuite), allowed to use the clipboard. */
let context: BrowserContext;

beforeEach(async () => {
  context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
});

/** Opens the overview with the demo mounted and its code shown; returns the requests made so far. */
async function openDemo(page: Page, requested: string[]) {
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(url(OVERVIEW), { waitUntil: 'load' });
  await waitForHydration(page);
  await page.locator(DEMO).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${DEMO} .MuiDataGrid-columnHeaderTitle`);
  await page.locator(`${DEMO} [role="toolbar"]`).getByRole('button', { name: 'Show code' }).click();
}

function firstHeader(page: Page): Promise<string> {
  return page.locator(`${DEMO} .MuiDataGrid-columnHeaderTitle`).first().innerText();
}

function visibleSource(page: Page): Locator {
  return page.locator(`${DEMO} pre[data-demo-source="full"]:visible`);
}

async function openEditor(page: Page): Promise<Locator> {
  await visibleSource(page).click();
  const textarea = page.locator(`${DEMO} [data-demo-editor] textarea`);
  await textarea.waitFor();
  return textarea;
}

/** Selects `text` (its `occurrence`-th match) in the editor, so the next typing replaces it. */
async function select(textarea: Locator, text: string, after = ''): Promise<void> {
  await textarea.evaluate(
    (element: HTMLTextAreaElement, [needle, anchor]) => {
      const from = element.value.indexOf(anchor) + anchor.length;
      const start = element.value.indexOf(needle, from);
      if (start < 0) throw new Error(`"${needle}" is not in the editor`);
      element.focus();
      element.setSelectionRange(start, start + needle.length);
    },
    [text, after],
  );
}

function errorBox(page: Page, kind = ''): Locator {
  return page.locator(`[data-live-edit-status="${NAME}"] [data-live-edit-error${kind && `="${kind}"`}]`);
}

function builtFile(requestUrl: string): string {
  const buildDir = process.env.DOCS_TEST_BUILD_DIR ?? path.resolve(__dirname, '../../build');
  const sitePath = new URL(requestUrl).pathname.slice(new URL(BASE_URL).pathname.length);
  return path.join(buildDir, sitePath);
}

describe('editing a demo in place', () => {
  it('loads the editor only on the first click into the code, and reports what that click downloads', async () => {
    const page = await context.newPage();
    const requested: string[] = [];
    await openDemo(page, requested);
    // Reading the page, mounting the demo and opening its code load no editor.
    await page.waitForTimeout(1500);
    expect(requested.filter(isEditorChunk)).toEqual([]);
    const beforeEdit = new Set(requested);

    await openEditor(page);
    const added = [...new Set(requested.filter((u) => !beforeEdit.has(u) && u.endsWith('.js')))];
    expect(added.some(isEditorChunk)).toBe(true);
    const sizes = added.map((u) => ({
      file: path.basename(new URL(u).pathname),
      gzip: gzipSync(readFileSync(builtFile(u)), { level: 9 }).length,
    }));
    const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
    console.log(
      `[figures] first edit downloads ${sizes.length} file(s), ${(total / 1024).toFixed(1)} kB gzip: ${sizes
        .map((entry) => `${entry.file} ${(entry.gzip / 1024).toFixed(1)} kB`)
        .join(', ')}`,
    );
    expect(total).toBeGreaterThan(0);
  });

  it('re-renders the grid with an edited header, shows a syntax error while the grid stays, clears it when fixed, and resets', async () => {
    const page = await context.newPage();
    await openDemo(page, []);
    expect(await firstHeader(page)).toBe('Product');
    const textarea = await openEditor(page);
    await expect(textarea.evaluate((element) => document.activeElement === element)).resolves.toBe(true);

    await select(textarea, 'Product', "field: 'name', headerName: '");
    await page.keyboard.type('Item name');
    await eventually(() => firstHeader(page), 'Item name');
    expect(await page.locator(DEMO).getAttribute('data-demo-edited')).toBe('true');
    expect(await errorBox(page).count()).toBe(0);

    // Copy uses the edited source.
    await page.locator(`${DEMO} [role="toolbar"]`).getByRole('button', { name: 'Copy source' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("headerName: 'Item name'");

    // Delete the comma after the header: a syntax error.
    await select(textarea, ',', "headerName: 'Item name'");
    await page.keyboard.press('Backspace');
    await errorBox(page).waitFor();
    expect(await errorBox(page).getAttribute('data-live-edit-error')).toBe('syntax');
    const boxText = await errorBox(page).innerText();
    expect(boxText).toMatch(/Syntax error \(line \d+, column \d+\)/);
    expect(boxText).toContain("headerName: 'Item name' flex: 1");
    // The last good render stays.
    expect(await firstHeader(page)).toBe('Item name');
    expect(await page.locator(`${DEMO} .MuiDataGrid-root`).count()).toBe(1);

    await page.keyboard.type(',');
    await eventually(() => errorBox(page).count(), 0);
    expect(await firstHeader(page)).toBe('Item name');

    await page.locator(`${DEMO} [role="toolbar"]`).getByRole('button', { name: 'Reset demo' }).click();
    await eventually(() => firstHeader(page), 'Product');
    expect(await textarea.inputValue()).toContain("headerName: 'Product'");
    expect(await page.locator(DEMO).getAttribute('data-demo-edited')).toBeNull();
  });

  it('shows render and import errors without breaking the page', async () => {
    const page = await context.newPage();
    await openDemo(page, []);
    const textarea = await openEditor(page);

    await select(textarea, 'return (', 'export default function');
    await page.keyboard.insertText("throw new Error('Out of stock');\n  return (");
    // Wait for the error of the finished text (a pause mid-typing may show a passing syntax error).
    await errorBox(page, 'runtime').waitFor();
    expect(await errorBox(page).innerText()).toContain('Out of stock');
    expect(await firstHeader(page)).toBe('Product');

    await page.locator(`${DEMO} [role="toolbar"]`).getByRole('button', { name: 'Reset demo' }).click();
    await eventually(() => errorBox(page).count(), 0);
    // An import is checked when the code uses it (TypeScript drops unused imports).
    await select(textarea, "import { DataGrid, type GridColDef } from '@mui/x-data-grid';");
    await page.keyboard.insertText(
      "import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';",
    );
    await select(textarea, 'hideFooter');
    await page.keyboard.insertText('hideFooter\n        slots={{ toolbar: GridToolbar }}');
    await errorBox(page, 'import').waitFor();
    expect(await errorBox(page).innerText()).toContain(
      '"GridToolbar" from "@mui/x-data-grid" is not available in this editor',
    );
    // The rest of the page still works: the toolbar of the demo answers.
    await page.locator(`${DEMO} [role="toolbar"]`).getByRole('button', { name: 'Hide code' }).click();
    await page.locator(`${DEMO} [role="toolbar"]`).getByRole('button', { name: 'Show code' }).waitFor();
  });

  it('keeps the edit with the variant that was edited when switching JS/TS', async () => {
    const page = await context.newPage();
    await openDemo(page, []);
    const toolbar = page.locator(`${DEMO} [role="toolbar"]`);
    const textarea = await openEditor(page);
    await select(textarea, 'Product', "field: 'name', headerName: '");
    await page.keyboard.type('Edited in TS');
    await eventually(() => firstHeader(page), 'Edited in TS');

    await toolbar.getByRole('button', { name: 'JS', exact: true }).click();
    await eventually(() => firstHeader(page), 'Product');
    const jsEditor = page.locator(`${DEMO} [data-demo-editor][data-code-variant="JS"] textarea`);
    expect(await jsEditor.inputValue()).toContain("headerName: 'Product'");
    expect(await jsEditor.inputValue()).not.toContain('GridColDef<Product>');

    await toolbar.getByRole('button', { name: 'TS', exact: true }).click();
    await eventually(() => firstHeader(page), 'Edited in TS');
    expect(
      await page.locator(`${DEMO} [data-demo-editor][data-code-variant="TS"] textarea`).inputValue(),
    ).toContain("headerName: 'Edited in TS'");
  });

  it('is reached and left with the keyboard: Enter enters the text, Escape returns to the frame, Tab moves on', async () => {
    const page = await context.newPage();
    // "Show code" was clicked and holds focus; Tab moves on to the source.
    await openDemo(page, []);
    await page.keyboard.press('Tab');
    const frame = page.locator(`${DEMO} [data-demo-editor]`);
    await frame.waitFor();
    await eventually(() => frame.evaluate((element) => document.activeElement === element), true);
    expect(await frame.getAttribute('aria-label')).toBe(`Editable TypeScript source of the ${NAME} demo`);

    await page.keyboard.press('Enter');
    const textarea = frame.locator('textarea');
    expect(await textarea.evaluate((element) => document.activeElement === element)).toBe(true);
    // The textarea is labelled and described for screen readers.
    expect(await textarea.evaluate((element: HTMLTextAreaElement) => element.labels?.[0]?.textContent)).toBe(
      `TypeScript source of the ${NAME} demo`,
    );
    expect(
      await page
        .locator(`#${await textarea.getAttribute('aria-describedby')}`.replace(/:/g, '\\:'))
        .innerText(),
    ).toContain('Escape');
    // Tab indents inside the text…
    const before = await textarea.inputValue();
    await page.keyboard.press('Tab');
    expect((await textarea.inputValue()).length).toBe(before.length + 2);
    // …Escape leaves it, and Tab then moves past the editor.
    await page.keyboard.press('Escape');
    expect(await frame.evaluate((element) => document.activeElement === element)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await frame.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  });

  it('measures the time from a keystroke to the re-rendered grid (figure, Chromium)', async () => {
    const page = await context.newPage();
    await openDemo(page, []);
    const textarea = await openEditor(page);
    await select(textarea, 'Product', "field: 'name', headerName: '");
    await page.keyboard.type('P');
    await eventually(() => firstHeader(page), 'P');
    const samples: number[] = [];
    let expected = 'P';
    for (let round = 0; round < 7; round += 1) {
      const letter = String.fromCharCode(97 + round);
      expected += letter;
      await page.evaluate(
        ([selector, target]) => {
          const input = document.querySelector<HTMLTextAreaElement>(
            `${selector} [data-demo-editor] textarea`,
          )!;
          const state = window as unknown as { __keystrokeToRender?: Promise<number> };
          state.__keystrokeToRender = new Promise<number>((resolve) => {
            input.addEventListener(
              'keydown',
              () => {
                const started = performance.now();
                const check = () => {
                  const header = document.querySelector(`${selector} .MuiDataGrid-columnHeaderTitle`);
                  if (header?.textContent === target) resolve(performance.now() - started);
                  else requestAnimationFrame(check);
                };
                requestAnimationFrame(check);
              },
              { once: true, capture: true },
            );
          });
        },
        [DEMO, expected],
      );
      await page.keyboard.type(letter);
      samples.push(
        await page.evaluate(
          () => (window as unknown as { __keystrokeToRender: Promise<number> }).__keystrokeToRender,
        ),
      );
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `[figures] keystroke → re-rendered grid: median ${median.toFixed(0)} ms over ${samples.length} keystrokes (${samples
        .map((ms) => ms.toFixed(0))
        .join(', ')} ms; includes the ${166} ms debounce)`,
    );
    expect(await firstHeader(page)).toBe(expected);
  });
});
